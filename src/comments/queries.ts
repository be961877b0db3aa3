import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { oncePerSubmission } from '../db/submission-once';
import { nestComments, type CommentNode, type PublicComment } from './tree';

/** A post's approved comments, oldest first, replies nested under their parents; never the email. */
export async function listApprovedComments(db: Kysely<Database>, blogPostId: number): Promise<CommentNode<PublicComment<Date>>[]> {
  const rows = await db
    .selectFrom('comments')
    .select(['id', 'blogPostId', 'parentId', 'isApproved', 'authorName', 'authorWebsite', 'content', 'createdAt'])
    .where('blogPostId', '=', blogPostId)
    .where('isApproved', '=', true)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return nestComments(rows);
}

/** Whether a comment can be replied to on this post: it exists, belongs to the post and is approved. */
export async function isReplyableComment(db: Kysely<Database>, blogPostId: number, commentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('comments')
    .select('id')
    .where('id', '=', commentId)
    .where('blogPostId', '=', blogPostId)
    .where('isApproved', '=', true)
    .executeTakeFirst();
  return Boolean(row);
}

/** The post or the comment replied to was deleted after it was checked and before the comment was stored. */
export class CommentTargetGoneError extends Error {
  constructor() {
    super('The post or the comment replied to no longer exists');
    this.name = 'CommentTargetGoneError';
  }
}

/** Stores a visitor's comment, unapproved (spec 4), once per submission key; returns its id. */
export async function saveComment(
  db: Kysely<Database>,
  comment: {
    blogPostId: number;
    parentId: number | null;
    authorName: string;
    authorEmail: string;
    authorWebsite?: string;
    content: string;
    submissionKey?: string;
  },
): Promise<number> {
  try {
    return await oncePerSubmission(db, 'comments', comment.submissionKey, async () => {
      const { id } = await db
        .insertInto('comments')
        .values({
          ...comment,
          authorWebsite: comment.authorWebsite ?? null,
          submissionKey: comment.submissionKey ?? null,
          isApproved: false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
  } catch (error) {
    // foreign_key_violation: the admin deleted the post or the parent comment meanwhile.
    if ((error as { code?: unknown } | null)?.code === '23503') throw new CommentTargetGoneError();
    throw error;
  }
}
