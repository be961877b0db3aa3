import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSessionToken } from '../../src/auth/session-token';
import { startSession } from '../../src/auth/sessions';
import { OTHER_ORIGIN_READ_REFUSED } from '../../src/api/http';
import { apiSessionCookie, createAccount, signInCookie } from '../support/admin-session';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { wordDocument } from '../support/word-documents';
import { KNOWN_DEVICE } from '../support/devices';
import { apiOrigin, callApi } from '../support/call-api';

/** Every admin route and method, and a valid body. */
interface AdminCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  json?: unknown;
  /** A multipart body instead of JSON. */
  form?: () => FormData;
}

const postBody = { title: 'Matrix Post', slug: 'matrix-post', content: 'Body', author: 'Team' };
const jobBody = {
  title: 'Matrix Job',
  company: 'Acme',
  location: 'Exeter',
  engagement: 'permanent',
  authorityNote: 'Instructed by email',
  description: 'Sell.',
  requirements: 'A degree',
};
// Ids that do not exist: an admin gets 404, proving the request passed authorisation without changing data.
const missing = { id: '999999' };
/** A Word document of one post (made in beforeAll), for the import routes. */
let wordFile: Buffer;
const documentForm = () => {
  const form = new FormData();
  form.append('document', new Blob([new Uint8Array(wordFile)]), 'post.docx');
  return form;
};
const importedPost = { title: 'Matrix Imported Post', category: 'General', content: '<p>Body</p>' };

const ADMIN_CALLS: AdminCall[] = [
  { method: 'GET', path: '/api/admin/jobs' },
  { method: 'GET', path: '/api/admin/overview' },
  { method: 'GET', path: '/api/admin/rebuild' },
  { method: 'POST', path: '/api/admin/rebuild' },
  { method: 'GET', path: '/api/admin/notifications' },
  { method: 'POST', path: '/api/admin/notifications' },
  { method: 'PUT', path: '/api/admin/notifications', json: { waitingReminder: false } },
  { method: 'POST', path: '/api/jobs', json: jobBody },
  { method: 'PUT', path: '/api/jobs/999999', json: jobBody },
  { method: 'DELETE', path: '/api/jobs/999999' },
  { method: 'GET', path: '/api/applications' },
  { method: 'DELETE', path: '/api/applications/999999' },
  { method: 'PUT', path: '/api/applications/999999/status', json: { status: 'placed' } },
  { method: 'GET', path: '/api/applications/999999/cv' },
  { method: 'GET', path: '/api/applications/999999/unsuccessful-email' },
  { method: 'DELETE', path: '/api/applications/999999/unsuccessful-email' },
  { method: 'DELETE', path: '/api/admin/introductions/999999/unsuccessful-email' },
  { method: 'GET', path: '/api/contacts' },
  { method: 'GET', path: '/api/admin/posts' },
  { method: 'POST', path: '/api/admin/preview', json: { content: 'Hello' } },
  { method: 'POST', path: '/api/blog', json: postBody },
  { method: 'PUT', path: '/api/blog/999999', json: postBody },
  { method: 'DELETE', path: '/api/blog/999999' },
  { method: 'GET', path: '/api/admin/comments' },
  { method: 'PUT', path: '/api/comments/999999/approve' },
  { method: 'DELETE', path: '/api/comments/999999' },
  { method: 'DELETE', path: '/api/contacts/999999' },
  { method: 'PUT', path: '/api/contacts/999999/complaint', json: { stage: 'open' } },
  { method: 'PUT', path: '/api/contacts/999999/status', json: { status: 'replied' } },
  { method: 'POST', path: '/api/admin/preview-blogs', form: documentForm },
  { method: 'POST', path: '/api/admin/upload-blogs', form: documentForm },
  { method: 'POST', path: '/api/admin/publish-previewed-blogs', json: { blogs: [importedPost] } },
  { method: 'GET', path: '/api/admin/export/contacts/csv' },
  { method: 'POST', path: '/api/blog/999999/post-linkedin' },
  { method: 'GET', path: '/api/admin/subject-requests' },
  { method: 'GET', path: '/api/admin/job-alerts' },
  { method: 'DELETE', path: '/api/admin/job-alerts/999999' },
  {
    method: 'POST',
    path: '/api/admin/subject-requests/search',
    json: { email: 'nobody@example.com' },
  },
  {
    method: 'POST',
    path: '/api/admin/subject-requests/erasure',
    json: { email: 'nobody@example.com', confirmEmail: 'nobody@example.com' },
  },
];

