import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { queryPreviewDatabase } from '../support/e2e-database';
import { realPdf } from '../support/files';
import { inOneRateWindow } from '../support/rate-window';

/**
 * `preview` must behave as Netlify does wherever the difference would hide a production failure: the
 * patched function emulation (warm, built once), the client address, the body limit and compression.
 */
const base = () => inject('baseUrl');
const contact = { name: 'Rate Test', email: 'rate@example.com', subject: 'general', message: 'Checking the limit applies.' };
const postContact = (headers: Record<string, string> = {}) =>
  fetch(`${base()}/api/contacts`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(contact) });

beforeEach(async () => {
  await queryPreviewDatabase('delete from rate_limits');
  await queryPreviewDatabase('delete from contacts where email = $1', [contact.email]);
});
afterAll(() => queryPreviewDatabase('delete from rate_limits'));

describe('functions as on Netlify', () => {
  // A query string of its own per request: the CDN has no copy, so each one reaches the function.
  let n = 0;
  const jobsFromFunction = async () => {
    const res = await fetch(`${base()}/api/jobs?fidelity=${n++}`);
    expect(res.headers.get('cache-status')).toContain('fwd=miss');
    return res;
  };

  it('builds a function once, not on every request', async () => {
    const bundle = new URL('../../.netlify/functions-serve/jobs/___netlify-entry-point.mjs', import.meta.url);
    expect((await jobsFromFunction()).status).toBe(200);
    const builtAt = statSync(bundle).mtimeMs;
    for (let i = 0; i < 3; i++) expect((await jobsFromFunction()).status).toBe(200);
    expect(statSync(bundle).mtimeMs).toBe(builtAt);
  });

  // A warm function keeps its module state, so its database pool: requests reuse its connection.
  it.skipIf(!process.env.TEST_DATABASE_URL)('keeps a warm function and its database connection between requests', async () => {
    const backends = async () => {
      const rows = await queryPreviewDatabase<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
      return rows.map((r) => r.pid);
    };
    await jobsFromFunction();
    const before = await backends();
    for (let i = 0; i < 5; i++) await jobsFromFunction();
    // No request opened a connection; other functions' idle ones may meanwhile have timed out and closed.
    const after = await backends();
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((pid) => !before.includes(pid))).toEqual([]);
  });
});

describe('the client address', () => {
  it('is the connection’s: a forged X-Forwarded-For does not escape the rate limit', async () => {
    await inOneRateWindow(15_000);
    for (let i = 0; i < 10; i++) expect((await postContact({ 'x-forwarded-for': `198.51.100.${i}`, 'x-nf-client-connection-ip': `198.51.100.${i}` })).status).toBe(201);
    const refused = await postContact({ 'x-forwarded-for': '203.0.113.9' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/Too many messages/);
    expect(await queryPreviewDatabase('select id from contacts where email = $1', [contact.email])).toHaveLength(10);
  });
});

describe('the function request limit', () => {
  const upload = (bytes: number) => {
    const form = new FormData();
    form.set('applicationData', '{}');
    form.set('cv', new Blob([new Uint8Array(Buffer.concat([realPdf(), Buffer.alloc(bytes)]))], { type: 'application/pdf' }), 'cv.pdf');
    return fetch(`${base()}/api/applications`, { method: 'POST', body: form });
  };

  it('refuses a binary body over 6 MB once base64-encoded, before the function runs', async () => {
    const res = await upload(4.6 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/text\/plain/);
  });

  it('passes a binary body that fits to the function', async () => {
    const res = await upload(4.3 * 1024 * 1024);
    // The function answers (its own validation of the empty fields), so the body reached it.
    expect(res.status).toBe(400);
    expect((await res.json()).errors.firstName).toEqual(['First name is required']);
  });
});

describe('compression', () => {
  /** The answer's headers and bytes exactly as sent (fetch would decode them). */
  const raw = (path: string, encoding: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http.get(`${base()}${path}`, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  it.each([
    ['/', 'br', brotliDecompressSync],
    ['/', 'gzip, deflate', gunzipSync],
    ['/api/career-quiz/questions', 'gzip, deflate, br, zstd', brotliDecompressSync],
  ])('sends %s compressed when the client accepts %s', async (path, encoding, decode) => {
    const { headers, body } = await raw(path, encoding);
    expect(headers['content-encoding']).toBe(encoding.includes('br') ? 'br' : 'gzip');
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    const text = decode(body).toString('utf8');
    expect(body.length).toBeLessThan(text.length / 2);
    expect(text).toMatch(path === '/' ? /<html/ : /"question"/);
  });

  it('sends plain text to a client that accepts no compression', async () => {
    const { headers, body } = await raw('/', 'identity');
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.toString('utf8')).toMatch(/<html/);
  });
});

describe('page addresses', () => {
  it('serves every address the sitemap and the pages link to without a redirect (Netlify redirects a directory index to its path plus a slash)', async () => {
    const sitemap = await (await fetch(`${base()}/sitemap.xml`)).text();
    const fromSitemap = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
    const home = await (await fetch(`${base()}/`)).text();
    const linked = [...home.matchAll(/href="(\/[^"#?]*)/g)].map((m) => m[1]!);
    const paths = [...new Set([...fromSitemap, ...linked])];
    expect(fromSitemap.length).toBeGreaterThan(50);
    const answers = await Promise.all(paths.map(async (path) => [path, (await fetch(`${base()}${path}`, { redirect: 'manual' })).status] as const));
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
  });

  it('still answers the addresses with a slash that directory-built pages had (bookmarks, old links)', async () => {
    for (const path of ['/team/', '/blog/', '/jobs/1/', '/areas/exeter/']) {
      const res = await fetch(`${base()}${path}`);
      expect([path, res.status]).toEqual([path, 200]);
    }
  });

  it('redirects a path naming a directory with an index page to the path with a slash, as Netlify does', async () => {
    const directory = new URL('../../dist/e2e-directory/', import.meta.url);
    mkdirSync(directory, { recursive: true });
    writeFileSync(new URL('index.html', directory), '<!doctype html><title>Directory</title>');
    try {
      const res = await fetch(`${base()}/e2e-directory?x=1`, { redirect: 'manual' });
      expect([res.status, res.headers.get('location')]).toEqual([301, '/e2e-directory/?x=1']);
      expect((await fetch(`${base()}/e2e-directory/`)).status).toBe(200);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
