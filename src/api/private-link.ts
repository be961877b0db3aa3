import type { RateLimitRule } from '../abuse/rate-limit';
import { htmlAnswer } from './html-page';
import type { Handler, RequestContext } from './http';
import { tooManyPage } from './pages/application-status-pages';
import { rateLimited } from './rate-limited';

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

/** A private link's handler behind its limit (rateLimited), given the link's token; over it, a private page that says so. */
export const linkLimited = (
  rule: RateLimitRule,
  handler: (token: string, req: Request, ctx: RequestContext) => Promise<Response>,
): Handler => rateLimited(rule, tooManyPage, (req, ctx) => handler(ctx.params.token ?? '', req, ctx), privatePage);
