import { RATE_LIMITS, withinRateLimit } from '../../abuse/rate-limit';
import { SITE_CEILINGS, withinSiteCeiling } from '../../abuse/site-ceilings';
import { BLOG_POST_NOT_FOUND, POST_NOT_FOUND_TEXT } from '../../texts/not-found';
import { COMMENTS_LIST_TEXT } from '../../texts/blog';
import { findPublishedPostById } from '../../blog/queries';
import { CommentTargetGoneError, isReplyableComment, listApprovedComments, saveComment } from '../../comments/queries';
import { commentsPageBody, isCommentsPagePath } from '../../components/comments/no-script-page';
import { commentFormSchema } from '../../comments/form-fields';
import { commentSchema } from '../../comments/schema';
import { approveComment, deleteComment, isCommentStatus, listComments } from '../../comments/moderation';
import { getDb } from '../../db/client';
import { adminOnly } from '../admin-guard';
import { cdnCached } from '../cdn-cache';
import { htmlAnswer, htmlPage } from '../html-page';
import { HttpError, json, parseId, positiveId, readJsonOrForm, route } from '../http';
import { readListQuery } from '../list-query';
import { answerNativeForms } from '../native-form';
import { COMMENT_LABELS, COMMENT_OUTCOME } from '../../texts/forms';

const ACCEPTED = { message: COMMENT_OUTCOME.success.description };
const replyRefused = () =>
  new HttpError(400, 'The comment you are replying to is not on this post', { errors: { parentId: ['Invalid reply'] } });

/**
 * POST /api/comments: a visitor's comment or reply, stored unapproved until the admin approves it; as
 * JSON (the island) or as a browser's own form (the no-JavaScript comments page), answered with a page.
 */
export const commentsCollection = answerNativeForms(
  route({
    POST: async (req, { ip }) => {
      const db = getDb();
      return withinRateLimit(db, RATE_LIMITS.comments, ip, () =>
        withinSiteCeiling(db, SITE_CEILINGS.comments, 1, async () => {
          const { website, blogPostId, parentId, ...comment } = await readJsonOrForm(req, commentSchema, { form: commentFormSchema });
          if (website) return json(ACCEPTED, 201);
          if (!(await findPublishedPostById(db, blogPostId))) throw new HttpError(404, BLOG_POST_NOT_FOUND);
          if (parentId !== null && !(await isReplyableComment(db, blogPostId, parentId))) throw replyRefused();
          try {
            const id = await saveComment(db, { ...comment, blogPostId, parentId });
            return json({ ...ACCEPTED, id }, 201);
          } catch (error) {
            if (!(error instanceof CommentTargetGoneError)) throw error;
            const postGone = parentId === null || !(await findPublishedPostById(db, blogPostId));
            throw postGone ? new HttpError(404, BLOG_POST_NOT_FOUND) : replyRefused();
          }
        }),
      );
    },
  }),
  {
    success: '/comment-received',
    // Back to the post's comments page the form was on (the browser names it: same origin, full address).
    formPath: (req) => {
      const from = URL.parse(req.headers.get('referer') ?? '');
      return from && isCommentsPagePath(from.pathname) ? `${from.pathname}${from.search}` : '/blog';
    },
    failure: COMMENT_OUTCOME.failure,
    labels: COMMENT_LABELS,
  },
);

/**
 * GET /api/comments/{blogPostId}/page: a published post's comments and the comment form as a page, for a
 * browser without JavaScript (the post links here from its <noscript>); `?reply={id}` to answer a comment.
 */
export const commentsPage = route({
  // Kept by the CDN like the comments' JSON, and purged with it when the admin approves or deletes one.
  GET: cdnCached(async (req, { params }) => {
    const db = getDb();
    const blogPostId = parseId(params.blogPostId, 'Blog post');
    const post = await findPublishedPostById(db, blogPostId);
    if (!post) {
      const { title, description, back } = POST_NOT_FOUND_TEXT;
      return htmlAnswer(htmlPage({ title, body: `<h1>${title}</h1>\n<p>${description}</p>\n<p><a href="/blog">${back}</a></p>` }), 404);
    }
    const replyTo = positiveId(new URL(req.url).searchParams.get('reply'));
    const comments = await listApprovedComments(db, blogPostId);
    return htmlAnswer(htmlPage({ title: COMMENTS_LIST_TEXT.pageTitle(post.title), body: commentsPageBody({ post, comments, replyTo }) }));
  }),
});

/** GET /api/comments/{blogPostId}: a published post's approved comments, oldest first, replies nested. */
export const commentsForPost = route({
  GET: cdnCached(async (_req, { params }) => {
    const db = getDb();
    const blogPostId = parseId(params.blogPostId, 'Blog post');
    if (!(await findPublishedPostById(db, blogPostId))) throw new HttpError(404, BLOG_POST_NOT_FOUND);
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

/**
 * GET /api/admin/comments?status=pending|approved&page=&pageSize= (admin): one page of that list (pending
 * when no status is given), newest first, each comment with its post's title and slug and its replyCount.
 */
export const adminComments = route({
  GET: adminOnly(async (req) => {
    const status = new URL(req.url).searchParams.get('status') ?? 'pending';
    if (!isCommentStatus(status)) throw new HttpError(400, "status must be 'pending' or 'approved'");
    const { page, pageSize } = readListQuery(req);
    return json(await listComments(getDb(), status, { page, pageSize }));
  }),
});
