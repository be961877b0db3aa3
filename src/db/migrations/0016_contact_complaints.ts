import { type Kysely, sql } from 'kysely';

/**
 * An enquiry the admin marks as a data-protection complaint (Data Protection Act 2018 s.164A, from the Data
 * (Use and Access) Act 2025): when it was marked, acknowledged and its outcome told (src/candidates/complaints.ts). Each
 * step needs the one before it. The open ones are counted on every overview, so they have an index of their
 * own, by receipt (what the acknowledgement's deadline counts from).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table contacts
      add column complaint_marked_at timestamptz,
      add column complaint_acknowledged_at timestamptz,
      add column complaint_answered_at timestamptz,
      add constraint contacts_complaint_steps check (
        (complaint_acknowledged_at is null or complaint_marked_at is not null)
        and (complaint_answered_at is null or complaint_acknowledged_at is not null)
      )
  `.execute(db);
  await sql`create index contacts_open_complaints_idx on contacts (created_at) where complaint_marked_at is not null and complaint_answered_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index contacts_open_complaints_idx`.execute(db);
  await sql`
    alter table contacts
      drop constraint contacts_complaint_steps,
      drop column complaint_marked_at,
      drop column complaint_acknowledged_at,
      drop column complaint_answered_at
  `.execute(db);
}