let t: TestDatabase;
/** The Cookie header (or none) for each kind of caller. */
const callers: Record<string, string | undefined> = {};

beforeAll(async () => {
  wordFile = await wordDocument([{ title: 'Matrix Word Post Title', paragraphs: ['Body'] }]);
  t = await createTestDatabase();
  const adminId = await createAccount(t.db, 'admin@example.com');
  await createAccount(t.db, 'member@example.com', { isAdmin: false });

  callers.none = undefined;
  const live = await startSession(t.db, adminId, KNOWN_DEVICE);
  callers.forged = `${apiSessionCookie()}=${await signSessionToken(live.sid, live.expiresAt, new TextEncoder().encode('x'.repeat(40)))}`;
  callers['expired token'] = `${apiSessionCookie()}=${await signSessionToken(live.sid, new Date(Date.now() - 60_000))}`;
  const idle = await startSession(t.db, adminId, KNOWN_DEVICE);
  await t.db
    .updateTable('sessions')
    .set({ expire: new Date(Date.now() - 1000) })
    .where('sid', '=', idle.sid)
    .execute();
  callers['expired session'] = `${apiSessionCookie()}=${await signSessionToken(idle.sid, idle.expiresAt)}`;
  callers.revoked = await signInCookie('admin@example.com');
  await callApi('/api/auth/logout', { cookie: callers.revoked, method: 'POST' });
  callers['non-admin'] = await signInCookie('member@example.com');
  callers.admin = await signInCookie('admin@example.com');
});
afterAll(() => t.destroy());

const call = (c: AdminCall, cookie: string | undefined, headers: Record<string, string> = {}) =>
  callApi(c.path, { method: c.method, json: c.json, body: c.form?.(), headers, cookie }, { ip: '192.0.2.1' });

describe.each(ADMIN_CALLS.map((c) => [`${c.method} ${c.path}`, c] as const))('%s', (_name, c) => {
  it.each(['none', 'forged', 'expired token', 'expired session', 'revoked'])('answers 401 to a caller with %s session', async (caller) => {
    const res = await call(c, callers[caller]);
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 403 to a signed-in user who is not an admin', async () => {
    expect((await call(c, callers['non-admin'])).status).toBe(403);
  });

  it('lets the admin through, never cached nor indexed', async () => {
    const res = await call(c, callers.admin, { origin: apiOrigin(), 'sec-fetch-site': 'same-origin' });
    // A call naming an id that does not exist finds nothing; every other one does its work.
    if (c.path.includes(missing.id)) expect(res.status).toBe(404);
    else expect([200, 201]).toContain(res.status);
    expect(res.headers.get('cache-control')).toBe('no-store');
    if (res.status < 300) expect(res.headers.get('x-robots-tag')).toContain('noindex');
  });

  if (c.method === 'GET') {
    // A page on a sibling subdomain is same-site: the SameSite=Strict cookie goes with its navigation.
    it.each(['same-site', 'cross-site'])(
      'refuses the admin’s data to a page of another origin (Sec-Fetch-Site %s) with 403 JSON',
      async (site) => {
        const res = await call(c, callers.admin, { 'sec-fetch-site': site });
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ message: OTHER_ORIGIN_READ_REFUSED });
        expect(res.headers.get('cache-control')).toBe('no-store');
      },
    );

    it.each([
      ['an address typed or bookmarked (Sec-Fetch-Site none)', { 'sec-fetch-site': 'none' }],
      ['a client that sends no Sec-Fetch-Site (no browser)', {}],
    ])('answers the admin for %s', async (_how, headers) => {
      const res = await call(c, callers.admin, headers);
      expect(res.status).toBe(c.path.includes(missing.id) ? 404 : 200);
    });
  }

  if (c.method !== 'GET') {
    it.each([
      ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
      ['another Origin', { origin: 'https://evil.example' }],
      ['Origin null', { origin: 'null' }],
    ])('refuses the admin when the request comes from another site (%s)', async (_how, headers) => {
      expect((await call(c, callers.admin, headers)).status).toBe(403);
    });
  }
});
