import { type Kysely, sql } from 'kysely';

/**
 * The retained fee's payment (docs/decisions/placements.md): the UK day it was paid, and whether the
 * Placements tab follows it at all. Briefs confirmed before this are not followed: their retained fees were
 * invoiced and chased by hand (0046 marked them reminded too), and a deploy must not list every brief ever
 * confirmed as overdue.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table briefs
    add column retained_paid_on text check (retained_paid_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    add column retained_fee_followed boolean not null default true`.execute(db);
  await sql`update briefs set retained_fee_followed = false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table briefs drop column retained_paid_on, drop column retained_fee_followed`.execute(db);
}
