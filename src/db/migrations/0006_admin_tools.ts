import { type Kysely, sql } from 'kysely';
import { SUBJECT_REQUEST_KINDS } from '../../config/choices';
import { inChoices } from '../choice-check';

/**
 * Admin tools (docs/decisions/data-protection.md and admin-tools.md):
 * - applications.status_changed_at: when the status last changed (the row's creation until then), kept by
 *   a trigger. Retention counts from it: "12 months from your last contact", "7 years from the placement".
 * - blog_posts.linkedin_posting_since: set while a post is being sent to LinkedIn, so two requests cannot
 *   both post it; cleared when LinkedIn answers.
 * - subject_requests: the record of each data-protection request (what, when, by whom). It keeps a hash of
 *   the email address and counts, never the data found or erased.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('status_changed_at', 'timestamptz').execute();
  await sql`update applications set status_changed_at = created_at`.execute(db);
  await sql`alter table applications alter column status_changed_at set default now(), alter column status_changed_at set not null`.execute(
    db,
  );
  await db.schema.createIndex('applications_status_changed_idx').on('applications').columns(['status', 'status_changed_at']).execute();
  await sql`
    create function set_status_changed_at() returns trigger language plpgsql as $$
    begin
      if new.status is distinct from old.status then
        new.status_changed_at := now();
      end if;
      return new;
    end
    $$`.execute(db);
  await sql`create trigger applications_set_status_changed_at before update of status on applications for each row execute function set_status_changed_at()`.execute(
    db,
  );

  await db.schema.alterTable('blog_posts').addColumn('linkedin_posting_since', 'timestamptz').execute();

  await db.schema
    .createTable('subject_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(inChoices('kind', SUBJECT_REQUEST_KINDS)))
    .addColumn('email_hash', 'text', (c) => c.notNull())
    .addColumn('counts', 'jsonb', (c) => c.notNull())
    .addColumn('admin_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('subject_requests_created_at_idx').on('subject_requests').column('created_at').execute();
  await db.schema
    .createIndex('comments_author_email_idx')
    .on('comments')
    .column(sql`lower(trim(author_email))`)
    .execute();
  await db.schema
    .createIndex('applications_email_idx')
    .on('applications')
    .column(sql`lower(trim(email))`)
    .execute();
  await db.schema
    .createIndex('contacts_email_idx')
    .on('contacts')
    .column(sql`lower(trim(email))`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contacts_email_idx').execute();
  await db.schema.dropIndex('applications_email_idx').execute();
  await db.schema.dropIndex('comments_author_email_idx').execute();
  await db.schema.dropTable('subject_requests').execute();
  await db.schema.alterTable('blog_posts').dropColumn('linkedin_posting_since').execute();
  await sql`drop trigger if exists applications_set_status_changed_at on applications`.execute(db);
  await sql`drop function if exists set_status_changed_at()`.execute(db);
  await db.schema.alterTable('applications').dropColumn('status_changed_at').execute();
}
