import { type Kysely, sql } from 'kysely';

/**
 * The consultant's reminders before each fee falls due and once it is overdue (docs/decisions/placements.md):
 * each reminder's topic ('brief:12:retained-fee:due', 'placement:3:net-balance:overdue') when it was queued,
 * so each goes once. A table of its own, so the briefs and placements the dashboard reads are unchanged.
 * Briefs confirmed before this are marked as reminded: their fees were chased by hand, and a deploy must
 * not mail a reminder for every brief ever confirmed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table fee_reminders (topic text primary key, queued_at timestamptz not null default now())`.execute(db);
  await sql`insert into fee_reminders (topic)
    select 'brief:' || id || ':retained-fee:' || which from briefs, (values ('due'), ('overdue')) as w(which)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table fee_reminders`.execute(db);
}
