import { type Kysely, sql } from 'kysely';
import { DATA_REQUEST_KINDS, SUBJECTS } from '../../config/choices';
import { inChoices } from '../choice-check';

/**
 * Ready for an inspection (docs/decisions/data-protection.md): the contact form's subjects gain 'Data
 * protection complaint' (the check follows SUBJECTS), and data-protection requests are logged to time them
 * (UK GDPR Article 12A): when one arrived, when the consultant asked for identity or clarification and
 * when it was answered, and when it was completed, each a UK day ('YYYY-MM-DD' text, as agreement dates
 * are, so every driver reads the same string). The person is known by a SHA-256 of their address, as in
 * `subject_requests`, and by the consultant's own short note.
 */
const DAY = sql`~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table contacts drop constraint if exists contacts_subject_check`.execute(db);
  await sql`alter table contacts add constraint contacts_subject_check check (${inChoices('subject', SUBJECTS)})`.execute(db);
  await sql`
    create table data_requests (
      id serial primary key,
      kind text not null,
      email_hash text not null check (email_hash ~ '^[0-9a-f]{64}$'),
      note text not null default '',
      received_on text not null check (received_on ${DAY}),
      identity_asked_on text check (identity_asked_on ${DAY}),
      identity_received_on text check (identity_received_on ${DAY}),
      clarification_asked_on text check (clarification_asked_on ${DAY}),
      clarification_received_on text check (clarification_received_on ${DAY}),
      completed_on text check (completed_on ${DAY}),
      admin_email text,
      created_at timestamptz not null default now(),
      check (identity_received_on is null or identity_asked_on is not null),
      check (clarification_received_on is null or clarification_asked_on is not null)
    )`.execute(db);
  await sql`alter table data_requests add constraint data_requests_kind_check check (${inChoices('kind', DATA_REQUEST_KINDS)})`.execute(db);
  await sql`create index data_requests_open_idx on data_requests (received_on) where completed_on is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table data_requests`.execute(db);
  await sql`delete from contacts where subject = 'data-protection-complaint'`.execute(db);
  await sql`alter table contacts drop constraint contacts_subject_check`.execute(db);
  await sql`alter table contacts add constraint contacts_subject_check check (subject in ('candidate', 'employer', 'partnership', 'general'))`.execute(
    db,
  );
}
