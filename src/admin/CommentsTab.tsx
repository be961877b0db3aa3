import { useState } from 'react';
import type { CommentStatus } from '../comments/moderation';
import { SAVED_NOTES } from '../texts/site-updates';
import { formatDate } from '../utils/dates';
import { adminApi, type CommentRow } from './admin-api';
import { ConfirmDelete } from './ConfirmDelete';
import { Pager } from './ListControls';
import { useAdminAction } from './session';
import { usePageInRange } from './use-page-in-range';
import { useResource } from './use-resource';
import { COMMENTS_TEXT, LIST_TEXT } from '../texts/admin';
import { badgeVariants } from '../components/ui/badge';
import { dashboardButton } from '../components/ui/button';
import { cardVariants } from '../components/ui/card';

/** One of the two comment lists, a page at a time: the page shown (while in range) and its reload. */
function useCommentList(status: CommentStatus) {
  const [page, setPage] = useState(1);
  const list = useResource(() => adminApi.comments(status, { page }), [status, page]);
  return { ...list, shown: usePageInRange(page, setPage, list.data), setPage };
}
type CommentList = ReturnType<typeof useCommentList>;

// Deleting a comment deletes its replies too: the question says so.
const deleted = (c: CommentRow) => COMMENTS_TEXT.deleteWhat(c.authorName, c.replyCount);

/** Comments (spec 2 and 4): pending and approved lists, each paged; Approve; Delete from either. */
export function CommentsTab() {
  const pending = useCommentList('pending');
  const approved = useCommentList('approved');
  const run = useAdminAction();
  // An approval moves a comment between the lists, and a delete can take replies from both.
  const reload = async () => {
    await Promise.all([pending.reload(), approved.reload()]);
  };

  const item = (c: CommentRow) => (
    <li key={c.id} className={cardVariants()} data-testid="admin-comment">
      <div className="flex flex-wrap items-start justify-between gap-3">
        {/* Addresses people typed break rather than run off a narrow screen. */}
        <div className="min-w-0 wrap-anywhere">
          <p className="font-semibold text-slate-900">
            {/* An erased author's comment that others answered keeps no address. */}
            {c.authorName} {c.authorEmail && <span className="font-normal text-slate-600">&lt;{c.authorEmail}&gt;</span>}
          </p>
          <p className="text-sm text-slate-600">
            {formatDate(c.createdAt, 'withTime')} on{' '}
            <a className="text-indigo-700 underline" href={`/blog/${c.postSlug}`}>
              {c.postTitle}
            </a>
            {c.authorWebsite && <> · {c.authorWebsite}</>}
          </p>
        </div>
        {!c.isApproved && <span className={badgeVariants({ tone: 'amber' })}>{COMMENTS_TEXT.pendingBadge}</span>}
      </div>
      <p className="mt-3 whitespace-pre-line text-slate-800">{c.content}</p>
      <div className="mt-4 flex gap-2">
        {!c.isApproved && (
          <button
            type="button"
            className={dashboardButton.secondary}
            aria-label={COMMENTS_TEXT.approveLabel(c.authorName)}
            onClick={async () => {
              const ok = await run(() => adminApi.approveComment(c.id), {
                success: COMMENTS_TEXT.approved,
                description: SAVED_NOTES.liveNow,
                failure: COMMENTS_TEXT.approveFailed,
                onStale: reload,
              });
              if (ok) await reload();
            }}
          >
            {COMMENTS_TEXT.approve}
          </button>
        )}
        <ConfirmDelete
          what={deleted(c)}
          label={COMMENTS_TEXT.deleteLabel(c.authorName)}
          remove={() => adminApi.deleteComment(c.id)}
          success={COMMENTS_TEXT.deleted}
          description={SAVED_NOTES.liveNow}
          failure={COMMENTS_TEXT.deleteFailed}
          onDeleted={reload}
        />
      </div>
    </li>
  );

  const section = (list: CommentList, { id, heading, label, empty }: { id: string; heading: string; label: string; empty: string }) => (
    <section aria-labelledby={id}>
      {/* The count once known: the whole list's, not the page's. */}
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {heading}
        {list.data && ` (${list.data.total})`}
      </h2>
      {list.error && !list.data && (
        <p role="alert" className="text-red-800">
          {LIST_TEXT.loadFailed('comments')}
          {list.error}
        </p>
      )}
      {list.shown?.total === 0 && <p className="mt-2 text-slate-700">{empty}</p>}
      <ul className="mt-4 space-y-4" aria-label={label}>
        {list.shown?.items.map(item)}
      </ul>
      {list.shown && list.shown.total > list.shown.pageSize && (
        <div className="mt-4">
          <Pager
            what={label.toLowerCase()}
            page={list.shown.page}
            pageSize={list.shown.pageSize}
            total={list.shown.total}
            onPage={list.setPage}
          />
        </div>
      )}
    </section>
  );

  return (
    <div className="space-y-8">
      {section(pending, { id: 'pending-comments', ...COMMENTS_TEXT.pending })}
      {section(approved, { id: 'approved-comments', ...COMMENTS_TEXT.approvedList })}
    </div>
  );
}
