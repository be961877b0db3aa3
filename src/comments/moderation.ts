import type { Kysely } from 'kysely';
import type { Comment, Database } from '../db/schema';

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

/** Deletes a comment and, through the foreign key's cascade, its replies; false when there was none. */
export async function deleteComment(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('comments').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
