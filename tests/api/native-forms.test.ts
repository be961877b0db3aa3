import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { realPdf } from '../support/files';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { inOneRateWindow } from '../support/rate-window';
import { callApi } from '../support/call-api';

/** The headers Chromium sends with a form's own submission (a navigation), and with a script's fetch. */
const NAVIGATE = {
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};
const FETCH = { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', accept: '*/*' };

let t: TestDatabase;
let n = 0;
const ip = () => `192.0.2.${++n}`;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());
beforeEach(async () => {
  await t.db.deleteFrom('applications').execute();
  await t.db.deleteFrom('contacts').execute();
  await t.db.deleteFrom('rateLimits').execute();
});

const plainApplication = {
  firstName: 'Amelia',
  lastName: 'Hughes',
  email: 'amelia@example.com',
  phone: '07700 900123',
  degree: 'master',
  interest: '',
  bio: '',
  consent: 'on',
  website: '',
};

/** The multipart body a browser sends for the application form without JavaScript. */
function nativeApplication(fields: Record<string, string>, cv: Buffer | null, headers: Record<string, string> = NAVIGATE, from = ip()) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  // With no file chosen a browser still sends the part, empty and without a name.
  form.set(
    'cv',
    new Blob([new Uint8Array(cv ?? Buffer.alloc(0))], { type: cv ? 'application/pdf' : 'application/octet-stream' }),
    cv ? 'My CV.pdf' : '',
  );
  return callApi('/api/applications', { method: 'POST', headers, body: form }, { ip: from });
}

function nativeContact(fields: Record<string, string>, headers: Record<string, string> = NAVIGATE) {
  const body = new URLSearchParams(fields).toString();
  return callApi(
    '/api/contacts',
    {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body,
    },
    { ip: ip() },
  );
}

