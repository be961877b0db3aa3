import { sql, type Kysely } from 'kysely';
import { paginate, type Page, type PageRequest } from '../db/page';
import type { Comment, Database } from '../db/schema';
import { deleteDigestsQuoting } from '../notifications/comment-digest';

/** The admin's two comment lists, as GET /api/admin/comments?status= names them. */
export const COMMENT_STATUSES = ['pending', 'approved'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
export const isCommentStatus = (value: string): value is CommentStatus => (COMMENT_STATUSES as readonly string[]).includes(value);

/**
 * A comment for the admin: everything stored, with its post's title and slug and how many replies, at any
 * depth, deleting it takes with it (the foreign key cascades).
 */
export type ModeratedComment = Comment & { postTitle: string; postSlug: string; replyCount: number };

/** One page of the pending or the approved comments, newest first (all at once would in time pass a function's 6 MB). */
export async function listComments(db: Kysely<Database>, status: CommentStatus, page: PageRequest): Promise<Page<ModeratedComment>> {
  const listed = await paginate(
    db
      .selectFrom('comments')
      .innerJoin('blogPosts', 'blogPosts.id', 'comments.blogPostId')
      .selectAll('comments')
      .select(['blogPosts.title as postTitle', 'blogPosts.slug as postSlug'])
      .where('comments.isApproved', '=', status === 'approved')
      .orderBy('comments.createdAt', 'desc')
      .orderBy('comments.id', 'desc'),
    page,
  );
  const replies = await countReplies(
    db,
    listed.items.map((c) => c.id),
  );
  return { ...listed, items: listed.items.map((c) => ({ ...c, replyCount: replies.get(c.id) ?? 0 })) };
}

/**
 * The threads under comments `ids` as the recursive table `thread (root, id)`: each comment of `ids` as
 * its own root, and every reply at any depth under the root it descends from.
 */
const threadsUnder = (ids: readonly number[]) => sql`
    with recursive thread (root, id) as (
      select id, id from comments where id in (${sql.join(ids)})
      union all
      select thread.root, reply.id from comments reply join thread on reply.parent_id = thread.id
    )`;

/** How many replies, at any depth, each of `ids` has, in one query. */
async function countReplies(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ root: number; replies: number | string }>`${threadsUnder(ids)}
    select root, count(*) - 1 as replies from thread group by root`.execute(db);
  return new Map(rows.map((r) => [r.root, Number(r.replies)]));
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
  const { rows: thread } = await sql<{ authorName: string; content: string; createdAt: Date }>`${threadsUnder(ids)}
    select author_name, content, created_at from comments where id in (select id from thread) for update`.execute(trx);
  const result = await trx.deleteFrom('comments').where('id', 'in', ids).executeTakeFirst();
  await deleteDigestsQuoting(trx, thread);
  return Number(result.numDeletedRows);
}

/** Deletes a comment, its replies and the digests quoting them (deleteCommentThreads); false when there was none. */
export function deleteComment(db: Kysely<Database>, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => (await deleteCommentThreads(trx, [id])) > 0);
}
