import { useMemo } from 'react';
import { replyCounts } from '../../../comments/reply-counts';
import { formatDate } from '../../../utils/dates';
import { adminApi, type CommentRow } from './admin-api';
import { ConfirmDelete } from './ConfirmDelete';
import { useAdminAction } from './session';
import { useResource } from './use-resource';
import { badgeClass, buttonClass, cardClass } from './ui';

/** Comments (spec 2 and 4): pending and approved lists; Approve; Delete from either. */
export function CommentsTab() {
  const comments = useResource(() => adminApi.comments());
  const run = useAdminAction();
  const pending = comments.data?.filter((c) => !c.isApproved) ?? [];
  const approved = comments.data?.filter((c) => c.isApproved) ?? [];
  const replies = useMemo(() => replyCounts(comments.data ?? []), [comments.data]);
  // Deleting a comment deletes its replies too: the question says so.
  const deleted = (c: CommentRow) => {
    const n = replies.get(c.id) ?? 0;
    return `the comment by ${c.authorName}${n ? ` and its ${n} ${n === 1 ? 'reply' : 'replies'}` : ''}`;
  };

  const item = (c: CommentRow) => (
    <li key={c.id} className={cardClass} data-testid="admin-comment">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-slate-900">
            {/* An erased author's comment that others answered keeps no address. */}
            {c.authorName} {c.authorEmail && <span className="font-normal text-slate-600">&lt;{c.authorEmail}&gt;</span>}
          </p>
          <p className="text-sm text-slate-600">
            {formatDate(c.createdAt, 'withTime')} on <a className="text-indigo-700 underline" href={`/blog/${c.postSlug}`}>{c.postTitle}</a>
            {c.authorWebsite && <> · {c.authorWebsite}</>}
          </p>
        </div>
        {!c.isApproved && <span className={badgeClass.amber}>Pending Review</span>}
      </div>
      <p className="mt-3 whitespace-pre-line text-slate-800">{c.content}</p>
      <div className="mt-4 flex gap-2">
        {!c.isApproved && (
          <button
            type="button"
            className={buttonClass.secondary}
            aria-label={`Approve comment by ${c.authorName}`}
            onClick={async () => {
              const ok = await run(() => adminApi.approveComment(c.id), { success: 'Comment approved successfully', failure: 'Failed to approve comment', onStale: comments.reload });
              if (ok) await comments.reload();
            }}
          >
            Approve
          </button>
        )}
        <ConfirmDelete
          what={deleted(c)}
          label={`Delete comment by ${c.authorName}`}
          remove={() => adminApi.deleteComment(c.id)}
          success="Comment deleted successfully"
          failure="Failed to delete comment"
          onDeleted={comments.reload}
        />
      </div>
    </li>
  );

  return (
    <div className="space-y-8">
      {comments.error && !comments.data && <p role="alert" className="text-red-800">Could not load comments: {comments.error}</p>}
      <section aria-labelledby="pending-comments">
        <h2 id="pending-comments" className="text-xl font-semibold text-slate-900">Pending review ({pending.length})</h2>
        {comments.data && pending.length === 0 && <p className="mt-2 text-slate-700">No comments are waiting for review.</p>}
        <ul className="mt-4 space-y-4" aria-label="Pending comments">{pending.map(item)}</ul>
      </section>
      <section aria-labelledby="approved-comments">
        <h2 id="approved-comments" className="text-xl font-semibold text-slate-900">Approved ({approved.length})</h2>
        {comments.data && approved.length === 0 && <p className="mt-2 text-slate-700">No approved comments yet.</p>}
        <ul className="mt-4 space-y-4" aria-label="Approved comments">{approved.map(item)}</ul>
      </section>
    </div>
  );
}
