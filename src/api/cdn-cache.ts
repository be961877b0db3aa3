import { purgeCache } from '@netlify/functions';
import { readEnv, type EnvSource } from '../config/env';
import type { Handler } from './http';
import { marked } from './route-map';

/**
 * Public reads (jobs, posts, approved comments, the quiz) are the same for every visitor, so Netlify's CDN
 * keeps them and answers repeat requests without running a function: that is what holds their latency
 * under load (BENCHMARKS.md, API). Browsers still get `no-store`: only the CDN, which Netlify tells apart by
 * its own header, keeps a copy, and every admin change purges it (adminOnly), so a copy is never older than
 * the last change. What changes with time alone (a scheduled post coming due, a job expiring) shows within
 * CDN_MAX_AGE_SECONDS.
 */
export const CDN_MAX_AGE_SECONDS = 60;
/** The cache tag of every public read: one purge empties them all (admin changes are rare). */
export const PUBLIC_READS_TAG = 'public-reads';

/** A public read whose successful answers the CDN may keep (errors are never kept). */
export function cdnCached(handler: Handler): Handler {
  const cached: Handler = async (req, ctx) => {
    const res = await handler(req, ctx);
    if (res.status === 200) {
      res.headers.set('netlify-cdn-cache-control', `public, durable, s-maxage=${CDN_MAX_AGE_SECONDS}`);
      res.headers.set('netlify-cache-tag', PUBLIC_READS_TAG);
    }
    return res;
  };
  return marked(cached, { cdn: true }, handler);
}

/**
 * How long the admin's save waits for a purge. The change is already stored: a purge API that hangs must
 * not hold the answer until the function is stopped, which would show a saved change as failed (and a
 * "try again" would store it twice). Netlify's purge answers in well under a second.
 */
export const PURGE_TIMEOUT_MS = 3000;

/**
 * Empties the CDN's copies of public reads. Only where Netlify gives the function a purge token (deployed
 * functions, and `preview`, which points CDN_PURGE_API_URL at its own CDN emulation); elsewhere nothing is
 * cached. A failed or slow purge never fails the change: the copies expire within CDN_MAX_AGE_SECONDS.
 */
export async function purgePublicReads(env: EnvSource = process.env, timeoutMs = PURGE_TIMEOUT_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const {
      NETLIFY_PURGE_API_TOKEN: token,
      SITE_ID: siteID,
      CDN_PURGE_API_URL: apiURL,
    } = readEnv(['NETLIFY_PURGE_API_TOKEN', 'SITE_ID', 'CDN_PURGE_API_URL'], env);
    if (!token) return;
    // purgeCache takes no abort signal: the answer stops waiting, the request is left to end by itself.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    await Promise.race([purgeCache({ tags: [PUBLIC_READS_TAG], token, siteID, apiURL }), timeout]);
  } catch (error) {
    console.error(`[cdn] purge failed; public reads may be up to ${CDN_MAX_AGE_SECONDS} s old:`, error);
  } finally {
    clearTimeout(timer);
  }
}
