import { enforceRateLimit, RateLimitExceededError, RATE_LIMITS } from '../abuse/rate-limit';
import { findStanding, withdrawApplication, type ApplicationStanding } from '../candidates/status-link';
import { statusPagePath, withdrawalPath } from '../config/status-paths';
import { getDb } from '../db/client';
import { firstNameOf } from '../texts/greeting';
import {
  STATUS_IN_PLAIN_WORDS,
  STATUS_NOT_FOUND_TEXT,
  STATUS_PAGE_TEXT,
  STATUS_TOO_MANY_TEXT,
  WITHDRAW_TEXT,
} from '../texts/application-status';
import { formatDate } from '../utils/dates';
import { escapeHtml } from '../utils/html';
import { emailLink, phoneLink } from '../components/site-chrome';
import { buttonVariants } from '../components/ui/button';
import { CONFIRMATION_TEXT } from '../texts/forms';
import { htmlAnswer, htmlPage } from './html-page';
import { route, type Handler, type RequestContext } from './http';

/**
 * A status page is a capability: whoever holds the link sees it. So it is never kept by any cache, never
 * indexed, and its address (the token) never goes to another site in a Referer. 'same-origin' rather than
 * 'no-referrer': with no referrer at all a browser sends the withdrawal's form with `Origin: null`, which
 * the cross-site check must refuse where Sec-Fetch-Site is missing.
 */
const PRIVATE_PAGE = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'same-origin' } as const;

const page = (title: string, body: string, status = 200, headers: Record<string, string> = {}) =>
  htmlAnswer(htmlPage({ title, body }), status, { ...PRIVATE_PAGE, ...headers });
const paragraphs = (...lines: readonly string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
/** Who to call or write to, the phone and the address as links. */
const contact = ({ call, email, hours }: { call: string; email: string; hours: string }) =>
  `<p>${escapeHtml(call)} ${phoneLink()} ${escapeHtml(email)} ${emailLink()} ${escapeHtml(hours)}</p>`;

/** The same page for every token that opens nothing, whether it never existed or its application is gone. */
const notFound = () =>
  page(
    STATUS_NOT_FOUND_TEXT.title,
    `<h1>${escapeHtml(STATUS_NOT_FOUND_TEXT.title)}</h1>\n${paragraphs(STATUS_NOT_FOUND_TEXT.explain)}\n${contact(STATUS_NOT_FOUND_TEXT.contact)}`,
    404,
  );

function standingPage(token: string, a: ApplicationStanding): Response {
  const status = STATUS_IN_PLAIN_WORDS[a.status];
  const t = STATUS_PAGE_TEXT;
  return page(
    t.title,
    `<p>${escapeHtml(t.greeting(firstNameOf(a.firstName)))}</p>
<h1>${escapeHtml(t.title)}</h1>
<dl>
<dt>${escapeHtml(t.reference)}</dt><dd><strong data-reference>${escapeHtml(a.reference)}</strong></dd>
<dt>${escapeHtml(t.role)}</dt><dd>${escapeHtml(a.role ? `${a.role.title} at ${a.role.company}` : t.generalApplication)}</dd>
<dt>${escapeHtml(t.status)}</dt><dd data-status><strong>${escapeHtml(status.words)}</strong></dd>
<dt>${escapeHtml(t.since)}</dt><dd>${escapeHtml(formatDate(a.statusChangedAt, 'long'))}</dd>
</dl>
${paragraphs(CONFIRMATION_TEXT.referenceHint)}
<h2>${escapeHtml(t.next)}</h2>
${paragraphs(...status.next)}
<h2>${escapeHtml(t.withdrawHeading)}</h2>
${paragraphs(t.withdrawIntro)}
<p><a href="${escapeHtml(withdrawalPath(token))}">${escapeHtml(t.withdrawLink)}</a></p>
${paragraphs(t.private)}
${contact(t.contact)}`,
  );
}

function confirmationPage(token: string): Response {
  const t = WITHDRAW_TEXT;
  return page(
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
${paragraphs(t.explain, t.final)}
<form method="post" action="${escapeHtml(withdrawalPath(token))}"><button type="submit" class="${buttonVariants({ variant: 'destructive', focusRing: true })}">${escapeHtml(t.confirm)}</button></form>
<p><a href="${escapeHtml(statusPagePath(token))}">${escapeHtml(t.keep)}</a></p>`,
  );
}

const withdrawnPage = () =>
  page(
    WITHDRAW_TEXT.doneTitle,
    `<h1>${escapeHtml(WITHDRAW_TEXT.doneTitle)}</h1>
${paragraphs(WITHDRAW_TEXT.done, WITHDRAW_TEXT.again)}
<p><a href="/">${escapeHtml(WITHDRAW_TEXT.home)}</a></p>`,
  );

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
      const t = STATUS_TOO_MANY_TEXT;
      return page(t.title, `<h1>${escapeHtml(t.title)}</h1>\n${paragraphs(error.message)}\n${contact(t.contact)}`, 429, {
        'retry-after': String(error.retryAfterSeconds),
      });
    }
    return handler(ctx.params.token ?? '');
  };
}

/** GET /api/application-status/{token}: the candidate's status page (issue 34, section 4), or the same 404 for any other token. */
export const applicationStanding = route({
  GET: limited(async (token) => {
    const standing = await findStanding(getDb(), token);
    return standing ? standingPage(token, standing) : notFound();
  }),
});

/**
 * GET /api/application-status/{token}/withdraw asks the candidate to confirm; their POST (a plain form, so
 * without JavaScript too; `route` refuses one from another site) withdraws the application and erases
 * everything held under its address, as the admin's erasure request does, recorded the same way. The link
 * then opens nothing, so sending the form again gets the 404 page.
 */
export const applicationWithdrawal = route({
  GET: limited(async (token) => ((await findStanding(getDb(), token)) ? confirmationPage(token) : notFound())),
  POST: limited(async (token) => ((await withdrawApplication(getDb(), token)) ? withdrawnPage() : notFound())),
});
