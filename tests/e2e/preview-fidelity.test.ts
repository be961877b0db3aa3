import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { API_SECURITY_HEADERS } from '../../src/security/headers';
import { queryPreviewDatabase } from '../support/e2e-database';
import { realPdf } from '../support/files';
import { inOneRateWindow } from '../support/rate-window';

/**
 * `preview` must behave as Netlify does wherever the difference would hide a production failure: the
 * patched function emulation (warm, built once), the client address and host, the body limit, scheduled
 * functions, one address per page, revalidation, compression and the header rules.
 */
const base = () => inject('baseUrl');

/** An answer exactly as sent (fetch would decode it and follow redirects) to a request target sent as it is. */
const raw = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const { hostname, port } = new URL(base());
    http
      .request({ hostname, port, path: target, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
const contact = { name: 'Rate Test', email: 'rate@example.com', subject: 'general', message: 'Checking the limit applies.' };
const postContact = (headers: Record<string, string> = {}) =>
  fetch(`${base()}/api/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(contact),
  });

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
    const bundle = new URL('../../.netlify/functions-serve/api/___netlify-entry-point.mjs', import.meta.url);
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
    for (let i = 0; i < 10; i++)
      expect((await postContact({ 'x-forwarded-for': `198.51.100.${i}`, 'x-nf-client-connection-ip': `198.51.100.${i}` })).status).toBe(
        201,
      );
    const refused = await postContact({ 'x-forwarded-for': '203.0.113.9' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/Too many messages/);
    expect(await queryPreviewDatabase('select id from contacts where email = $1', [contact.email])).toHaveLength(10);
  });
});

describe('the request target', () => {
  // The functions read their origin from the URL (same-origin checks, the Secure cookie): a target starting
  // with // once gave them the client's choice of host.
  it('is a path on the site, never another host: //evil.com/api/jobs is the path /evil.com/api/jobs', async () => {
    const res = await raw('//evil.com/api/jobs');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('runs a function for a path with its leading slashes collapsed, on the site’s own origin', async () => {
    const res = await raw('//api/auth/login', { 'content-type': 'application/json', origin: 'http://evil.com' }, 'POST');
    // The function saw its own origin, and refused the other one's request as cross-site.
    expect(res.status).toBe(403);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('refuses a target that is not a path (absolute-form naming another host)', async () => {
    const res = await raw('http://evil.com/api/jobs');
    expect(res.status).toBe(400);
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
  it.each([
    ['/', 'br', 'br'],
    ['/', 'gzip, deflate', 'gzip'],
    ['/api/career-quiz/questions', 'gzip, deflate, br, zstd', 'br'],
    // Weights: 0 refuses a coding, * stands for any coding not named.
    ['/', 'br;q=0, gzip', 'gzip'],
    ['/', '*', 'br'],
    ['/', '*, br;q=0', 'gzip'],
  ])('sends %s compressed when the client accepts %s', async (path, accept, encoding) => {
    const { headers, body } = await raw(path, { 'accept-encoding': accept });
    expect(headers['content-encoding']).toBe(encoding);
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    const text = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(body).toString('utf8');
    expect(body.length).toBeLessThan(text.length / 2);
    expect(text).toMatch(path === '/' ? /<html/ : /"question"/);
  });

  it.each(['identity', 'br;q=0', 'br;q=0, gzip;q=0', '*;q=0'])('sends plain text to a client that accepts %s', async (accept) => {
    const { headers, body } = await raw('/', { 'accept-encoding': accept });
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    expect(body.toString('utf8')).toMatch(/<html/);
  });
});

describe('revalidation', () => {
  it.each([
    ['/team', 'identity'],
    ['/team', 'br'],
    ['/_islands/hydrate.js', 'gzip'],
  ])('%s (%s) has an ETag, and a request naming it gets 304 with no body and the caching headers', async (path, accept) => {
    const first = await raw(path, { 'accept-encoding': accept });
    expect(first.status).toBe(200);
    const etag = first.headers.etag!;
    // Strong for the file's own bytes; weak once compressed, which makes other bytes.
    expect(etag).toMatch(accept === 'identity' ? /^"[^"]+"$/ : /^W\/"[^"]+"$/);
    for (const ifNoneMatch of [etag, etag.replace(/^W\//, ''), `"other", ${etag}`, '*']) {
      const again = await raw(path, { 'accept-encoding': accept, 'if-none-match': ifNoneMatch });
      expect([ifNoneMatch, again.status, again.body.length]).toEqual([ifNoneMatch, 304, 0]);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
      expect(again.headers.vary).toMatch(/Accept-Encoding/i);
      expect(again.headers['content-encoding']).toBeUndefined();
    }
    const other = await raw(path, { 'accept-encoding': accept, 'if-none-match': '"other"' });
    expect(other.status).toBe(200);
    expect(other.body.length).toBeGreaterThan(0);
  });

  it('gives a file changed in place a new ETag at once, so a browser never keeps the old bytes', async () => {
    const file = new URL('../../dist/e2e-etag.txt', import.meta.url);
    writeFileSync(file, 'first');
    try {
      const first = await raw('/e2e-etag.txt');
      expect(first.body.toString()).toBe('first');
      writeFileSync(file, 'second');
      const second = await raw('/e2e-etag.txt', { 'if-none-match': first.headers.etag! });
      expect([second.status, second.body.toString()]).toEqual([200, 'second']);
      expect(second.headers.etag).not.toBe(first.headers.etag);
    } finally {
      rmSync(file, { force: true });
    }
  });

  it('leaves function answers alone: no ETag, never a 304', async () => {
    const res = await raw('/api/jobs?revalidation=1', { 'if-none-match': '*' });
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('scheduled functions', () => {
  // Netlify runs them on their schedule and gives them no address; the emulation ran one for anyone.
  it.each([
    ['GET', 'retention-scheduled'],
    ['POST', 'retention-scheduled'],
    ['GET', 'outbox-scheduled'],
    ['POST', 'comment-digest-scheduled'],
    ['GET', 'rebuild-scheduled'],
  ])('%s /.netlify/functions/%s is the 404 page', async (method, name) => {
    const res = await raw(`/.netlify/functions/${name}`, {}, method);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('header rules of netlify.toml on files', () => {
  it('serves the feed as RSS in UTF-8 (a static build keeps no content type of its own)', async () => {
    const res = await raw('/rss.xml', { 'accept-encoding': 'identity' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.body.toString('utf8')).toMatch(/^<\?xml[^>]*>\s*<rss/);
  });

  it('serves the job feed as XML in UTF-8', async () => {
    const res = await raw('/jobs.xml', { 'accept-encoding': 'identity' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.toString('utf8')).toMatch(/^<\?xml[^>]*>\s*<source>/);
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
    const answers = await Promise.all(
      paths.map(async (path) => [path, (await fetch(`${base()}${path}`, { redirect: 'manual' })).status] as const),
    );
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
  });

  it.each([
    ['/team/', '/team'],
    ['/blog/', '/blog'],
    ['/jobs/1/', '/jobs/1'],
    ['/areas/exeter/', '/areas/exeter'],
    ['/admin/', '/admin'],
  ])('redirects %s to the page’s one address %s, with the query, as Netlify does', async (path, target) => {
    const res = await fetch(`${base()}${path}?x=1`, { redirect: 'manual' });
    expect([res.status, res.headers.get('location')]).toEqual([301, `${target}?x=1`]);
    // Bookmarks and old links with a slash still reach the page.
    expect((await fetch(`${base()}${path}`)).status).toBe(200);
  });

  it.each(['/team.html', '/jobs/1.html', '/index.html'])(
    'serves the file name %s itself, as Netlify does (the canonical link names the page)',
    async (path) => {
      const res = await fetch(`${base()}${path}`, { redirect: 'manual' });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('rel="canonical"');
    },
  );

  it.each(['/api/jobs/', '/api/jobs'])('never redirects an API path (%s)', async (path) => {
    const res = await fetch(`${base()}${path}`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/json/);
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

describe('what Netlify’s CDN answers itself', () => {
  it.each(['/_headers', '/_headers/', '/_redirects', '/_redirects/', '/%5Fheaders'])(
    'never serves the control file at %s (404)',
    async (path) => {
      const res = await raw(path);
      expect(res.status).toBe(404);
      expect(res.body.toString()).not.toMatch(/Strict-Transport-Security|^\/\*/m);
    },
  );

  it.each(['TRACE', 'PROPFIND'])('refuses %s with 405 and Allow, on a page and on a function path alike (never a 500)', async (method) => {
    for (const path of ['/', '/team', '/api/jobs']) {
      const res = await raw(path, {}, method);
      expect([path, res.status]).toEqual([path, 405]);
      expect(res.headers.allow).toMatch(/\bGET\b/);
    }
  });

  const big = Buffer.alloc(7 * 1024 * 1024);
  it.each([
    ['a redirect to the page’s one address (301)', () => raw('/team/'), 301],
    ['a request target that is not a path (400)', () => raw('http://evil.com/api/jobs'), 400],
    ['an unknown method (405)', () => raw('/team', {}, 'TRACE'), 405],
    [
      'a function body over Netlify’s limit (413)',
      async () => {
        const res = await fetch(`${base()}/api/applications`, {
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream' },
          body: new Uint8Array(big),
        });
        return { status: res.status, headers: Object.fromEntries(res.headers) as http.IncomingHttpHeaders };
      },
      413,
    ],
  ])('gives its own answer to %s every security header', async (_name, answer, status) => {
    const res = await answer();
    expect(res.status).toBe(status);
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS))
      expect([name, res.headers[name.toLowerCase()]]).toEqual([name, value]);
  });
});
