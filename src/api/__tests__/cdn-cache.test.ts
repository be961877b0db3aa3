import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cdnCached, PUBLIC_READS_TAG, purgePublicReads } from '../cdn-cache';
import { HttpError, json, route } from '../http';

/** A stand-in for Netlify's purge API on loopback: records what it is sent, answers with `status`. */
const calls: Array<{ path: string; authorization?: string; body: unknown }> = [];
let status = 202;
/** Set to make the stand-in hold every request without answering (a hung purge API). */
let hang = false;
let purgeApi: string;
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    if (hang) return;
    calls.push({ path: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(body) });
    res.writeHead(status).end();
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  purgeApi = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Rejects with `message` after `ms`: a guard for a wait that only a timeout under test can end. */
function failAfter(ms: number, message: string): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(message)), ms).unref());
}

describe('cdnCached', () => {
  const read = route({
    GET: cdnCached(async (req) => {
      if (req.url.endsWith('/missing')) throw new HttpError(404, 'Job not found');
      return json([]);
    }),
  });

  it('lets the CDN keep a successful read, tagged, while browsers keep nothing', async () => {
    const res = await read(new Request('http://site/api/jobs'), { params: {} });
    expect(res.headers.get('netlify-cdn-cache-control')).toMatch(/^public, durable, s-maxage=\d+$/);
    expect(res.headers.get('netlify-cache-tag')).toBe(PUBLIC_READS_TAG);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('never lets it keep an error', async () => {
    const res = await read(new Request('http://site/api/jobs/missing'), { params: {} });
    expect(res.status).toBe(404);
    expect(res.headers.get('netlify-cdn-cache-control')).toBeNull();
  });
});

describe('purgePublicReads', () => {
  it('asks Netlify’s purge API to drop the public reads, with the function’s token', async () => {
    calls.length = 0;
    await purgePublicReads({ NETLIFY_PURGE_API_TOKEN: 'token-1', SITE_ID: 'site-1', CDN_PURGE_API_URL: purgeApi });
    expect(calls).toEqual([
      { path: '/api/v1/purge', authorization: 'Bearer token-1', body: { cache_tags: [PUBLIC_READS_TAG], site_id: 'site-1' } },
    ]);
  });

  it('does nothing where no CDN keeps anything (no purge token)', async () => {
    calls.length = 0;
    await purgePublicReads({ CDN_PURGE_API_URL: purgeApi });
    expect(calls).toEqual([]);
  });

  it('never fails the change when the purge fails: it logs, and the copies expire on their own', async () => {
    status = 500;
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(
        purgePublicReads({ NETLIFY_PURGE_API_TOKEN: 'token-1', SITE_ID: 'site-1', CDN_PURGE_API_URL: purgeApi }),
      ).resolves.toBeUndefined();
      expect(log).toHaveBeenCalledWith(expect.stringContaining('[cdn] purge failed'), expect.any(Error));
    } finally {
      log.mockRestore();
      status = 202;
    }
  });

  it('stops waiting for a purge API that does not answer: the change is already saved', async () => {
    hang = true;
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const purge = purgePublicReads({ NETLIFY_PURGE_API_TOKEN: 'token-1', SITE_ID: 'site-1', CDN_PURGE_API_URL: purgeApi }, 300);
      // The stand-in never answers: only the purge's own timeout can end the wait (the guard fails the test otherwise).
      await expect(
        Promise.race([purge, failAfter(4000, 'purgePublicReads is still waiting for the hung purge API: its timeout never fired')]),
      ).resolves.toBeUndefined();
      // The timeout given (300 ms) is what ended it.
      expect(log).toHaveBeenCalledWith(
        expect.stringContaining('[cdn] purge failed'),
        expect.objectContaining({ message: 'no answer within 300 ms' }),
      );
    } finally {
      log.mockRestore();
      hang = false;
    }
  });
});
