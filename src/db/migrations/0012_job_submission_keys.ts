import { type Kysely, sql } from 'kysely';

/**
 * The key of the admin's Add Job submission (src/schemas/submission-key.ts), unique where given: a retry
 * after a lost answer finds the job the first attempt stored instead of adding it twice. Posts need none:
 * their slug is required and unique, so a retry is refused rather than stored again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('submission_key', 'uuid').execute();
  await sql`create unique index jobs_submission_key_key on jobs (submission_key)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('submission_key').execute();
}
