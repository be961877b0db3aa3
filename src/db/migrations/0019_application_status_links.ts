import { type Kysely, sql } from 'kysely';

/**
 * The candidate's private status link (docs/decisions/application-status.md): only a SHA-256 of its token is kept, one row
 * per application, deleted with the application (withdrawal, the admin's delete, retention, an erasure),
 * so the link stops working with it. `applications.told_unsuccessful_at`: when the candidate was emailed that
 * the application was not taken forward, so they are told at most once, even after the outbox has pruned
 * that mail. A withdrawal from that link is recorded in subject_requests as an
 * erasure with no admin: `admin_email` is null when the person asked themselves.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table application_status_links (
      token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
      application_id integer not null unique references applications (id) on delete cascade,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`alter table applications add column told_unsuccessful_at timestamptz`.execute(db);
  await sql`alter table subject_requests alter column admin_email drop not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from subject_requests where admin_email is null`.execute(db);
  await sql`alter table subject_requests alter column admin_email set not null`.execute(db);
  await sql`alter table applications drop column told_unsuccessful_at`.execute(db);
  await sql`drop table application_status_links`.execute(db);
}
