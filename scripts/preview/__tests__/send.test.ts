import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strongETag } from '../conditional';
import { send } from '../send';

const PAGE = new TextEncoder().encode(`<!doctype html><title>Team</title>${'<p>Psychology graduates in sales.</p>'.repeat(60)}`);
const ETAG = strongETag(PAGE);
/** A served file as siteAnswer passes it on: bytes or a stream, with its ETag and caching headers. */
const fileHeaders = () =>
  new Headers({
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(PAGE.length),
    etag: ETAG,
    'cache-control': 'public, max-age=0, must-revalidate',
  });
const streamOf = (bytes: Uint8Array) => new ReadableStream({ start: (c) => (c.enqueue(bytes), c.close()) });

let server: http.Server;
let port: number;
beforeAll(async () => {
  server = http.createServer((req, res) => send(req, res, 200, fileHeaders(), req.url === '/stream' ? streamOf(PAGE) : PAGE));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const request = (path: string, headers: Record<string, string>, method = 'GET') =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });

describe('send', () => {
  it.each([
    // [path, method, Accept-Encoding, If-None-Match, status, Content-Encoding, ETag, body bytes]
    ['/bytes', 'GET', 'identity', undefined, 200, undefined, ETAG, PAGE.length],
    ['/stream', 'GET', 'identity', undefined, 200, undefined, ETAG, PAGE.length],
    ['/bytes', 'GET', 'identity', ETAG, 304, undefined, ETAG, 0],
    ['/stream', 'GET', 'br', `W/${ETAG}`, 304, undefined, `W/${ETAG}`, 0],
    ['/bytes', 'GET', 'br', ETAG, 304, undefined, `W/${ETAG}`, 0],
    ['/bytes', 'GET', 'gzip', `"other", ${ETAG}`, 304, undefined, `W/${ETAG}`, 0],
    ['/bytes', 'GET', 'identity', '*', 304, undefined, ETAG, 0],
    ['/bytes', 'HEAD', 'identity', ETAG, 304, undefined, ETAG, 0],
    ['/bytes', 'GET', 'identity', '"other"', 200, undefined, ETAG, PAGE.length],
    ['/bytes', 'HEAD', 'br', undefined, 200, 'br', `W/${ETAG}`, 0],
    ['/bytes', 'GET', 'br;q=0, gzip', undefined, 200, 'gzip', `W/${ETAG}`, -1],
  ])('%s %s, Accept-Encoding %s, If-None-Match %s → %i', async (path, method, accept, ifNoneMatch, status, encoding, etag, length) => {
    const res = await request(path, { 'accept-encoding': accept, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) }, method);
    expect(res.status).toBe(status);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.etag).toBe(etag);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.vary).toBe('Accept-Encoding');
    if (length >= 0) expect(res.body.length).toBe(length);
    else expect(res.body.length).toBeGreaterThan(0);
    if (status === 304) expect(res.headers['content-type']).toBeUndefined();
  });

  it('sends the bytes compressed when the client accepts it', async () => {
    const res = await request('/stream', { 'accept-encoding': 'br' });
    expect(res.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(res.body)).toEqual(Buffer.from(PAGE));
  });
});
