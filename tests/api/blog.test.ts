import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, deletePost, listAllPosts, SlugTakenError, updatePost } from '../../src/blog/posts';
import type { NewBlogPost } from '../../src/db/schema';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { callApi } from '../support/call-api';

const day = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * day);

function post(overrides: Partial<NewBlogPost>): NewBlogPost {
  return {
    title: 'A post',
    slug: 'a-post',
    content: '## Hello\n\nSome *markdown* body.',
    author: 'PsychGrad Recruitment Team',
    category: 'General',
    ...overrides,
  };
}

let t: TestDatabase;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestDatabase();
  const rows = {
    newest: post({
      title: 'Newest',
      slug: 'newest',
      publishedAt: at(-1),
      content: '<h2>HTML</h2><p onclick="x()">Body <script>alert(1)</script></p>',
    }),
    older: post({ title: 'Older', slug: 'older', publishedAt: at(-10), category: 'Interview Tips' }),
    draft: post({ title: 'Draft', slug: 'draft', publishedAt: null }),
    future: post({ title: 'Future', slug: 'future', publishedAt: at(3) }),
  };
  for (const [key, values] of Object.entries(rows))
    ids[key] = (await t.db.insertInto('blogPosts').values(values).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.destroy());

const get = (slug: string) => callApi(`/api/blog/${slug}`);

describe('GET /api/blog', () => {
  it('lists published posts newest first, never drafts or posts dated in the future', async () => {
    const res = await callApi('/api/blog');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.map((p: { slug: string }) => p.slug)).toEqual(['newest', 'older']);
    expect(body[1]).toMatchObject({ id: ids.older, title: 'Older', category: 'Interview Tips', excerpt: null, linkedinPosted: false });
  });

  it("sends the spec's post fields and not the internal LinkedIn posting claim, in the list and for one post", async () => {
    await t.db.updateTable('blogPosts').set({ linkedinPostingSince: new Date() }).where('id', '=', ids.older).execute();
    const listed = (await (await callApi('/api/blog')).json())[1];
    const one = await (await get('older')).json();
    for (const body of [listed, one]) {
      expect(Object.keys(body)).toEqual(
        expect.arrayContaining([
          'id',
          'slug',
          'title',
          'category',
          'excerpt',
          'author',
          'publishedAt',
          'linkedinPostUrl',
          'facebookPosted',
          'updatedAt',
        ]),
      );
      expect(body).not.toHaveProperty('linkedinPostingSince');
    }
  });
});

describe('GET /api/blog/{slug}', () => {
  it('returns the post with its sanitised HTML and read time', async () => {
    const res = await get('newest');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ id: ids.newest, slug: 'newest', contentHtml: '<h2>HTML</h2><p>Body </p>', readTimeMinutes: 1 });
  });

  it('renders markdown bodies', async () => {
    expect((await (await get('older')).json()).contentHtml).toBe('<h2>Hello</h2>\n<p>Some <em>markdown</em> body.</p>');
  });

  it.each(['draft', 'future', 'unknown', 'NEWEST', 'category', '..%2Fetc'])('answers 404 for %j', async (slug) => {
    const res = await get(slug);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Blog post not found' });
  });

  it('takes an empty slug (a final slash) as the list, as Netlify matched the path', async () => {
    const res = await get('');
    expect(res.status).toBe(200);
    expect((await res.json()).map((p: { slug: string }) => p.slug)).toEqual(['newest', 'older']);
  });
});

describe('admin post writes (src/blog/posts.ts)', () => {
  const input = {
    title: 'Admin post',
    slug: 'admin-post',
    content: 'Body',
    excerpt: undefined,
    category: 'Career Guidance' as const,
    author: 'Admin',
    publishedAt: undefined,
  };

  it('creates, lists, updates and deletes a post; a taken slug is a SlugTakenError', async () => {
    const created = await createPost(t.db, { ...input, publishedAt: null });
    expect(created).toMatchObject({ slug: 'admin-post', excerpt: null, publishedAt: null });
    expect((await listAllPosts(t.db, { page: 1, pageSize: 25 })).items.map((p) => p.slug)).toContain('admin-post');

    await expect(createPost(t.db, { ...input, title: 'Copy' })).rejects.toBeInstanceOf(SlugTakenError);
    await expect(updatePost(t.db, created.id, { ...input, slug: 'older' })).rejects.toBeInstanceOf(SlugTakenError);

    const updated = await updatePost(t.db, created.id, { ...input, title: 'Renamed', excerpt: 'Short' });
    expect(updated).toMatchObject({ title: 'Renamed', excerpt: 'Short', publishedAt: null });
    expect(updated!.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());
    expect(await updatePost(t.db, 999_999, input)).toBeUndefined();

    expect(await deletePost(t.db, created.id)).toBe(true);
    expect(await deletePost(t.db, created.id)).toBe(false);
  });
});
