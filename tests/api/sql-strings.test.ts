import { describe, expect, it } from 'vitest';
import { withoutFormatCharacters } from '../../src/utils/format-characters';
import { useSignedInAdmin } from '../support/admin-session';
import { applicationRequest, validApplication } from '../support/application-request';
import { realPdf } from '../support/files';
import { HOSTILE_STRINGS } from '../support/hostile-strings';
import { callApi, sendApi } from '../support/call-api';

/**
 * Hostile strings (SQL and the rest, tests/support/hostile-strings.ts) in every field and parameter: a
 * field stores them and gives them back exactly as sent (a person's name without its invisible format
 * characters, src/utils/format-characters.ts); an id, slug or search finds nothing or what
 * matches, never an error.
 */
const { db, admin } = useSignedInAdmin();
// Wrapped, so that a value with spaces at its ends survives the fields' trimming unchanged.
// Text PostgreSQL cannot hold as sent (NUL, a lone surrogate) is refused instead: see the last describes.
const storable = (s: string) => !s.includes('\u0000') && s.isWellFormed();
const CASES = HOSTILE_STRINGS.filter((s) => s.length < 1000 && storable(s)).map((s) => [JSON.stringify(s).slice(0, 40), `«${s}»`] as const);
let n = 0;
/** A value as a job id, a post slug and a post id: a JSON 404 each time. */
async function expectNothingFoundAsIdOrSlug(value: string) {
  for (const path of ['/api/jobs', '/api/blog', '/api/comments']) {
    // A URL cannot carry a lone surrogate: it arrives as U+FFFD, as a browser sends it.
    const res = await callApi(`${path}/${encodeURIComponent(value.toWellFormed())}`);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toMatch(/not found/);
  }
}
const ip = () => `203.0.113.${++n % 250}`;

describe.each(CASES)('the string %s', (_label, value) => {
  it('is stored and returned verbatim by contacts, and found by the admin search', async () => {
    const res = await callApi(
      '/api/contacts',
      { method: 'POST', json: { name: value, email: 'sql@example.com', subject: 'general', message: value } },
      { ip: ip() },
    );
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const { status, body } = await admin('GET', `/api/contacts?q=${encodeURIComponent(value)}`);
    expect(status).toBe(200);
    expect(body.items).toContainEqual(expect.objectContaining({ id, name: withoutFormatCharacters(value), message: value }));
  });

  it('is stored and returned verbatim by applications', async () => {
    const res = await sendApi(
      applicationRequest({ ...validApplication, firstName: value, lastName: value, bio: value }, { data: realPdf() }),
      { ip: ip() },
    );
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const { status, body } = await admin('GET', `/api/applications?q=${encodeURIComponent(value)}`);
    expect(status).toBe(200);
    expect(body.items).toContainEqual(
      expect.objectContaining({ id, firstName: withoutFormatCharacters(value), lastName: withoutFormatCharacters(value), bio: value }),
    );
  });

  it('is stored and returned verbatim by comments (once approved)', async () => {
    const post = await db()
      .insertInto('blogPosts')
      .values({ title: value, slug: `sql-${++n}`, content: value, author: value, publishedAt: new Date(Date.now() - 1000) })
      .returning(['id', 'slug'])
      .executeTakeFirstOrThrow();
    const res = await callApi(
      '/api/comments',
      {
        method: 'POST',
        json: { blogPostId: post.id, authorName: value, authorEmail: 'sql@example.com', content: `${value} (a comment)` },
      },
      { ip: ip() },
    );
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect((await admin('PUT', `/api/comments/${id}/approve`)).status).toBe(200);
    const list = await (await callApi(`/api/comments/${post.id}`)).json();
    expect(list).toContainEqual(
      expect.objectContaining({ id, authorName: withoutFormatCharacters(value), content: `${value} (a comment)` }),
    );
    const item = await (await callApi(`/api/blog/${post.slug}`)).json();
    expect(item).toMatchObject({ title: value, author: value });
  });

  it('is stored and returned verbatim as a job', async () => {
    const job = {
      title: value,
      company: value,
      location: value,
      type: 'Full-time',
      engagement: 'permanent',
      authorityNote: 'Instructed by email',
      minimumRequirements: value,
      salary: value,
      description: value,
      requirements: value,
      benefits: value,
      applicationUrl: '',
      contactEmail: '',
      expiresAt: '',
    };
    const created = await admin('POST', '/api/jobs', { json: job });
    expect(created.status).toBe(201);
    const res = await callApi(`/api/jobs/${created.body.id}`);
    expect(await res.json()).toMatchObject({
      title: value,
      company: value,
      location: value,
      salary: value,
      minimumRequirements: value,
      description: value,
      requirements: value,
      benefits: value,
    });
  });

  it('as an id, slug or search finds nothing, with a JSON 404 or an empty list', async () => {
    await expectNothingFoundAsIdOrSlug(value);
    expect((await admin('GET', `/api/admin/jobs?q=${encodeURIComponent(value)}`)).status).toBe(200);
    // The public job search: keywords reach the full-text query as letters and digits only.
    const keywords = `?q=${encodeURIComponent(value)}`;
    expect((await callApi(`/api/jobs/search${keywords}`)).status).toBe(200);
    expect([200, 302]).toContain((await callApi(`/jobs${keywords}`)).status);
  });
});

describe.each(HOSTILE_STRINGS.filter((s) => !storable(s)).map((s) => [JSON.stringify(s), s] as const))(
  'the unstorable string %s',
  (_label, value) => {
    it('is refused with 400 naming the field, in JSON and multipart bodies, and nothing is stored', async () => {
      const contact = await callApi(
        '/api/contacts',
        {
          method: 'POST',
          json: { name: `a${value}`, email: 'sql@example.com', subject: 'general', message: 'Hello there' },
        },
        { ip: ip() },
      );
      expect(contact.status).toBe(400);
      expect((await contact.json()).errors.name).toEqual(['Contains characters that cannot be stored (a NUL character or broken Unicode)']);
      const application = await sendApi(applicationRequest({ ...validApplication, bio: `a${value}` }, { data: realPdf() }), { ip: ip() });
      expect(application.status).toBe(400);
      expect(Object.keys((await application.json()).errors)).toEqual(['bio']);
      expect(
        await db()
          .selectFrom('contacts')
          .select('id')
          .where('email', '=', 'sql@example.com')
          .where('message', '=', 'Hello there')
          .execute(),
      ).toEqual([]);
    });

    it('as an id or slug finds nothing, with a JSON 404', async () => {
      await expectNothingFoundAsIdOrSlug(value);
    });
  },
);

// A URL cannot carry a lone surrogate (it arrives as U+FFFD, a search like any other): only NUL gets this far.
describe.each(HOSTILE_STRINGS.filter((s) => s.includes('\u0000')).map((s) => [JSON.stringify(s), s] as const))(
  'the search %s',
  (_label, value) => {
    it.each(['/api/applications', '/api/contacts', '/api/admin/jobs'])('is refused by %s with 400 naming q', async (path) => {
      const { status, body } = await admin('GET', `${path}?q=${encodeURIComponent(value)}`);
      expect(status).toBe(400);
      expect(body).toEqual({
        message: 'Invalid q: Contains characters that cannot be stored (a NUL character or broken Unicode)',
        errors: { q: ['Contains characters that cannot be stored (a NUL character or broken Unicode)'] },
      });
    });
  },
);
