import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlogTab } from '../BlogTab';
import type { PostRow } from '../admin-api';
import { fakeApi, page } from '../../../tests/support/fake-api';
import { renderAdmin, toastText } from '../../../tests/support/components';
import { SAVED_NOTES } from '../../texts/site-updates';
import { fromUkWallClock } from '../../utils/uk-time';
import { LINKEDIN_NOT_CONNECTED } from '../../texts/linkedin';

/** A year a scheduled post stays in the future of, whenever the tests run. */
const LATER_YEAR = new Date().getFullYear() + 5;

describe('the Blog tab', () => {
  it('creates a post scheduled for a UK time, which the list then shows as scheduled', async () => {
    const posts: PostRow[] = [];
    const api = fakeApi({
      'GET /api/admin/posts': () => ({ json: { ...page(posts), linkedinConfigured: false } }),
      'GET /api/admin/insights': () => ({ json: { jobs: [], posts: [] } }),
      'POST /api/blog': ({ body }) => {
        const post = { ...(body as PostRow), id: posts.length + 1, updatedAt: new Date().toISOString() };
        posts.push(post);
        return { status: 201, json: post };
      },
    });
    const { user } = renderAdmin(<BlogTab />);
    await user.click(await screen.findByRole('button', { name: 'Add Post' }));
    const form = screen.getByRole('form', { name: 'Add Post' });
    await user.type(within(form).getByLabelText('Title', { exact: false }), 'Scheduled Post');
    await user.type(within(form).getByLabelText('Content', { exact: false }), 'Coming next week.');
    await user.click(within(form).getByLabelText('Schedule for later'));
    fireEvent.change(within(form).getByLabelText('Publish at', { exact: false }), { target: { value: `${LATER_YEAR}-03-04T09:30` } });
    await user.click(within(form).getByRole('button', { name: 'Create Post' }));
    expect(await toastText()).toBe(`[default] Blog post created successfully${SAVED_NOTES.updatesOff}`);
    await screen.findByText(`Scheduled for 4 Mar ${LATER_YEAR}, 09:30`, { exact: true });
    const at = fromUkWallClock(`${LATER_YEAR}-03-04T09:30`);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      slug: 'scheduled-post',
      publishedAt: 'date' in at ? at.date.toISOString() : 'unreadable',
    });
  });

  it('without LinkedIn settings says why instead of offering its button, and shows the badge linking to a shared post', async () => {
    const post = (id: number, title: string, linkedinPostUrl: string | null): PostRow => ({
      id,
      title,
      slug: `post-${id}`,
      content: '<p>Body</p>',
      category: 'Career Guidance',
      author: 'Team',
      excerpt: 'An excerpt',
      publishedAt: '2026-11-20T09:00:00.000Z',
      linkedinPostingSince: null,
      createdAt: '2026-11-19T09:00:00.000Z',
      updatedAt: '2026-11-21T09:00:00.000Z',
      linkedinPosted: Boolean(linkedinPostUrl),
      linkedinPostUrl,
      blueskyPosted: false,
      blueskyPostUrl: null,
      facebookPosted: false,
      facebookPostUrl: null,
    });
    const shared = 'https://www.linkedin.com/feed/update/urn:li:share:42/';
    fakeApi({
      // As the API answers when LinkedIn is not configured (tests/api/admin-blog.test.ts).
      'GET /api/admin/posts': () => ({
        json: { ...page([post(1, 'LinkedIn Ready Post', null), post(2, 'Already Shared Post', shared)]), linkedinConfigured: false },
      }),
      'GET /api/admin/insights': () => ({ json: { jobs: [], posts: [] } }),
    });
    renderAdmin(<BlogTab />);
    expect((await screen.findByTestId('linkedin-unavailable')).textContent).toBe(LINKEDIN_NOT_CONNECTED);
    await screen.findByRole('button', { name: 'Edit LinkedIn Ready Post' });
    expect(screen.queryAllByRole('button', { name: /to LinkedIn$/ })).toEqual([]);
    const badges = screen.getAllByRole('link', { name: /Posted to LinkedIn/ });
    expect(badges.map((badge) => badge.getAttribute('href'))).toEqual([shared]);
  });
});
