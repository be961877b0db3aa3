import { type Kysely, sql } from 'kysely';

/**
 * Which waiting comments a moderation digest has already reported (src/notifications/comment-digest.ts).
 * The digest used to compare comments with the time of the last digest in the outbox, but the outbox
 * forgets sent mail after 30 days and erasure removes digests, and then every waiting comment was
 * reported again. A row per reported comment goes with its comment (cascade) and holds no personal data.
 * Comments waiting now and no newer than the last digest in the outbox count as reported.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('comment_digest_reports')
    .addColumn('comment_id', 'integer', (c) => c.primaryKey().references('comments.id').onDelete('cascade'))
    .addColumn('reported_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    insert into comment_digest_reports (comment_id)
    select id from comments
    where not is_approved and created_at <= (select max(created_at) from outbox where template = 'comment-digest')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('comment_digest_reports').execute();
}
