import { type Kysely, sql } from 'kysely';

/**
 * Indexes for what slowed with volume (measured at 200k-500k rows):
 * - the admin's search of applications and enquiries read the whole table (up to 23 s, past the query
 *   timeout): one trigram index on each table's searched text, the same expression the search matches
 *   (src/candidates/manage.ts);
 * - the comments tab lists one status at a time, newest first;
 * - the outbox was read whole on every submission (its receipt limit, by the inbox's domain), every
 *   minute (pruning by age) and on each dashboard view (failed messages), and on each comment deletion
 *   (the digests quoting it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index applications_search_idx on applications using gin ((first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' ' || coalesce(bio, '') || ' ' || coalesce(cv_file_name, '')) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index contacts_search_idx on contacts using gin ((name || ' ' || email || ' ' || message) gin_trgm_ops)`.execute(db);
  await sql`create index comments_status_created_idx on comments (is_approved, created_at desc, id desc)`.execute(db);
  await sql`create index outbox_recipient_domain_idx on outbox (lower(split_part(trim(recipient), '@', 2)), created_at)`.execute(db);
  await sql`create index outbox_created_at_idx on outbox (created_at)`.execute(db);
  await sql`create index outbox_failed_idx on outbox (id) where status = 'failed'`.execute(db);
  await sql`create index outbox_template_idx on outbox (template)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'applications_search_idx',
    'contacts_search_idx',
    'comments_status_created_idx',
    'outbox_recipient_domain_idx',
    'outbox_created_at_idx',
    'outbox_failed_idx',
    'outbox_template_idx',
  ]) {
    await sql`drop index ${sql.ref(index)}`.execute(db);
  }
}
