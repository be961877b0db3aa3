import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/abuse/rate-limit';
import { approveComment, deleteComment, listComments } from '../../src/comments/moderation';

import type { NewComment } from '../../src/db/schema';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { inOneRateWindow } from '../support/rate-window';
import { COMMENT_MESSAGES } from '../../src/texts/forms';
import { callApi } from '../support/call-api';

let t: TestDatabase;
let n = 0;
const posts: Record<'published' | 'other' | 'draft' | 'future', number> = { published: 0, other: 0, draft: 0, future: 0 };
const post = (json: unknown, ip = `192.0.2.${++n % 250}`) => callApi('/api/comments', { method: 'POST', json }, { ip });
const list = (id: number | string) => callApi(`/api/comments/${id}`);
const valid = () => ({
  blogPostId: posts.published,
  authorName: 'Sophie Turner',
  authorEmail: 'sophie@example.com',
  content: 'A thoughtful comment on the post.',
});
const stored = () => t.db.selectFrom('comments').selectAll().orderBy('id').execute();
const insert = async (values: Partial<NewComment>) =>
  (
    await t.db
      .insertInto('comments')
      .values({ blogPostId: posts.published, authorName: 'X', authorEmail: 'x@example.com', content: 'Stored comment', ...values })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  t = await createTestDatabase();
  const day = 86_400_000;
  for (const [key, publishedAt] of [
    ['published', new Date(Date.now() - day)],
    ['other', new Date(Date.now() - 2 * day)],
    ['draft', null],
    ['future', new Date(Date.now() + day)],
  ] as const) {
    posts[key] = (
      await t.db
        .insertInto('blogPosts')
        .values({ title: key, slug: key, content: 'Body', author: 'A', publishedAt })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
});
afterAll(() => t.destroy());
beforeEach(async () => {
  await t.db.deleteFrom('comments').execute();
  await t.db.deleteFrom('rateLimits').execute();
});

describe('POST /api/comments', () => {
  it('stores the comment unapproved, trimmed, and answers 201 with its id', async () => {
    const res = await post({ ...valid(), authorName: '  Sophie Turner ', authorWebsite: 'https://sophie.example.com', parentId: null });
    expect(res.status).toBe(201);
    const { id, message } = await res.json();
    expect(message).toBe('Your comment has been submitted for review and will appear once approved.');
    const [row] = await stored();
    expect(row).toMatchObject({
      id,
      blogPostId: posts.published,
      parentId: null,
      authorName: 'Sophie Turner',
      authorWebsite: 'https://sophie.example.com',
      isApproved: false,
    });
  });

  it.each([
    ['authorName', { authorName: '' }, COMMENT_MESSAGES.name],
    ['authorName', { authorName: undefined }, COMMENT_MESSAGES.name],
    ['authorEmail', { authorEmail: 'sophie@' }, 'Valid email is required'],
    ['authorEmail', { authorEmail: undefined }, 'Valid email is required'],
    ['content', { content: 'Too short' }, COMMENT_MESSAGES.content],
    ['content', { content: undefined }, COMMENT_MESSAGES.content],
    ['content', { content: 'x'.repeat(5001) }, 'Must be 5000 characters or fewer'],
    ['authorWebsite', { authorWebsite: 'javascript:alert(1)' }, COMMENT_MESSAGES.website],
    ['authorWebsite', { authorWebsite: 'www.example.com' }, COMMENT_MESSAGES.website],
    ['blogPostId', { blogPostId: undefined }, COMMENT_MESSAGES.post],
    ['blogPostId', { blogPostId: 'abc' }, COMMENT_MESSAGES.post],
    ['parentId', { parentId: 1.5 }, 'Invalid reply'],
  ])('refuses an invalid %s with 400 and its message', async (field, change, message) => {
    const res = await post({ ...valid(), ...change });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[field]).toEqual([message]);
    expect(await stored()).toHaveLength(0);
  });

  it.each([
    ['an unknown post', () => 999_999],
    ['a draft', () => posts.draft],
    ['a post dated in the future', () => posts.future],
  ])('answers 404 for a comment on %s', async (_name, id) => {
    const res = await post({ ...valid(), blogPostId: id() });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Blog post not found' });
    expect(await stored()).toHaveLength(0);
  });

  it('stores a reply to an approved comment of the same post', async () => {
    const parentId = await insert({ isApproved: true });
    const res = await post({ ...valid(), parentId });
    expect(res.status).toBe(201);
    expect((await stored()).at(-1)).toMatchObject({ parentId, isApproved: false });
  });

  it.each([
    ['a comment of another post', () => insert({ blogPostId: posts.other, isApproved: true })],
    ['a comment still pending review', () => insert({ isApproved: false })],
    ['a comment that does not exist', async () => 999_999],
  ])('refuses a reply to %s with 400', async (_name, parent) => {
    const parentId = await parent();
    const before = (await stored()).length;
    const res = await post({ ...valid(), parentId });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('The comment you are replying to is not on this post');
    expect(await stored()).toHaveLength(before);
  });

  // Two connections: the admin's delete holds the row until the visitor's insert waits on it, then commits.
  it.skipIf(!process.env.TEST_DATABASE_URL).each([
    ['the comment replied to', 'comments', 400, 'The comment you are replying to is not on this post'],
    ['the post', 'blogPosts', 404, 'Blog post not found'],
  ] as const)(
    'answers a clear error, not a 500, when the admin deletes %s while the comment is being stored',
    async (_name, table, status, message) => {
      const parentId = await insert({ isApproved: true });
      const doomed = (
        await t.db
          .insertInto('blogPosts')
          .values({ title: 'Doomed', slug: `doomed-${status}`, content: 'Body', author: 'A', publishedAt: new Date(Date.now() - 1000) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      const admin = await t.db.startTransaction().execute();
      await admin
        .deleteFrom(table)
        .where('id', '=', table === 'comments' ? parentId : doomed)
        .execute();
      const answer = post(table === 'comments' ? { ...valid(), parentId } : { ...valid(), blogPostId: doomed });
      while (
        !(
          await sql<{
            n: number;
          }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE 'insert into "comments"%'`.execute(
            t.db,
          )
        ).rows[0].n
      ) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await admin.commit().execute();
      const res = await answer;
      expect(res.status).toBe(status);
      expect((await res.json()).message).toBe(message);
      expect((await stored()).filter((c) => c.content === valid().content)).toHaveLength(0);
    },
  );

  it('accepts a filled honeypot silently and stores nothing', async () => {
    const res = await post({ ...valid(), website: 'https://spam.example' });
    expect(res.status).toBe(201);
    expect(await stored()).toHaveLength(0);
  });

  it(`allows ${RATE_LIMITS.comments.limit} comments an hour from one address, then answers 429`, async () => {
    await inOneRateWindow(15_000);
    for (let i = 0; i < RATE_LIMITS.comments.limit; i++) expect((await post(valid(), '203.0.113.9')).status).toBe(201);
    const res = await post(valid(), '203.0.113.9');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await res.json()).message).toBe(RATE_LIMITS.comments.message);
    expect(await stored()).toHaveLength(RATE_LIMITS.comments.limit);
  });
});

describe('GET /api/comments/{blogPostId}', () => {
  it('lists only approved comments, oldest first, replies nested, without emails', async () => {
    const hour = 3_600_000;
    const ago = (h: number) => new Date(Date.now() - h * hour);
    const first = await insert({ authorName: 'First', isApproved: true, createdAt: ago(5) });
    const reply = await insert({
      authorName: 'Reply',
      parentId: first,
      isApproved: true,
      createdAt: ago(4),
      authorWebsite: 'https://r.example.com',
    });
    await insert({ authorName: 'Deep', parentId: reply, isApproved: true, createdAt: ago(3) });
    await insert({ authorName: 'Pending', isApproved: false, createdAt: ago(2) });
    const pendingParent = await insert({ authorName: 'Pending parent', isApproved: false, createdAt: ago(2) });
    await insert({ authorName: 'Orphan', parentId: pendingParent, isApproved: true, createdAt: ago(1) });
    await insert({ authorName: 'Second', isApproved: true, createdAt: ago(1) });
    await insert({ authorName: 'Other post', blogPostId: posts.other, isApproved: true });

    const res = await list(posts.published);
    expect(res.status).toBe(200);
    const body = await res.json();
    const names = (nodes: { authorName: string; replies: unknown[] }[]): unknown =>
      nodes.map((c) => (c.replies.length ? [c.authorName, names(c.replies as never)] : c.authorName));
    expect(names(body)).toEqual([['First', [['Reply', ['Deep']]]], 'Second']);
    expect(Object.keys(body[0]).sort()).toEqual([
      'authorName',
      'authorWebsite',
      'blogPostId',
      'content',
      'createdAt',
      'id',
      'isApproved',
      'parentId',
      'replies',
    ]);
    expect(JSON.stringify(body)).not.toContain('@example.com');
  });

  it('answers [] for a post without approved comments', async () => {
    await insert({ isApproved: false });
    expect(await (await list(posts.published)).json()).toEqual([]);
  });

  it.each([
    ['a draft', () => posts.draft],
    ['a future post', () => posts.future],
    ['an unknown post', () => 999_999],
    ['a non-numeric id', () => 'abc'],
  ])('answers 404 for %s', async (_name, id) => {
    expect((await list(id())).status).toBe(404);
  });
});

describe('moderation (src/comments/moderation.ts)', () => {
  const firstPage = { page: 1, pageSize: 25 };
  const ids = (page: { items: { id: number }[] }) => page.items.map((c) => c.id);

  it('lists pending and approved comments apart with their post, approves one, and deletes one with its replies', async () => {
    const parent = await insert({ authorName: 'Parent', isApproved: false });
    const child = await insert({ authorName: 'Child', parentId: parent, isApproved: true });
    const other = await insert({ authorName: 'Other', blogPostId: posts.draft });

    const pending = await listComments(t.db, 'pending', firstPage);
    expect(pending).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(ids(pending)).toEqual([other, parent]);
    expect(pending.items[0]).toMatchObject({ postTitle: 'draft', postSlug: 'draft', authorEmail: 'x@example.com', replyCount: 0 });
    expect(pending.items[1]).toMatchObject({ authorName: 'Parent', replyCount: 1 });
    const approved = await listComments(t.db, 'approved', firstPage);
    expect(approved).toMatchObject({ total: 1, items: [{ id: child, postSlug: 'published', replyCount: 0 }] });

    expect(await approveComment(t.db, parent)).toBe(true);
    expect(await approveComment(t.db, 999_999)).toBe(false);
    expect((await (await list(posts.published)).json())[0]).toMatchObject({ authorName: 'Parent', replies: [{ authorName: 'Child' }] });
    expect(ids(await listComments(t.db, 'approved', firstPage))).toEqual([child, parent]);

    expect(await deleteComment(t.db, parent)).toBe(true);
    expect((await stored()).map((c) => c.id)).toEqual([other]);
    expect(await deleteComment(t.db, parent)).toBe(false);
  });

  it("returns one page at a time, newest first, never more than pageSize rows, with the whole list's total", async () => {
    const made: number[] = [];
    for (let i = 0; i < 5; i++) made.push(await insert({ authorName: `C${i}` }));
    await insert({ authorName: 'Approved', isApproved: true });
    const newestFirst = made.toReversed();

    const first = await listComments(t.db, 'pending', { page: 1, pageSize: 1 });
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 1 });
    expect(ids(first)).toEqual([newestFirst[0]]);
    expect(ids(await listComments(t.db, 'pending', { page: 2, pageSize: 1 }))).toEqual([newestFirst[1]]);
    expect(ids(await listComments(t.db, 'pending', { page: 2, pageSize: 2 }))).toEqual(newestFirst.slice(2, 4));
    expect(ids(await listComments(t.db, 'pending', { page: 3, pageSize: 2 }))).toEqual([newestFirst[4]]);
    expect(await listComments(t.db, 'pending', { page: 4, pageSize: 2 })).toMatchObject({ total: 5, items: [] });
  });

  it('counts the replies at any depth and of either status that deleting a comment takes with it', async () => {
    const parent = await insert({ authorName: 'Parent', isApproved: true });
    const child = await insert({ authorName: 'Child', parentId: parent, isApproved: true });
    const grandchild = await insert({ authorName: 'Grandchild', parentId: child });
    const sibling = await insert({ authorName: 'Sibling', isApproved: true });

    const approved = await listComments(t.db, 'approved', firstPage);
    expect(approved.items.map((c) => [c.id, c.replyCount])).toEqual([
      [sibling, 0],
      [child, 1],
      [parent, 2],
    ]);
    expect((await listComments(t.db, 'pending', firstPage)).items.map((c) => [c.id, c.replyCount])).toEqual([[grandchild, 0]]);
    // A page holding only the parent still counts the replies beyond it.
    expect((await listComments(t.db, 'approved', { page: 3, pageSize: 1 })).items).toMatchObject([{ id: parent, replyCount: 2 }]);
  });
});
