import { enforceRateLimit, RateLimitExceededError, RATE_LIMITS } from '../../abuse/rate-limit';
import { findStanding, withdrawApplication } from '../../candidates/status-link';
import { getDb } from '../../db/client';
import { htmlAnswer } from '../html-page';
import { route, type Handler, type RequestContext } from '../http';
import { confirmationPage, notFoundPage, standingPage, tooManyPage, withdrawnPage } from '../pages/application-status-pages';

/**
 * A status page is a capability: whoever holds the link sees it. So it is never kept by any cache, never
 * indexed, and its address (the token) never goes to another site in a Referer. 'same-origin' rather than
 * 'no-referrer': with no referrer at all a browser sends the withdrawal's form with `Origin: null`, which
 * the cross-site check must refuse where Sec-Fetch-Site is missing.
 */
const PRIVATE_PAGE = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'same-origin' } as const;

const page = (html: string, status = 200, headers: Record<string, string> = {}) =>
  htmlAnswer(html, status, { ...PRIVATE_PAGE, ...headers });
const notFound = () => page(notFoundPage(), 404);

/**
 * Every request for a status link counts against one limit per client network, found or not, so a
 * network cannot try tokens (256 bits: hopeless anyway) or withdraw in bulk; over it, a page that says so.
 */
function limited(handler: (token: string) => Promise<Response>): Handler {
  return async (_req, ctx: RequestContext) => {
    try {
      await enforceRateLimit(getDb(), RATE_LIMITS.statusLinks, ctx.ip);
    } catch (error) {
      if (!(error instanceof RateLimitExceededError)) throw error;
      return page(tooManyPage(error.message), 429, { 'retry-after': String(error.retryAfterSeconds) });
    }
    return handler(ctx.params.token ?? '');
  };
}

/** GET /api/application-status/{token}: the candidate's status page (docs/decisions/application-status.md), or the same 404 for any other token. */
export const applicationStanding = route({
  GET: limited(async (token) => {
    const standing = await findStanding(getDb(), token);
    return standing ? page(standingPage(token, standing)) : notFound();
  }),
});

/**
 * GET /api/application-status/{token}/withdraw asks the candidate to confirm; their POST (a plain form, so
 * without JavaScript too; `route` refuses one from another site) withdraws the application and erases
 * everything held under its address, as the admin's erasure request does, recorded the same way. The link
 * then opens nothing, so sending the form again gets the 404 page.
 */
export const applicationWithdrawal = route({
  GET: limited(async (token) => ((await findStanding(getDb(), token)) ? page(confirmationPage(token)) : notFound())),
  POST: limited(async (token) => ((await withdrawApplication(getDb(), token)) ? page(withdrawnPage()) : notFound())),
});
