import { formatDate } from '../../utils/dates';
import { escapeHtml } from '../../utils/html';
import { webAddress } from '../../utils/web-address';
import { COMMENT_MAX_LENGTHS } from '../../comments/schema';
import { countComments, type CommentNode, type PublicComment } from '../../comments/tree';
import { COMMENT_FORM_TEXT, COMMENT_LABELS } from '../../texts/forms';
import { COMMENTS_LIST_TEXT as T } from '../../texts/blog';
import { COMMENT_MIN_LENGTH } from '../../config/form-limits';
import { buttonVariants } from '../ui/button';
import { inputVariants, labelClass } from '../ui/input';
import { honeypotHtml } from '../forms/honeypot-html';

type Comment = CommentNode<PublicComment<Date>>;

/** Where a post's comments are a page of their own, for a browser that runs no JavaScript. */
export const commentsPagePath = (blogPostId: number) => `/api/comments/${blogPostId}/page`;
/** Whether a path is a post's comments page (commentsPagePath). */
export const isCommentsPagePath = (path: string) => /^\/api\/comments\/\d+\/page$/.test(path);

const FIELD = inputVariants({ className: 'mt-1' });
const LIST = 'list-none pl-0';
const SMALL = 'text-sm text-slate-600';

function commentItem(comment: Comment, path: string): string {
  const name = escapeHtml(comment.authorName);
  const website = webAddress(comment.authorWebsite);
  const who = website ? `<a href="${escapeHtml(website)}" rel="nofollow ugc noopener">${name}</a>` : `<strong>${name}</strong>`;
  const replies = comment.replies.length
    ? `<ul aria-label="${escapeHtml(T.repliesLabel(comment.authorName))}" class="${LIST} ml-5 border-l-2 border-slate-200 pl-4">${comment.replies.map((r) => commentItem(r, path)).join('')}</ul>`
    : '';
  return (
    `<li id="comment-${comment.id}"><p>${who} <time class="${SMALL}" datetime="${comment.createdAt.toISOString()}">${escapeHtml(formatDate(comment.createdAt, 'short'))}</time></p>` +
    `<p class="mt-1 whitespace-pre-line wrap-anywhere">${escapeHtml(comment.content)}</p><p><a href="${path}?reply=${comment.id}#comment-form" aria-label="${escapeHtml(T.replyLabel(comment.authorName))}">${escapeHtml(T.reply)}</a></p>${replies}</li>`
  );
}

/** The comment form as plain HTML: it posts the fields the API reads, and the API answers with a page. */
function commentForm(blogPostId: number, replyTo: Comment | undefined, path: string): string {
  const heading = escapeHtml(replyTo ? COMMENT_FORM_TEXT.replyHeading(replyTo.authorName) : COMMENT_FORM_TEXT.heading);
  const field = (id: string, label: string, control: string, hint = '') =>
    `<p><label for="${id}" class="${labelClass}">${escapeHtml(label)}</label>${control}${hint ? `<small id="${id}-hint" class="${SMALL}">${hint}</small>` : ''}</p>`;
  return `<form method="post" action="/api/comments" id="comment-form" aria-labelledby="comment-form-heading" class="relative mt-8 rounded-xl border border-slate-200 bg-white p-5">
<h2 id="comment-form-heading" class="mt-0">${heading}</h2>
<input type="hidden" name="blogPostId" value="${blogPostId}">${replyTo ? `\n<input type="hidden" name="parentId" value="${replyTo.id}">` : ''}
${field('c-name', COMMENT_LABELS.authorName, `<input id="c-name" class="${FIELD}" name="authorName" required maxlength="${COMMENT_MAX_LENGTHS.authorName}" autocomplete="name">`)}
${field('c-email', COMMENT_LABELS.authorEmail, `<input id="c-email" class="${FIELD}" name="authorEmail" type="email" required autocomplete="email" aria-describedby="c-email-hint">`, escapeHtml(COMMENT_FORM_TEXT.emailHint))}
${field('c-website', COMMENT_LABELS.authorWebsite, `<input id="c-website" class="${FIELD}" name="authorWebsite" type="url" maxlength="${COMMENT_MAX_LENGTHS.authorWebsite}" placeholder="https://" autocomplete="url">`)}
${field('c-content', COMMENT_LABELS.content, `<textarea id="c-content" class="${FIELD}" name="content" rows="5" required minlength="${COMMENT_MIN_LENGTH}" maxlength="${COMMENT_MAX_LENGTHS.content}" aria-describedby="c-content-hint"></textarea>`, escapeHtml(COMMENT_FORM_TEXT.contentHint))}
${honeypotHtml()}
<p class="flex flex-wrap items-center gap-4"><button type="submit" class="${buttonVariants({ focusRing: true })}">${replyTo ? COMMENT_FORM_TEXT.submitReply : COMMENT_FORM_TEXT.submit}</button>${replyTo ? ` <a href="${path}#comment-form">${escapeHtml(T.cancelReply)}</a>` : ''}</p>
</form>`;
}

/**
 * A post's approved comments, replies nested, and the comment form, as the body of a page written by the
 * API: what the post's comments island shows and does, for a browser without JavaScript. `replyTo` (an
 * approved comment of the post) turns the form into a reply to it.
 */
export function commentsPageBody({
  post,
  comments,
  replyTo,
}: {
  post: { id: number; title: string; slug: string };
  comments: Comment[];
  replyTo?: number;
}): string {
  const path = commentsPagePath(post.id);
  const find = (list: Comment[]): Comment | undefined =>
    list.reduce<Comment | undefined>((found, c) => found ?? (c.id === replyTo ? c : find(c.replies)), undefined);
  const count = countComments(comments);
  const list = comments.length
    ? `<ul class="${LIST} space-y-4">${comments.map((c) => commentItem(c, path)).join('')}</ul>`
    : `<p>${escapeHtml(T.empty)}</p>`;
  return `<p><a href="/blog/${escapeHtml(encodeURIComponent(post.slug))}">${escapeHtml(T.backToPost)}</a></p>
<h1>${escapeHtml(T.pageHeading(count, post.title))}</h1>
${list}
${commentForm(post.id, replyTo === undefined ? undefined : find(comments), path)}`;
}
