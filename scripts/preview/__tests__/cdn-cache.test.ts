import { describe, expect, it } from 'vitest';
import { CdnCache, cdnMaxAgeSeconds } from '../cdn-cache';

const get = (path: string, method = 'GET') => new Request(`http://preview${path}`, { method });
const answer = (body: string, headers: Record<string, string>, status = 200) => new Response(body, { status, headers });
const KEEP = {
  'netlify-cdn-cache-control': 'public, durable, s-maxage=60',
  'netlify-cache-tag': 'public-reads, jobs',
  'cache-control': 'no-store',
};

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

describe('cdnMaxAgeSeconds', () => {
  it.each([
    ['public, durable, s-maxage=60', {}, 60],
    ['public, max-age=30', {}, 30],
    ['public, s-maxage=0', {}, 0],
    ['private, s-maxage=60', {}, 0],
    ['public, no-store, s-maxage=60', {}, 0],
    ['s-maxage=60', {}, 0],
    ['public, s-maxage=60', { 'netlify-vary': 'cookie=session' }, 0],
  ])('%s %j → %i s', (control, extra, seconds) => {
    expect(cdnMaxAgeSeconds(new Headers({ 'netlify-cdn-cache-control': control, ...extra }))).toBe(seconds);
  });

  it('keeps nothing without the CDN header, whatever Cache-Control says', () => {
    expect(cdnMaxAgeSeconds(new Headers({ 'cache-control': 'public, max-age=600' }))).toBe(0);
  });
});

describe('CdnCache', () => {
  it('keeps a GET answer under its path and query until it expires, and hides the CDN headers', async () => {
    const time = clock();
    const cdn = new CdnCache(time);
    const first = await cdn.store(get('/api/jobs?page=2'), answer('[1]', KEEP));
    expect(first.headers.get('cache-status')).toBe('"Netlify Edge"; fwd=miss; stored');
    expect(first.headers.get('netlify-cdn-cache-control')).toBeNull();
    expect(first.headers.get('netlify-cache-tag')).toBeNull();
    expect(await first.text()).toBe('[1]');

    const hit = cdn.match('GET', '/api/jobs?page=2')!;
    expect(new TextDecoder().decode(hit.body)).toBe('[1]');
    expect(hit.headers.get('cache-status')).toBe('"Netlify Edge"; hit');
    expect(hit.headers.get('cache-control')).toBe('no-store');
    expect(hit.headers.get('netlify-cache-tag')).toBeNull();
    expect(cdn.match('HEAD', '/api/jobs?page=2')).toBeDefined();
    expect(cdn.match('GET', '/api/jobs')).toBeUndefined();
    expect(cdn.match('POST', '/api/jobs?page=2')).toBeUndefined();

    time.advance(59_999);
    expect(cdn.match('GET', '/api/jobs?page=2')).toBeDefined();
    time.advance(1);
    expect(cdn.match('GET', '/api/jobs?page=2')).toBeUndefined();
  });

  it.each([
    ['an error', get('/api/jobs/9'), answer('{}', KEEP, 404)],
    ['a POST', get('/api/jobs', 'POST'), answer('{}', KEEP)],
    ['an answer without the CDN header', get('/api/auth/user'), answer('{}', { 'cache-control': 'no-store' })],
  ])('keeps nothing for %s', async (_name, request, response) => {
    const cdn = new CdnCache();
    const passed = await cdn.store(request, response);
    expect(passed.headers.get('cache-status')).toBe('"Netlify Edge"; fwd=miss');
    expect(cdn.match('GET', new URL(request.url).pathname)).toBeUndefined();
  });

  it('purges by tag, or everything', async () => {
    const cdn = new CdnCache();
    await cdn.store(get('/api/jobs'), answer('[]', KEEP));
    await cdn.store(get('/api/blog'), answer('[]', { ...KEEP, 'netlify-cache-tag': 'posts' }));
    expect(cdn.purge(['jobs'])).toBe(1);
    expect(cdn.match('GET', '/api/jobs')).toBeUndefined();
    expect(cdn.match('GET', '/api/blog')).toBeDefined();
    expect(cdn.purge(['unknown'])).toBe(0);
    expect(cdn.purge()).toBe(1);
    expect(cdn.match('GET', '/api/blog')).toBeUndefined();
  });
});
