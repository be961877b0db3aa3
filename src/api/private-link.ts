import { enforceRateLimit, RateLimitExceededError, type RateLimitRule } from '../abuse/rate-limit';
import { getDb } from '../db/client';
import { htmlAnswer } from './html-page';
import type { Handler, RequestContext } from './http';
import { tooManyPage } from './pages/application-status-pages';

/**
 * A page behind a private link (a status page, a candidate's question, a reviewer's shortlist) is a
 * capability: whoever holds the link sees it. So it is never kept by any cache, never indexed, and its
 * address (the token) never goes to another site in a Referer. 'same-origin' rather than 'no-referrer':
 * with no referrer at all a browser sends the page's forms with `Origin: null`, which the cross-site check
 * must refuse where Sec-Fetch-Site is missing.
 */
const PRIVATE_PAGE = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'same-origin' } as const;

export const privatePage = (html: string, status = 200, headers: Record<string, string> = {}) =>
  htmlAnswer(html, status, { ...PRIVATE_PAGE, ...headers });

/**
 * Every request for a private link counts against one limit per client network, found or not, so a
 * network cannot try tokens (256 bits: hopeless anyway) or act in bulk; over it, a page that says so.
 */
export function linkLimited(
  rule: RateLimitRule,
  handler: (token: string, req: Request, ctx: RequestContext) => Promise<Response>,
): Handler {
  return async (req, ctx) => {
    try {
      await enforceRateLimit(getDb(), rule, ctx.ip);
    } catch (error) {
      if (!(error instanceof RateLimitExceededError)) throw error;
      return privatePage(tooManyPage(error.message), 429, { 'retry-after': String(error.retryAfterSeconds) });
    }
    return handler(ctx.params.token ?? '', req, ctx);
  };
}
