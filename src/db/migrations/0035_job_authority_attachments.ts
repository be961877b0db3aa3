import { type Kysely, sql } from 'kysely';

/**
 * Every active job backed by the employer's authority (regulation 27(2), docs/decisions/employers.md): the
 * confirmed brief it was made from, or the consultant's note of an instruction taken by phone or email.
 * Not a constraint: jobs already active stay so and are listed to complete; saving one checks it
 * (src/jobs/advert-rules.ts). The outbox gains attachments (the agreement a client accepted).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table jobs add column brief_id integer references briefs (id) on delete set null, add column authority_note text`.execute(
    db,
  );
  await sql`create index jobs_brief_idx on jobs (brief_id)`.execute(db);
  await sql`alter table outbox add column attachments jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table outbox drop column attachments`.execute(db);
  await sql`alter table jobs drop column brief_id, drop column authority_note`.execute(db);
}
