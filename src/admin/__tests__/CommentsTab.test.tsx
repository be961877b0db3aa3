import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CommentsTab } from '../CommentsTab';
import type { CommentRow } from '../admin-api';
import { fakeApi, page } from '../../../tests/support/fake-api';
import { renderAdmin, toastText } from '../../../tests/support/components';
import { SAVED_NOTES } from '../../texts/site-updates';

let nextId = 1;
const comment = (authorName: string, fields: Partial<CommentRow> = {}): CommentRow => ({
  id: nextId++,
  blogPostId: 1,
  parentId: null,
  authorName,
  authorEmail: 'reader@example.com',
  authorWebsite: null,
  content: `A comment from ${authorName}.`,
  isApproved: false,
  createdAt: '2026-12-01T09:00:00.000Z',
  postTitle: 'Five Interview Questions',
  postSlug: 'five-interview-questions',
  replyCount: 0,
  ...fields,
});

/** The comment endpoints over an in-memory list (deleting a comment deletes its replies, as the server does). */
function commentsApi(comments: CommentRow[]) {
  const remove = (id: number) => {
    for (const reply of comments.filter((c) => c.parentId === id)) remove(reply.id);
    comments.splice(
      comments.findIndex((c) => c.id === id),
      1,
    );
  };
  return fakeApi({
    'GET /api/admin/comments': ({ url }) => ({
      json: page(comments.filter((c) => c.isApproved === (url.searchParams.get('status') === 'approved'))),
    }),
    'PUT /api/comments/(\\d+)/approve': (_, [, id]) => {
      comments.find((c) => c.id === Number(id))!.isApproved = true;
      return { json: {} };
    },
    'DELETE /api/comments/(\\d+)': (_, [, id]) => {
      remove(Number(id));
      return { status: 204 };
    },
  });
}

describe('the Comments tab', () => {
  it('approves a pending comment shown with its post, which moves to the approved list', async () => {
    commentsApi([comment('Pending Commenter')]);
    const { user } = renderAdmin(<CommentsTab />);
    const pending = await within(screen.getByRole('list', { name: 'Pending comments' })).findByTestId('admin-comment');
    expect(within(pending).getByText('Pending Review')).toBeTruthy();
    expect(within(pending).getByRole('link', { name: 'Five Interview Questions' }).getAttribute('href')).toBe(
      '/blog/five-interview-questions',
    );
    await user.click(within(pending).getByRole('button', { name: 'Approve comment by Pending Commenter' }));
    expect(await toastText()).toBe(`[default] Comment approved successfully${SAVED_NOTES.liveNow}`);
    await within(screen.getByRole('list', { name: 'Approved comments' })).findByText('A comment from Pending Commenter.');
    expect(within(screen.getByRole('list', { name: 'Pending comments' })).queryByTestId('admin-comment')).toBeNull();
  });

  it('says before deleting a comment that its replies go with it', async () => {
    const root = comment('Thread Starter', { isApproved: true, replyCount: 2 });
    const reply = comment('First Reply', { isApproved: true, parentId: root.id, replyCount: 1 });
    const comments = [root, reply, comment('Reply To Reply', { isApproved: true, parentId: reply.id })];
    commentsApi(comments);
    const { user } = renderAdmin(<CommentsTab />);
    await user.click(await screen.findByRole('button', { name: 'Delete comment by Thread Starter' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete the comment by Thread Starter and its 2 replies? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toastText()).toBe(`[default] Comment deleted successfully${SAVED_NOTES.liveNow}`);
    await waitFor(() => expect(screen.queryByText('A comment from Reply To Reply.')).toBeNull());
    expect(comments).toEqual([]);
  });
});
