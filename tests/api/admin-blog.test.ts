import { describe, expect, it, vi } from 'vitest';
import { useSignedInAdmin } from '../support/admin-session';
import { callApi } from '../support/call-api';

const { db, admin } = useSignedInAdmin();

const post = {
  title: 'Why Psychology Graduates Sell Well',
  slug: 'why-psychology-graduates-sell-well',
  content: '## Empathy\n\nIt *matters*.',
  excerpt: '',
  category: 'Sales Psychology',
  author: 'PsychGrad Recruitment Team',
};

describe('blog posts', () => {
  let id: number;

  it('creates a post published now when no publishedAt is sent (spec 7)', async () => {
    const before = Date.now();
    const { status, body } = await admin('POST', '/api/blog', { json: post });
    expect(status).toBe(201);
    expect(body).toMatchObject({ title: post.title, slug: post.slug, excerpt: null, category: 'Sales Psychology' });
    expect(new Date(body.publishedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    id = body.id;
  });

  it('answers a slug clash with 409 and a clear message, never a 500', async () => {
    const { status, body } = await admin('POST', '/api/blog', { json: { ...post, title: 'Another' } });
    expect(status).toBe(409);
    expect(body.message).toBe("A post with the slug 'why-psychology-graduates-sell-well' already exists. Please choose another slug.");
    expect(body.errors.slug).toEqual(['This slug is already used by another post']);
  });

  it('creates a draft (publishedAt null) and a scheduled post, and lists them all for the admin', async () => {
    const draft = await admin('POST', '/api/blog', { json: { ...post, slug: 'draft-post', publishedAt: null } });
    expect(draft.body.publishedAt).toBeNull();
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await admin('POST', '/api/blog', { json: { ...post, slug: 'scheduled-post', publishedAt: later } });
    expect(scheduled.body.publishedAt).toBe(later);
    const publicList = await (await callApi('/api/blog')).json();
    expect(publicList.map((p: { slug: string }) => p.slug)).toEqual([post.slug]);
    const { body } = await admin('GET', '/api/admin/posts');
    expect(body.items.map((p: { slug: string }) => p.slug).sort()).toEqual(['draft-post', 'scheduled-post', post.slug].sort());
    // A page at a time, newest first: a Word-sized post each, all at once, would in time pass a function's 6 MB.
    const second = await admin('GET', '/api/admin/posts?page=2&pageSize=2');
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.body.items.map((p: { slug: string }) => p.slug)).toEqual([post.slug]);
  });

  it('says whether LinkedIn is connected, so the list offers its button only then', async () => {
    expect((await admin('GET', '/api/admin/posts')).body.linkedinConfigured).toBe(false);
    vi.stubEnv('LINKEDIN_ACCESS_TOKEN', 'token');
    vi.stubEnv('LINKEDIN_AUTHOR_URN', 'urn:li:organization:1');
    try {
      expect((await admin('GET', '/api/admin/posts')).body.linkedinConfigured).toBe(true);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('edits a post (slug included), and unpublishes it', async () => {
    const edited = await admin('PUT', `/api/blog/${id}`, { json: { ...post, title: 'Edited', slug: 'edited-slug' } });
    expect(edited).toMatchObject({ status: 200, body: { id, title: 'Edited', slug: 'edited-slug' } });
    const unpublished = await admin('PUT', `/api/blog/${id}`, { json: { ...post, slug: 'edited-slug', publishedAt: null } });
    expect(unpublished.body.publishedAt).toBeNull();
  });

  it('refuses an edit made from an older copy with 412, keeping the newer edit; with the latest version it saves', async () => {
    const put = (json: unknown, version: string) => admin('PUT', `/api/blog/${id}`, { json, headers: { 'if-match': `"${version}"` } });
    const [opened] = (await admin('GET', '/api/admin/posts')).body.items.filter((p: { id: number }) => p.id === id);
    const b = await put({ ...post, slug: 'edited-slug', publishedAt: null, content: 'Newer text.' }, opened.updatedAt);
    expect(b.status).toBe(200);
    const a = await put({ ...post, slug: 'edited-slug', publishedAt: null }, opened.updatedAt);
    expect(a.status).toBe(412);
    expect(a.body.message).toMatch(/^This blog post was changed in another tab or window/);
    expect((await db().selectFrom('blogPosts').select('content').where('id', '=', id).executeTakeFirstOrThrow()).content).toBe(
      'Newer text.',
    );
    expect((await put({ ...post, slug: 'edited-slug', publishedAt: null }, b.body.updatedAt)).status).toBe(200);
  });

  it('gives a new post without a category the default one, General (spec 3), and an edit without one keeps the post’s', async () => {
    const { category: _, ...uncategorised } = post;
    const created = await admin('POST', '/api/blog', { json: { ...uncategorised, slug: 'uncategorised' } });
    expect(created).toMatchObject({ status: 201, body: { category: 'General' } });
    const edited = await admin('PUT', `/api/blog/${id}`, { json: { ...uncategorised, title: 'Edited again', slug: 'edited-slug' } });
    expect(edited).toMatchObject({ status: 200, body: { id, title: 'Edited again', category: 'Sales Psychology' } });
  });

  it('refuses a publishedAt outside the years 1900 to 9999 (PostgreSQL cannot store some) with 400, storing nothing', async () => {
    const stored = () => db().selectFrom('blogPosts').selectAll().orderBy('id').execute();
    const before = await stored();
    for (const publishedAt of ['-005000-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', '0026-11-23T10:00:00Z']) {
      const created = await admin('POST', '/api/blog', { json: { ...post, slug: 'out-of-range', publishedAt } });
      const edited = await admin('PUT', `/api/blog/${id}`, { json: { ...post, slug: 'edited-slug', publishedAt } });
      for (const { status, body } of [created, edited]) {
        expect(status).toBe(400);
        expect(body.errors).toEqual({ publishedAt: ['Enter a date between the years 1900 and 9999'] });
      }
    }
    expect(await stored()).toEqual(before);
  });

  it('answers 409 when an edit takes another post’s slug, and 400 for invalid fields', async () => {
    expect((await admin('PUT', `/api/blog/${id}`, { json: { ...post, slug: 'draft-post' } })).status).toBe(409);
    const bad = await admin('PUT', `/api/blog/${id}`, { json: { ...post, slug: 'Not A Slug', category: 'Gossip' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['category', 'slug']);
  });

  it('previews the body with the public renderer (sanitised)', async () => {
    const { body } = await admin('POST', '/api/admin/preview', {
      json: { content: '## Hi\n\n<script>alert(1)</script>[x](javascript:alert(1))' },
    });
    expect(body.contentHtml).toContain('<h2>Hi</h2>');
    expect(body.contentHtml).not.toMatch(/<script|href="javascript:/);
    expect(body.readTimeMinutes).toBe(1);
  });

  it('deletes a post; 404 for one that does not exist', async () => {
    expect((await admin('DELETE', `/api/blog/${id}`)).status).toBe(200);
    expect((await admin('DELETE', `/api/blog/${id}`)).status).toBe(404);
  });
});

describe('comments', () => {
  type Row = { id: number; isApproved: boolean; replyCount: number };
  const list = (query = '') => admin('GET', `/api/admin/comments${query}`);
  const listed = async (query: string) => (await list(query)).body.items.map((c: Row) => [c.id, c.isApproved, c.replyCount]);
  let blogPostId: number;
  const insert = async (authorName: string, values: { parentId?: number; isApproved?: boolean } = {}) =>
    (
      await db()
        .insertInto('comments')
        .values({ blogPostId, authorName, authorEmail: 'c@example.com', content: 'A thoughtful comment.', ...values })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('lists pending and approved comments apart, with their post, approves and deletes', async () => {
    ({ id: blogPostId } = await db()
      .insertInto('blogPosts')
      .values({ title: 'Commented', slug: 'commented', content: 'x', author: 'A', publishedAt: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow());
    const a = await insert('Ann');
    const b = await insert('Bob');
    const pending = await list();
    expect(pending.body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(pending.body.items[0]).toMatchObject({ id: b, isApproved: false, postTitle: 'Commented', postSlug: 'commented', replyCount: 0 });
    expect(await listed('?status=pending')).toEqual([
      [b, false, 0],
      [a, false, 0],
    ]);
    expect((await list('?status=approved')).body).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });

    expect((await admin('PUT', `/api/comments/${a}/approve`)).status).toBe(200);
    expect(await listed('?status=approved')).toEqual([[a, true, 0]]);
    expect((await admin('DELETE', `/api/comments/${b}`)).status).toBe(200);
    expect((await list()).body).toMatchObject({ total: 0, items: [] });
    expect(await listed('?status=approved')).toEqual([[a, true, 0]]);
    expect((await admin('PUT', '/api/comments/999999/approve')).status).toBe(404);
    await db().deleteFrom('comments').execute();
  });

  it('answers a page at a time (never more than pageSize), and each comment with its replies at any depth', async () => {
    const parent = await insert('Parent', { isApproved: true });
    const child = await insert('Child', { parentId: parent, isApproved: true });
    const grandchild = await insert('Grandchild', { parentId: child, isApproved: true });
    const pending = await insert('Pending');

    const second = await list('?status=approved&page=2&pageSize=1');
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(await listed('?status=approved&page=2&pageSize=1')).toEqual([[child, true, 1]]);
    expect(await listed('?status=approved&pageSize=2')).toEqual([
      [grandchild, true, 0],
      [child, true, 1],
    ]);
    expect(await listed('?status=approved&page=3&pageSize=1')).toEqual([[parent, true, 2]]);
    expect(await listed('?pageSize=1')).toEqual([[pending, false, 0]]);
    // Capped like every admin list: a huge pageSize still answers at most 100.
    expect((await list('?status=approved&pageSize=100000')).body.pageSize).toBe(100);
  });

  it.each(['all', 'Pending', '', 'approved,pending'])('answers an unknown status (%j) with 400 and a clear message', async (status) => {
    const { status: code, body } = await list(`?status=${encodeURIComponent(status)}`);
    expect(code).toBe(400);
    expect(body.message).toBe("status must be 'pending' or 'approved'");
  });
});
