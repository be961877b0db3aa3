import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { PURGE_PATH } from '../../scripts/preview/cdn-cache';
import { SESSION_COOKIE } from '../../src/api/session-cookie';
import { E2E_ADMIN } from '../support/e2e-admin';
import { purgePreviewCdn, queryPreviewDatabase } from '../support/e2e-database';

/**
 * Public reads are kept by the CDN (preview emulates Netlify's) and every admin change purges them: a
 * visitor never reads a copy older than the last change, and browsers never keep one.
 */
const base = () => inject('baseUrl');
const JOB_TITLE = 'CDN Purge Test Sales Executive';

const get = (path: string, headers: Record<string, string> = {}) => fetch(base() + path, { headers });

/** Signs the e2e admin in as the dashboard does; the session cookie for the next requests. */
async function adminCookie(): Promise<string> {
  const res = await fetch(`${base()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base() },
    body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  expect(res.status).toBe(200);
  const match = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(res.headers.get('set-cookie') ?? '');
  return `${SESSION_COOKIE}=${match![1]}`;
}

const adminWrite = (cookie: string, method: string, path: string, body?: unknown) =>
  fetch(base() + path, {
    method,
    headers: { cookie, origin: base(), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeEach(() => purgePreviewCdn());
afterAll(async () => {
  await queryPreviewDatabase('delete from jobs where title = $1', [JOB_TITLE]);
  await queryPreviewDatabase('delete from rate_limits');
});

describe("the CDN's copies of public reads", () => {
  it.each(['/api/jobs', '/api/blog', '/api/career-quiz/questions'])(
    '%s is answered from the CDN after the first request, and browsers are told not to keep it',
    async (path) => {
      const first = await get(path);
      const second = await get(path);
      expect(first.headers.get('cache-status')).toContain('fwd=miss');
      expect(second.headers.get('cache-status')).toContain('hit');
      expect(await second.text()).toBe(await first.text());
      for (const res of [first, second]) {
        expect(res.headers.get('cache-control')).toBe('no-store');
        // The CDN's own instructions never reach the browser.
        expect(res.headers.get('netlify-cdn-cache-control')).toBeNull();
        expect(res.headers.get('netlify-cache-tag')).toBeNull();
        expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      }
    },
  );

  it('keeps an answer under the URL the function saw: extra leading slashes are the same path', async () => {
    expect((await get('/api/jobs')).headers.get('cache-status')).toContain('fwd=miss');
    // fetch sends the path as written: //api/jobs is /api/jobs on the site, never a host named "api".
    const again = await get('//api/jobs');
    expect(again.status).toBe(200);
    expect(again.headers.get('cache-status')).toContain('hit');
  });

  it('keeps no error, and nothing personal', async () => {
    for (let i = 0; i < 2; i++) expect((await get('/api/jobs/987654321')).headers.get('cache-status')).toContain('fwd=miss');
    const cookie = await adminCookie();
    for (let i = 0; i < 2; i++) {
      const res = await get('/api/auth/user', { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-status')).toContain('fwd=miss');
    }
    expect((await get('/api/auth/user')).status).toBe(401);
  });

  it('shows an admin change at once: a job added, edited and deleted', async () => {
    const cookie = await adminCookie();
    const titles = async () => {
      const res = await get('/api/jobs');
      return ((await res.json()) as Array<{ title: string }>).map((j) => j.title);
    };
    expect(await titles()).not.toContain(JOB_TITLE);
    expect((await get('/api/jobs')).headers.get('cache-status')).toContain('hit');

    const job = {
      title: JOB_TITLE,
      company: 'Acme',
      location: 'Exeter',
      type: 'Full-time',
      engagement: 'permanent',
      authorityNote: 'Instructed by email',
      description: 'Sell things.',
      requirements: 'A psychology degree.',
      minimumRequirements: 'A psychology degree.',
    };
    const created = await adminWrite(cookie, 'POST', '/api/jobs', job);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(await titles()).toContain(JOB_TITLE);
    expect((await (await get(`/api/jobs/${id}`)).json()).salary).toBeNull();

    expect((await adminWrite(cookie, 'PUT', `/api/jobs/${id}`, { ...job, salary: '£28,000' })).status).toBe(200);
    expect((await (await get(`/api/jobs/${id}`)).json()).salary).toBe('£28,000');

    expect((await adminWrite(cookie, 'DELETE', `/api/jobs/${id}`)).status).toBe(200);
    expect(await titles()).not.toContain(JOB_TITLE);
    expect((await get(`/api/jobs/${id}`)).status).toBe(404);
  });

  it('shows an approved comment at once', async () => {
    const cookie = await adminCookie();
    const [post] = await queryPreviewDatabase<{ id: number }>('select id from blog_posts where published_at < now() order by id limit 1');
    const [comment] = await queryPreviewDatabase<{ id: number }>(
      "insert into comments (blog_post_id, author_name, author_email, content) values ($1, 'CDN Tester', 'cdn.tester@example.com', 'Waiting for approval.') returning id",
      [post.id],
    );
    const names = async () =>
      ((await (await get(`/api/comments/${post.id}`)).json()) as Array<{ authorName: string }>).map((c) => c.authorName);
    try {
      expect(await names()).not.toContain('CDN Tester');
      expect((await get(`/api/comments/${post.id}`)).headers.get('cache-status')).toContain('hit');
      expect((await adminWrite(cookie, 'PUT', `/api/comments/${comment.id}/approve`)).status).toBe(200);
      expect(await names()).toContain('CDN Tester');
    } finally {
      await queryPreviewDatabase('delete from comments where id = $1', [comment.id]);
    }
  });

  it('can be purged only with the functions’ token', async () => {
    await get('/api/jobs');
    const refused = await fetch(base() + PURGE_PATH, { method: 'POST', headers: { authorization: 'Bearer guessed' }, body: '{}' });
    expect(refused.status).toBe(401);
    expect((await get('/api/jobs')).headers.get('cache-status')).toContain('hit');
  });
});
