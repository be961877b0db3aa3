import { formatDate } from '../utils/dates';
import { escapeHtml } from '../utils/html';
import { webAddress } from '../utils/web-address';
import { COMMENT_MAX_LENGTHS } from './schema';
import { countComments, type CommentNode, type PublicComment } from './tree';
import { COMMENT_FORM_TEXT, COMMENT_LABELS } from '../texts/forms';
import { COMMENT_MIN_LENGTH } from '../config/form-limits';

type Comment = CommentNode<PublicComment<Date>>;

/** Where a post's comments are a page of their own, for a browser that runs no JavaScript. */
export const commentsPagePath = (blogPostId: number) => `/api/comments/${blogPostId}/page`;
/** Whether a path is a post's comments page (commentsPagePath). */
export const isCommentsPagePath = (path: string) => /^\/api\/comments\/\d+\/page$/.test(path);

/** The page's own few rules (the API's policy allows inline style only). */
export const COMMENTS_PAGE_STYLE =
  'ul{list-style:none;padding:0}li li{margin-left:1.25rem;padding-left:1rem;border-left:2px solid #e2e8f0}.text{white-space:pre-line;overflow-wrap:anywhere;margin:.25rem 0}' +
  'time,small{color:#475569;font-size:.875rem}form{margin-top:2rem;padding:1.25rem;border:1px solid #e2e8f0;border-radius:.75rem;background:#fff}' +
  'input:not([type=hidden]),textarea{box-sizing:border-box;width:100%;padding:.5rem;border:1px solid #94a3b8;border-radius:.375rem;font:inherit}' +
  'button{padding:.6rem 1.25rem;border:0;border-radius:.375rem;background:#4338ca;color:#fff;font:inherit;font-weight:600;cursor:pointer}';

function commentItem(comment: Comment, path: string): string {
  const name = escapeHtml(comment.authorName);
  const website = webAddress(comment.authorWebsite);
  const who = website ? `<a href="${escapeHtml(website)}" rel="nofollow ugc noopener">${name}</a>` : `<strong>${name}</strong>`;
  const replies = comment.replies.length
    ? `<ul aria-label="Replies to ${name}">${comment.replies.map((r) => commentItem(r, path)).join('')}</ul>`
    : '';
  return (
    `<li id="comment-${comment.id}"><p>${who} <time datetime="${comment.createdAt.toISOString()}">${escapeHtml(formatDate(comment.createdAt, 'short'))}</time></p>` +
    `<p class="text">${escapeHtml(comment.content)}</p><p><a href="${path}?reply=${comment.id}#comment-form" aria-label="Reply to ${name}">Reply</a></p>${replies}</li>`
  );
}

/** The comment form as plain HTML: it posts the fields the API reads, and the API answers with a page. */
function commentForm(blogPostId: number, replyTo: Comment | undefined, path: string): string {
  const heading = escapeHtml(replyTo ? COMMENT_FORM_TEXT.replyHeading(replyTo.authorName) : COMMENT_FORM_TEXT.heading);
  const field = (id: string, label: string, control: string, hint = '') =>
    `<p><label for="${id}">${escapeHtml(label)}</label><br>${control}${hint ? `<br><small id="${id}-hint">${hint}</small>` : ''}</p>`;
  return `<form method="post" action="/api/comments" id="comment-form" aria-labelledby="comment-form-heading">
<h2 id="comment-form-heading">${heading}</h2>
<input type="hidden" name="blogPostId" value="${blogPostId}">${replyTo ? `\n<input type="hidden" name="parentId" value="${replyTo.id}">` : ''}
${field('c-name', COMMENT_LABELS.authorName, `<input id="c-name" name="authorName" required maxlength="${COMMENT_MAX_LENGTHS.authorName}" autocomplete="name">`)}
${field('c-email', COMMENT_LABELS.authorEmail, '<input id="c-email" name="authorEmail" type="email" required autocomplete="email" aria-describedby="c-email-hint">', escapeHtml(COMMENT_FORM_TEXT.emailHint))}
${field('c-website', COMMENT_LABELS.authorWebsite, `<input id="c-website" name="authorWebsite" type="url" maxlength="${COMMENT_MAX_LENGTHS.authorWebsite}" placeholder="https://" autocomplete="url">`)}
${field('c-content', COMMENT_LABELS.content, `<textarea id="c-content" name="content" rows="5" required minlength="${COMMENT_MIN_LENGTH}" maxlength="${COMMENT_MAX_LENGTHS.content}" aria-describedby="c-content-hint"></textarea>`, escapeHtml(COMMENT_FORM_TEXT.contentHint))}
<div aria-hidden="true" style="position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden"><label>Website <input type="text" name="website" tabindex="-1" autocomplete="off"></label></div>
<p><button type="submit">${replyTo ? COMMENT_FORM_TEXT.submitReply : COMMENT_FORM_TEXT.submit}</button>${replyTo ? ` <a href="${path}#comment-form">Cancel reply</a>` : ''}</p>
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
    ? `<ul>${comments.map((c) => commentItem(c, path)).join('')}</ul>`
    : '<p>No comments yet. Be the first to share your thoughts!</p>';
  return `<p><a href="/blog/${escapeHtml(encodeURIComponent(post.slug))}">&larr; Back to the post</a></p>
<h1>${count} ${count === 1 ? 'Comment' : 'Comments'} on &ldquo;${escapeHtml(post.title)}&rdquo;</h1>
${list}
${commentForm(post.id, replyTo === undefined ? undefined : find(comments), path)}`;
}
