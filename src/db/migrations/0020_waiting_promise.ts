import { type Kysely, sql } from 'kysely';
import { ENQUIRY_STATUSES } from '../../config/choices';
import { inChoices } from '../choice-check';

/**
 * The 48-hour promise kept visible (docs/decisions/admin.md): enquiries get a status as applications have, both lists
 * find their `new` rows by age through a partial index (the flags, the Overview's count, the reminder),
 * and the consultant's mail preferences get a row of their own (the daily reminder is opt-in).
 *
 * Enquiries already here were answered by email, outside the dashboard, before it could record that: those
 * older than the promise start as closed rather than all flagged at once, which would bury the real ones.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contacts')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new').check(inChoices('status', ENQUIRY_STATUSES)))
    .execute();
  await sql`update contacts set status = 'closed' where created_at < now() - interval '48 hours'`.execute(db);
  await sql`create index applications_new_idx on applications (created_at) where status = 'new'`.execute(db);
  await sql`create index contacts_new_idx on contacts (created_at) where status = 'new'`.execute(db);
  await sql`
    create table mail_preferences (
      id boolean primary key default true check (id),
      waiting_reminder boolean not null default false,
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create trigger mail_preferences_set_updated_at before update on mail_preferences for each row execute function set_updated_at()`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table mail_preferences`.execute(db);
  await sql`drop index contacts_new_idx`.execute(db);
  await sql`drop index applications_new_idx`.execute(db);
  await db.schema.alterTable('contacts').dropColumn('status').execute();
}
