import { type Kysely, sql } from 'kysely';

/**
 * The role an application was sent for (docs/decisions/forms-and-uploads.md): the job's id while the job exists (set null when it is
 * deleted), and its title and company as they were when the application was sent, so editing or deleting
 * the job later changes nothing the consultant reads. All three are null for a general application. The
 * admin filters by role and counts each job's applications, so the id has a partial index of its own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table applications
      add column job_id integer references jobs (id) on delete set null,
      add column job_title text,
      add column job_company text,
      add constraint applications_job_role check ((job_title is null) = (job_company is null))
  `.execute(db);
  await sql`create index applications_job_id_idx on applications (job_id) where job_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index applications_job_id_idx`.execute(db);
  await sql`
    alter table applications
      drop constraint applications_job_role,
      drop column job_id,
      drop column job_title,
      drop column job_company
  `.execute(db);
}
