import { sql, type Kysely } from 'kysely';
import type { Comment, Database } from '../db/schema';
import { deleteDigestsQuoting } from '../notifications/comment-digest';

/** A comment for the admin: everything stored, with its post's title and slug. */
export type ModeratedComment = Comment & { postTitle: string; postSlug: string };

/** Every comment, pending and approved, newest first, each with its post's title and slug. */
export function listAllComments(db: Kysely<Database>): Promise<ModeratedComment[]> {
  return db
    .selectFrom('comments')
    .innerJoin('blogPosts', 'blogPosts.id', 'comments.blogPostId')
    .selectAll('comments')
    .select(['blogPosts.title as postTitle', 'blogPosts.slug as postSlug'])
    .orderBy('comments.createdAt', 'desc')
    .orderBy('comments.id', 'desc')
    .execute();
}

/** Approves a comment; false when there is no such comment. */
export async function approveComment(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.updateTable('comments').set({ isApproved: true }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Deletes comments with their replies at any depth (the foreign key's cascade) and the digests in the
 * outbox that quoted any of them (deleteDigestsQuoting: they hold the authors' names and words). The
 * threads are locked first, so a reply arriving meanwhile waits and then finds its parent gone instead of
 * going with the cascade unseen. Run inside a transaction; returns how many of `ids` were deleted.
 */
export async function deleteCommentThreads(trx: Kysely<Database>, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const { rows: thread } = await sql<{ authorName: string; content: string; createdAt: Date }>`
    with recursive thread (id) as (
      select id from comments where id in (${sql.join(ids)})
      union all
      select reply.id from comments reply join thread on reply.parent_id = thread.id
    )
    select author_name, content, created_at from comments where id in (select id from thread) for update`.execute(trx);
  const result = await trx.deleteFrom('comments').where('id', 'in', ids).executeTakeFirst();
  await deleteDigestsQuoting(trx, thread);
  return Number(result.numDeletedRows);
}

/** Deletes a comment, its replies and the digests quoting them (deleteCommentThreads); false when there was none. */
export function deleteComment(db: Kysely<Database>, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => (await deleteCommentThreads(trx, [id])) > 0);
}
