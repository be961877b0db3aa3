import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PostForm } from '../PostForm';
import type { PostRow } from '../admin-api';
import { fakeApi } from '../../../tests/support/fake-api';
import { renderAdmin } from '../../../tests/support/components';
import { fromUkWallClock } from '../../utils/uk-time';
import { SCHEDULE_MESSAGES } from '../../texts/admin';

/** The Add Post form, its saves recorded. */
function renderPostForm(post?: PostRow) {
  const onSave = vi.fn(async () => true);
  const rendered = renderAdmin(<PostForm post={post} onSave={onSave} onCancel={() => {}} />);
  const form = screen.getByRole('form', { name: post ? `Edit post: ${post.title}` : 'Add Post' });
  const field = (label: string) => within(form).getByLabelText(label, { exact: false }) as HTMLInputElement;
  return { ...rendered, form, field, onSave };
}

/** A year a scheduled post stays in the future of, whenever the tests run. */
const LATER_YEAR = new Date().getFullYear() + 5;

describe('the post form', () => {
  it('opens with the default category and author, focus on the title; the slug follows the title', async () => {
    const { user, field } = renderPostForm();
    expect(field('Category').value).toBe('Career Guidance');
    expect(field('Author').value).toBe('PsychGrad Recruitment Team');
    await waitFor(() => expect(document.activeElement?.id).toBe('post-title'));
    await user.type(field('Title'), 'Reading Buyers Like a Psychologist!');
    expect(field('Slug').value).toBe('reading-buyers-like-a-psychologist');
  });

  it('keeps a slug typed by hand when the title changes afterwards; emptied, the slug follows the title again', async () => {
    const { user, field } = renderPostForm();
    await user.type(field('Title'), 'First Thoughts');
    expect(field('Slug').value).toBe('first-thoughts');
    await user.clear(field('Slug'));
    await user.type(field('Slug'), 'my-own-address');
    await user.type(field('Title'), ' Revised');
    expect(field('Slug').value).toBe('my-own-address');
    await user.clear(field('Slug'));
    await user.clear(field('Title'));
    await user.type(field('Title'), 'Third Thoughts');
    expect(field('Slug').value).toBe('third-thoughts');
    // A new post's half-filled form asks before the page is left.
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
  });

  it('editing a post: prefilled, and the slug no longer follows the title', async () => {
    const post = {
      id: 7,
      title: 'Reading Buyers',
      slug: 'reading-buyers-like-a-psychologist',
      content: 'Text.',
      excerpt: null,
      category: 'Career Guidance',
      author: 'Hannah',
      publishedAt: '2026-11-01T09:00:00.000Z',
      updatedAt: '2026-11-01T09:00:00.000Z',
    } as PostRow;
    const { user, field, form, onSave } = renderPostForm(post);
    await user.clear(field('Title'));
    await user.type(field('Title'), 'Reading Buyers Again');
    expect(field('Slug').value).toBe('reading-buyers-like-a-psychologist');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    // A published post keeps its date.
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Reading Buyers Again', slug: post.slug, publishedAt: post.publishedAt }),
      expect.any(Function),
    );
  });

  it('schedules a post for a UK time later on, and refuses one already past beside the box', async () => {
    const { user, field, form, onSave } = renderPostForm();
    await user.type(field('Title'), 'Scheduled Post');
    await user.type(field('Content'), 'Coming next week.');
    await user.click(within(form).getByLabelText('Schedule for later'));
    fireEvent.change(field('Publish at'), { target: { value: '2020-03-04T09:30' } });
    await user.click(within(form).getByRole('button', { name: 'Create Post' }));
    await within(form).findByText(SCHEDULE_MESSAGES.future);
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(field('Publish at'), { target: { value: `${LATER_YEAR}-03-04T09:30` } });
    await user.click(within(form).getByRole('button', { name: 'Create Post' }));
    const at = fromUkWallClock(`${LATER_YEAR}-03-04T09:30`);
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ slug: 'scheduled-post', publishedAt: 'date' in at ? at.date.toISOString() : 'unreadable' }),
      expect.any(Function),
    );
  });

  it('previews the content as the server renders it, in a dialog that closes', async () => {
    const api = fakeApi({
      'POST /api/admin/preview': () => ({
        json: { contentHtml: '<h2>Listen first</h2><p><strong>understand</strong></p>', readTimeMinutes: 1 },
      }),
    });
    const { user, field, form } = renderPostForm();
    await user.type(field('Title'), 'Preview Me');
    await user.type(field('Content'), '## Listen first');
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByTestId('post-preview');
    await within(preview).findByRole('heading', { name: 'Listen first' });
    expect(within(preview).getByRole('heading', { name: 'Preview Me' })).toBeTruthy();
    expect(api.calls.map((c) => c.body)).toEqual([{ content: '## Listen first' }]);
    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(screen.queryByTestId('post-preview')).toBeNull();
  });
});