describe('the application form without JavaScript', () => {
  it("from a job page, redirects to that job's received page (its job alert offer is for jobs like it)", async () => {
    const { id } = await t.db
      .insertInto('jobs')
      .values({
        title: 'Sales Executive',
        company: 'Acme Ltd',
        location: 'Exeter',
        type: 'Full-time',
        description: 'A role.',
        requirements: 'A degree.',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const res = await nativeApplication({ ...plainApplication, jobId: String(id) }, realPdf(), {
        ...NAVIGATE,
        referer: `http://localhost/jobs/${id}`,
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/application-received/${id}`);
    } finally {
      await t.db.deleteFrom('applications').execute();
      await t.db.deleteFrom('jobs').where('id', '=', id).execute();
    }
  });

  it('stores the plain fields and the file, and redirects (303) to the received page', async () => {
    const res = await nativeApplication(plainApplication, realPdf());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/application-received');
    const row = await t.db
      .selectFrom('applications')
      .innerJoin('cvFiles', 'cvFiles.applicationId', 'applications.id')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      firstName: 'Amelia',
      degree: 'master',
      interest: null,
      bio: null,
      consent: true,
      cvFileName: 'My CV.pdf',
      contentType: 'application/pdf',
    });
  });

  it('answers a script sending the same fields with JSON', async () => {
    const res = await nativeApplication(plainApplication, realPdf(), FETCH);
    expect(res.status).toBe(201);
    expect((await res.json()).message).toBe('Application received');
  });

  it('lists every problem by its label on a page with the API status, the missing file included', async () => {
    const res = await nativeApplication({ ...plainApplication, firstName: '<b>x</b>', email: 'nope', consent: '' }, null);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<h1>Submission Failed</h1>');
    for (const line of [
      '<strong>Email Address</strong>: Valid email is required',
      '<strong>Upload CV</strong>: CV file is required',
      '<strong>Privacy notice consent</strong>: Please agree to the privacy notice so we can process your application',
    ]) {
      expect(html).toContain(line);
    }
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('<a href="/#apply">');
    expect(await t.db.selectFrom('applications').selectAll().execute()).toEqual([]);
  });

  it('shows a refusal without fields (the rate limit) with its message and Retry-After', async () => {
    await inOneRateWindow(15_000);
    const from = '203.0.113.50';
    for (let i = 0; i < 5; i++) expect((await nativeApplication(plainApplication, realPdf(), NAVIGATE, from)).status).toBe(303);
    const res = await nativeApplication(plainApplication, realPdf(), NAVIGATE, from);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.text()).toContain('Too many applications from your network.');
  });

  it('treats a filled honeypot like a person and stores nothing', async () => {
    const res = await nativeApplication({ ...plainApplication, website: 'http://spam.example' }, realPdf());
    expect(res.status).toBe(303);
    expect(await t.db.selectFrom('applications').selectAll().execute()).toEqual([]);
  });
});

describe('the contact form without JavaScript', () => {
  const plainContact = {
    name: 'Priya Shah',
    email: 'priya@example.com',
    subject: 'employer',
    message: 'Two graduate SDRs in Bristol, please.',
    website: '',
  };

  it('stores the urlencoded fields and redirects (303) to the received page', async () => {
    const res = await nativeContact(plainContact);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/message-received');
    expect(await t.db.selectFrom('contacts').select(['name', 'subject']).execute()).toEqual([{ name: 'Priya Shah', subject: 'employer' }]);
  });

  it('lists the problems by label on a 400 page', async () => {
    const res = await nativeContact({ ...plainContact, subject: '', message: ' ' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<h1>Failed to Send</h1>');
    expect(html).toContain('<strong>Subject</strong>: Please choose a subject');
    expect(html).toContain('<strong>Message</strong>: Message is required');
    expect(html).toContain('<a href="/#contact">');
  });

  it('answers the island (JSON, fetch) with JSON exactly as before', async () => {
    const res = await callApi(
      '/api/contacts',
      {
        method: 'POST',
        headers: { ...FETCH, 'content-type': 'application/json' },
        body: JSON.stringify({ ...plainContact, subject: 'x' }),
      },
      { ip: ip() },
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ subject: ['Please choose a subject'] });
  });
});

describe('comments without JavaScript', () => {
  let postId: number;
  let approvedId: number;
  beforeEach(async () => {
    await t.db.deleteFrom('blogPosts').execute();
    ({ id: postId } = await t.db
      .insertInto('blogPosts')
      .values({
        title: 'Cold calling & <the> brain',
        slug: 'cold-calling',
        content: '<p>Body</p>',
        author: 'Team',
        publishedAt: new Date('2026-11-01T09:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow());
    ({ id: approvedId } = await t.db
      .insertInto('comments')
      .values({
        blogPostId: postId,
        authorName: '<script>alert(1)</script>',
        authorEmail: 'sam@example.com',
        authorWebsite: 'javascript:alert(1)',
        content: 'First line\nsecond <b>line</b>',
        isApproved: true,
        createdAt: new Date('2026-11-02T10:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow());
    await t.db
      .insertInto('comments')
      .values({
        blogPostId: postId,
        authorName: 'Waiting Reader',
        authorEmail: 'w@example.com',
        content: 'Not approved yet, so not shown.',
      })
      .execute();
  });

  const page = (id: number | string, query = '') => callApi(`/api/comments/${id}/page${query}`, { headers: NAVIGATE });
  const nativeComment = (fields: Record<string, string>, headers: Record<string, string> = NAVIGATE) =>
    callApi(
      '/api/comments',
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      },
      { ip: ip() },
    );
  const fields = () => ({
    blogPostId: String(postId),
    authorName: 'Priya',
    authorEmail: 'priya@example.com',
    authorWebsite: '',
    content: 'Sent without any JavaScript.',
    website: '',
  });

  it('lists the approved comments as text, with a form that posts to the API', async () => {
    const res = await page(postId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Like the comments' JSON: kept by the CDN only, and purged when the admin approves or deletes one.
    expect(res.headers.get('netlify-cache-tag')).toBe('public-reads');
    const html = await res.text();
    expect(html).toContain('<h1>1 Comment on “Cold calling &amp; &lt;the&gt; brain”</h1>');
    expect(html).toContain('<strong>&lt;script&gt;alert(1)&lt;/script&gt;</strong>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('First line\nsecond &lt;b&gt;line&lt;/b&gt;');
    expect(html).not.toContain('Waiting Reader');
    expect(html).toContain('<form method="post" action="/api/comments" id="comment-form"');
    expect(html).toContain(`<input type="hidden" name="blogPostId" value="${postId}">`);
    expect(html).not.toContain('name="parentId"');
    expect(html).toContain('<a href="/blog/cold-calling">');
  });

  it('turns the form into a reply to an approved comment, and ignores a reply to anything else', async () => {
    const reply = await (await page(postId, `?reply=${approvedId}`)).text();
    expect(reply).toContain('Reply to &lt;script&gt;');
    expect(reply).toContain(`<input type="hidden" name="parentId" value="${approvedId}">`);
    for (const other of ['?reply=999999', '?reply=abc', '?reply=-1']) {
      expect(await (await page(postId, other)).text()).not.toContain('name="parentId"');
    }
  });

  it('answers an unknown or unpublished post with a Post Not Found page', async () => {
    for (const id of [999999, 'abc']) {
      const res = await page(id);
      expect(res.status).toBe(404);
      expect(res.headers.get('netlify-cache-tag')).toBeNull();
    }
    const res = await page(999999);
    expect(await res.text()).toContain("The blog post you're looking for doesn't exist.");
  });

  it('stores a comment and a reply sent by the form, unapproved, and redirects to the received page', async () => {
    // A redirect to the prebuilt page: reloading it cannot send the comment again.
    const res = await nativeComment(fields());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/comment-received');
    expect((await nativeComment({ ...fields(), parentId: String(approvedId), content: 'A reply, also without JavaScript.' })).status).toBe(
      303,
    );
    const stored = await t.db
      .selectFrom('comments')
      .select(['authorName', 'parentId', 'isApproved'])
      .where('authorName', '=', 'Priya')
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { authorName: 'Priya', parentId: null, isApproved: false },
      { authorName: 'Priya', parentId: approvedId, isApproved: false },
    ]);
  });

  it('lists the problems by label on a page with the API status, and stores nothing', async () => {
    const res = await nativeComment({ ...fields(), authorName: '', content: 'short', authorWebsite: 'ftp://x' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<h1>Error</h1>');
    expect(html).toContain('<strong>Name</strong>: Name is required');
    expect(html).toContain('<strong>Comment</strong>: Comment must be at least 10 characters');
    expect(html).toContain('<strong>Website (optional)</strong>: Website must be a web address starting with http:// or https://');
    // The way back is the comments page the form was on (before, the blog's list).
    const from = `http://localhost/api/comments/${postId}/page?reply=${approvedId}`;
    expect(await (await nativeComment({ ...fields(), content: 'short' }, { ...NAVIGATE, referer: from })).text()).toContain(
      `<a href="/api/comments/${postId}/page?reply=${approvedId}">Open the form again</a>`,
    );
    expect(
      await (await nativeComment({ ...fields(), content: 'short' }, { ...NAVIGATE, referer: 'http://localhost/elsewhere' })).text(),
    ).toContain('<a href="/blog">Open the form again</a>');
    for (const bad of [{ blogPostId: 'abc' }, { blogPostId: '999999' }, { parentId: '999999' }] as Record<string, string>[]) {
      expect((await nativeComment({ ...fields(), ...bad })).status).toBeGreaterThanOrEqual(400);
    }
    expect(await t.db.selectFrom('comments').select('id').where('authorName', '=', 'Priya').execute()).toEqual([]);
  });

  it('answers a script sending the same fields as JSON with JSON', async () => {
    const res = await nativeComment(fields(), FETCH);
    expect(res.status).toBe(201);
    expect((await res.json()).message).toBe('Your comment has been submitted for review and will appear once approved.');
  });
});
