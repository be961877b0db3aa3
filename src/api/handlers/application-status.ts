import { RATE_LIMITS } from '../../abuse/rate-limit';
import { findStanding, withdrawApplication } from '../../candidates/status-link';
import { getDb } from '../../db/client';
import { introductionsOfPerson } from '../../introductions/ledger';
import { route } from '../http';
import { confirmationPage, notFoundPage, standingPage, withdrawnPage } from '../pages/application-status-pages';
import { linkLimited, privatePage } from '../private-link';

const page = privatePage;
const notFound = () => page(notFoundPage(), 404);
const limited = (handler: (token: string) => Promise<Response>) => linkLimited(RATE_LIMITS.statusLinks, handler);

/** GET /api/application-status/{token}: the candidate's status page (docs/decisions/application-status.md), or the same 404 for any other token. */
export const applicationStanding = route({
  GET: limited(async (token) => {
    const standing = await findStanding(getDb(), token);
    return standing ? page(standingPage(token, standing, await introductionsOfPerson(getDb(), standing.personId))) : notFound();
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
