import { useCallback, useEffect, useRef, useState } from 'react';
import { type CommentFieldsInput } from '../../../comments/schema';
import { countComments, type CommentNode, type PublicComment } from '../../../comments/tree';
import { formatDate } from '../../../utils/date-format';
import { initials } from '../../../utils/initials';
import { apiFetch } from '../../../lib/api-client';
import { webAddress } from '../../../utils/web-address';
import { CommentForm } from './CommentForm';
import { buttonVariants } from '../../../components/ui/button';
import { COMMENT_FORM_TEXT } from '../../../texts/forms';
import { COMMENTS_LIST_TEXT } from '../../../texts/blog';

type Node = CommentNode<PublicComment<string>>;
type Target = { parent: { id: number; authorName: string } | null } | null;

/** Replies are indented up to this depth; deeper ones line up with their parent's level. */
const MAX_INDENT_DEPTH = 3;

/** A post's approved comments and the comment form (spec 2, 4, 5 and 8), from the API. */
export default function Comments({ blogPostId }: { blogPostId: number }) {
  const [state, setState] = useState<{ status: 'loading' | 'error' } | { status: 'ready'; comments: Node[] }>({ status: 'loading' });
  const [target, setTarget] = useState<Target>(null);
  // The open form as of now, for a send that ends after the visitor opened another one.
  const openTarget = useRef<Target>(null);
  openTarget.current = target;
  const [hydrated, setHydrated] = useState(false);
  // Text typed in a form closed by opening another one, by the comment replied to ('post': the post itself).
  const drafts = useRef(new Map<number | 'post', CommentFieldsInput>());
  // Where focus goes back to when a form closes: the button that opened it.
  const opener = useRef<HTMLElement | null>(null);
  const leaveButton = useRef<HTMLButtonElement>(null);
  const open = (next: Exclude<Target, null>, from: HTMLElement | null) => {
    opener.current = from;
    setTarget(next);
  };
  // Set when a form closes: the effect below gives focus back once the form is gone and its button drawn again.
  // (A frame is not enough: after a send, React may draw the change later than the next frame.)
  const refocus = useRef(false);
  const close = () => {
    refocus.current = true;
    setTarget(null);
  };
  useEffect(() => {
    if (target !== null || !refocus.current) return;
    refocus.current = false;
    (opener.current?.isConnected ? opener.current : leaveButton.current)?.focus();
  }, [target]);

  const load = useCallback(async () => {
    try {
      const res = await apiFetch(`/api/comments/${blogPostId}`);
      setState({ status: 'ready', comments: (await res.json()) as Node[] });
    } catch {
      setState({ status: 'error' });
    }
  }, [blogPostId]);
  useEffect(() => {
    setHydrated(true);
    void load();
  }, [load]);

  const form = (parent: { id: number; authorName: string } | null) => {
    const key = parent?.id ?? 'post';
    return (
      <CommentForm
        blogPostId={blogPostId}
        parent={parent}
        draft={drafts.current.get(key)}
        keepDraft={(values) => (values ? drafts.current.set(key, values) : drafts.current.delete(key))}
        onCancel={close}
        onSubmitted={() => {
          // Sent: nothing of it is a draft any more. Only its own form closes: the visitor may have
          // opened another one while it was being sent, and is typing there.
          drafts.current.delete(key);
          if (openTarget.current && (openTarget.current.parent?.id ?? 'post') === key) close();
          void load();
        }}
      />
    );
  };

  const renderComment = (comment: Node, depth: number) => {
    const website = webAddress(comment.authorWebsite);
    return (
      <li key={comment.id} data-comment-id={comment.id}>
        <div className="flex gap-3">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-900"
          >
            {initials(comment.authorName)}
          </span>
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-baseline gap-x-3">
              {website ? (
                <a href={website} rel="nofollow ugc noopener" className="font-semibold text-indigo-700 underline">
                  {comment.authorName}
                </a>
              ) : (
                <span className="font-semibold text-slate-900">{comment.authorName}</span>
              )}
              <time dateTime={comment.createdAt} className="text-sm text-slate-600">
                {formatDate(comment.createdAt, 'short')}
              </time>
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-slate-800">{comment.content}</p>
            <button
              type="button"
              onClick={(event) => open({ parent: { id: comment.id, authorName: comment.authorName } }, event.currentTarget)}
              aria-label={COMMENTS_LIST_TEXT.replyLabel(comment.authorName)}
              className="mt-1 text-sm font-medium text-indigo-700 underline hover:text-indigo-900"
            >
              {COMMENTS_LIST_TEXT.reply}
            </button>
            {target?.parent?.id === comment.id && form(target.parent)}
          </div>
        </div>
        {comment.replies.length > 0 && (
          <ul
            className={depth < MAX_INDENT_DEPTH ? 'mt-4 space-y-4 border-l-2 border-slate-200 pl-4 sm:pl-8' : 'mt-4 space-y-4'}
            aria-label={COMMENTS_LIST_TEXT.repliesLabel(comment.authorName)}
          >
            {comment.replies.map((reply) => renderComment(reply, depth + 1))}
          </ul>
        )}
      </li>
    );
  };

  const count = state.status === 'ready' ? countComments(state.comments) : undefined;
  return (
    <section aria-labelledby="comments-heading" className="mt-12">
      <h2 id="comments-heading" className="text-2xl font-semibold">
        {COMMENTS_LIST_TEXT.heading(count)}
      </h2>
      {target?.parent === null ? (
        form(null)
      ) : (
        <button
          type="button"
          disabled={!hydrated}
          ref={leaveButton}
          onClick={() => open({ parent: null }, null)}
          className={buttonVariants({ className: 'mt-4' })}
        >
          {COMMENT_FORM_TEXT.heading}
        </button>
      )}
      <div className="mt-6" aria-live="polite">
        {state.status === 'loading' && <p className="text-slate-600">{COMMENTS_LIST_TEXT.loading}</p>}
        {state.status === 'error' && <p className="text-slate-700">{COMMENTS_LIST_TEXT.loadFailed}</p>}
        {state.status === 'ready' &&
          (state.comments.length === 0 ? (
            <p className="text-slate-700">{COMMENTS_LIST_TEXT.empty}</p>
          ) : (
            <ul className="space-y-6">{state.comments.map((c) => renderComment(c, 1))}</ul>
          ))}
      </div>
    </section>
  );
}
