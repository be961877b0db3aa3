import { RATE_LIMITS } from '../../abuse/rate-limit';
import { getDb } from '../../db/client';
import { findRenewal, renewKeepDetails } from '../../people/renewal';
import { RENEWAL_PAGES } from '../../texts/registration';
import { htmlAnswer } from '../html-page';
import { rateLimited } from '../rate-limited';
import { route, type Handler } from '../http';
import { invalidRenewalPage, renewalMessagePage, renewedPage, renewPage } from '../pages/keep-details-pages';

const tokenOf = (req: Request) => new URL(req.url).searchParams.get('token') ?? '';

/** Every request for the link counts against one limit per client network, found or not; over it, a page that says so. */
const limited = (handler: Handler) =>
  rateLimited(RATE_LIMITS.renewalLinks, (message) => renewalMessagePage(RENEWAL_PAGES.tooMany, message), handler);

/**
 * /api/keep-details/renew?token= (the renewal reminder's link, docs/decisions/people.md). GET shows when
 * keeping the person's details ends and changes nothing (mail scanners open links); its button POSTs,
 * which renews for another 12 months.
 */
export const keepDetailsRenew = route({
  GET: limited(async (req) => {
    const token = tokenOf(req);
    const consent = await findRenewal(getDb(), token);
    return consent ? htmlAnswer(renewPage(token, consent.expiresAt!)) : htmlAnswer(invalidRenewalPage(), 404);
  }),
  POST: limited(async (req) => {
    const until = await renewKeepDetails(getDb(), tokenOf(req));
    return until ? htmlAnswer(renewedPage(until)) : htmlAnswer(invalidRenewalPage(), 404);
  }),
});
