import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_BUNDLE_PATH } from '../../src/config/admin-bundle';
import { AUDITED_PAGES } from '../support/audited-pages';
import { settled, useBrowser } from '../support/browser';
import { queryPreviewDatabase } from '../support/e2e-database';

vi.setConfig({ testTimeout: 120_000 });

const browser = useBrowser();
const get = (path: string, init?: RequestInit) => fetch(`${browser.baseUrl()}${path}`, { redirect: 'manual', ...init });
const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

beforeEach(async () => {
  await queryPreviewDatabase('delete from rate_limits');
  await queryPreviewDatabase('delete from login_failures');
});

/** The headers every answer must carry, page or API. */
function expectBaseHeaders(res: Response) {
  expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('permissions-policy')).toContain('camera=()');
  const policy = directives(res.headers.get('content-security-policy') ?? '');
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts.every((source) => source === "'self'" || source === "'none'" || /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source))).toBe(true);
  return policy;
}

const PAGES = [
  ['/', 200],
  ['/areas/exeter', 200],
  ['/areas/atlantis', 404],
  ['/jobs', 200],
  ['/jobs/1', 200],
  ['/jobs/99999', 404],
  ['/blog', 200],
  ['/blog/why-psychology-graduates-make-great-salespeople', 200],
  ['/blog/category/career-guidance', 200],
  ['/blog/no-such-post', 404],
  ['/career-quiz', 200],
  ['/team', 200],
  ['/terms-of-service', 200],
  ['/privacy-notice', 200],
  ['/message-received', 200],
  ['/comment-received', 200],
  ['/no/such/page', 404],
  ['/admin', 200],
] as const;

describe('security headers through preview', () => {
  it.each(PAGES)('%s (%i) carries the policy, with its inline scripts allowed only by hash', async (path, status) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    const policy = expectBaseHeaders(res);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  /**
   * A bundle's entry keeps its name across builds, so it is revalidated (by its ETag); the chunks it imports
   * are named by their content, so they are kept for a year. Both carry the site's headers.
   */
  async function expectBundleCaching(entry: string) {
    const answer = await get(entry);
    expect(answer.status).toBe(200);
    expectBaseHeaders(answer);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(answer.headers.get('etag')).toBeTruthy();
    const chunk = /["'](\.\/chunks\/[^"']+\.js)["']/.exec(await answer.text())?.[1];
    expect(chunk).toBeTruthy();
    const chunkAnswer = await get(new URL(chunk!, `http://x${entry}`).pathname);
    expect(chunkAnswer.status).toBe(200);
    expectBaseHeaders(chunkAnswer);
    expect(chunkAnswer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  }

  it('serves an island and its chunks with the same headers, the chunks kept a year', async () => {
    // An island's module, named by the page that hydrates it (the cookie dialog's script is inline).
    const quiz = await (await get('/career-quiz')).text();
    const island = /"(\/_islands\/[^"]+\.js)"/.exec(quiz)?.[1];
    expect(island).toBeTruthy();
    await expectBundleCaching(island!);
  });

  it('serves the admin bundle as the islands are, outside the no-store rule of /admin', async () => {
    expect(await (await get('/admin')).text()).toContain(JSON.stringify(ADMIN_BUNDLE_PATH));
    await expectBundleCaching(ADMIN_BUNDLE_PATH);
  });

  it('never lets /admin be cached or indexed, at its file name either; with a slash it redirects', async () => {
    for (const path of ['/admin', '/admin.html']) {
      const res = await get(path);
      expectBaseHeaders(res);
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, 'no-store']);
      expect(res.headers.get('x-robots-tag')).toContain('noindex');
    }
    const slashed = await get('/admin/');
    expect([slashed.status, slashed.headers.get('location')]).toEqual([301, '/admin']);
  });

  const API: Array<[string, RequestInit | undefined, number]> = [
    ['/api/jobs', undefined, 200],
    ['/api/jobs/1', undefined, 200],
    ['/api/jobs/not-a-number', undefined, 404],
    ['/api/blog', undefined, 200],
    ['/api/blog/why-psychology-graduates-make-great-salespeople', undefined, 200],
    ['/api/comments/not-a-number', undefined, 404],
    ['/api/comments/999999/page', undefined, 404],
    ['/api/career-quiz/questions', undefined, 200],
    ['/api/career-quiz/career-paths', undefined, 200],
    ['/api/contacts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }, 400],
    [
      '/api/contacts',
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, body: 'name=' },
      400,
    ],
    ['/api/applications', { method: 'DELETE' }, 405],
    ['/api/applications', undefined, 401],
    ['/api/auth/user', undefined, 401],
    ['/api/uploads/not-an-upload/parts/1', { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: 'x' }, 404],
  ];

  it.each(API)('API %s %j answers %i with the headers, never cached or indexed', async (path, init, status) => {
    const res = await get(path, init);
    expect(res.status).toBe(status);
    const policy = expectBaseHeaders(res);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
  });

  it('does not publish the headers file itself as a page', async () => {
    expect((await get('/_headers')).status).toBe(404);
  });
});

async function acceptCookies(page: Page) {
  // The dialog is rendered by its island once hydrated (in a portal), so a visible one can be used.
  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await dialog.getByRole('button', { name: 'Accept Essential Only' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

// Every page a browser test opens is watched for violations (tests/support/browser.ts), so the flows of
// candidate-flows, career-quiz, blog and admin are checked where they run, and page-audits opens its pages
// as first-time visitors; these are the other pages. The dashboard keeps a request open (its session check), so it is never
// network-idle.
describe('no Content-Security-Policy violation in the browser', () => {
  it.each(PAGES.map(([path]) => path).filter((path) => !AUDITED_PAGES.includes(path)))(
    '%s, first visit, cookie dialog answered',
    async (path) => {
      const page = await browser.open(path, { firstVisit: true });
      // An unknown path goes on to / by itself after 100 ms.
      if (!path.startsWith('/no/')) await acceptCookies(page);
      if (path === '/admin') await page.getByRole('form', { name: 'Admin sign-in' }).waitFor();
      else await settled(page);
    },
  );
});
