import { RATE_LIMITS, withinRateLimit } from '../abuse/rate-limit';
import { findPublishedPostById } from '../blog/queries';
import { CommentTargetGoneError, isReplyableComment, listApprovedComments, saveComment } from '../comments/queries';
import { commentSchema } from '../comments/schema';
import { approveComment, deleteComment, listAllComments } from '../comments/moderation';
import { getDb } from '../db/client';
import { adminOnly } from './admin-guard';
import { cdnCached } from './cdn-cache';
import { HttpError, json, parseId, readJson, route } from './http';

const ACCEPTED = { message: 'Your comment has been submitted for review and will appear once approved.' };
const POST_NOT_FOUND = 'Blog post not found';
const replyRefused = () => new HttpError(400, 'The comment you are replying to is not on this post', { errors: { parentId: ['Invalid reply'] } });

/** POST /api/comments: a visitor's comment or reply, stored unapproved until the admin approves it. */
export const commentsCollection = route({
  POST: async (req, { ip }) => {
    const db = getDb();
    return withinRateLimit(db, RATE_LIMITS.comments, ip, async () => {
      const { website, blogPostId, parentId, ...comment } = await readJson(req, commentSchema);
      if (website) return json(ACCEPTED, 201);
      if (!(await findPublishedPostById(db, blogPostId))) throw new HttpError(404, POST_NOT_FOUND);
      if (parentId !== null && !(await isReplyableComment(db, blogPostId, parentId))) throw replyRefused();
      try {
        const id = await saveComment(db, { ...comment, blogPostId, parentId });
        return json({ ...ACCEPTED, id }, 201);
      } catch (error) {
        if (!(error instanceof CommentTargetGoneError)) throw error;
        const postGone = parentId === null || !(await findPublishedPostById(db, blogPostId));
        throw postGone ? new HttpError(404, POST_NOT_FOUND) : replyRefused();
      }
    });
  },
});

/** GET /api/comments/{blogPostId}: a published post's approved comments, oldest first, replies nested. */
export const commentsForPost = route({
  GET: cdnCached(async (_req, { params }) => {
    const db = getDb();
    const blogPostId = parseId(params.blogPostId, 'Blog post');
    if (!(await findPublishedPostById(db, blogPostId))) throw new HttpError(404, POST_NOT_FOUND);
    return json(await listApprovedComments(db, blogPostId));
  }),
  /** Admin, DELETE /api/comments/{id} (the same path pattern: here the key is a comment id). */
  DELETE: adminOnly(async (_req, { params }) => {
    if (!(await deleteComment(getDb(), parseId(params.blogPostId, 'Comment')))) throw new HttpError(404, 'Comment not found');
    return json({ message: 'Comment deleted' });
  }),
});

/** PUT /api/comments/{id}/approve (admin). */
export const commentApprove = route({
  PUT: adminOnly(async (_req, { params }) => {
    if (!(await approveComment(getDb(), parseId(params.id, 'Comment')))) throw new HttpError(404, 'Comment not found');
    return json({ message: 'Comment approved' });
  }),
});

/** GET /api/admin/comments (admin): every comment, pending and approved, with its post's title and slug. */
export const adminComments = route({
  GET: adminOnly(async () => json(await listAllComments(getDb()))),
});
