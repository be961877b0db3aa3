import { RATE_LIMITS, withinRateLimit } from '../../abuse/rate-limit';
import { SITE_CEILINGS, withinSiteCeiling } from '../../abuse/site-ceilings';
import { getDb } from '../../db/client';
import {
  confirmSubscription,
  findByLinkToken,
  findPending,
  JOB_ALERT_LINKS,
  subscribe,
  unsubscribe,
  updateSubscription,
} from '../../job-alerts/subscriptions';
import { linkToken } from '../../job-alerts/tokens';
import { jobAlertCriteriaSchema, jobAlertSchema } from '../../job-alerts/schema';
import { JOB_ALERT_FORM, JOB_ALERT_LABELS, JOB_ALERT_PAGES } from '../../texts/job-alerts';
import { escapeHtml } from '../../utils/html';
import { parseFormUrlEncoded } from '../../utils/form-urlencoded';
import { alertFormPath } from '../../job-alerts/form-pages';
import { htmlAnswer } from '../html-page';
import { errorResponse, HttpError, json, parseWith, readJsonOrForm, readText, route, type Handler } from '../http';
import { rateLimited } from '../rate-limited';
import { answerNativeForms } from '../native-form';
import { alertPage, confirmedPage, confirmPage, managePage, messagePage } from '../pages/job-alert-pages';
import { methodsOf, recordRoute } from '../route-map';
import { sendAfterAnswer } from '../after-answer';

/**
 * What a sign-up's answer says: the same whatever the address when a confirmation went (or nothing was
 * stored, a honeypot's); a second sign-up within the hour is told the truth about its confirmation.
 */
const ANSWERS = {
  sent: JOB_ALERT_PAGES.checkEmail,
  joined: JOB_ALERT_PAGES.joined,
  later: JOB_ALERT_PAGES.later,
} as const;

const message = (title: string, text: string, status = 200) => htmlAnswer(messagePage(title, text), status);

/** The token a link carries (?token=...), or ''. */
const tokenOf = (req: Request) => new URL(req.url).searchParams.get('token') ?? '';

/** The fields of a small form the API's own pages post (urlencoded), or an empty set. */
async function formFields(req: Request): Promise<Record<string, string>> {
  if (!/^application\/x-www-form-urlencoded\b/i.test(req.headers.get('content-type') ?? '')) return {};
  return parseFormUrlEncoded(await readText(req, 16 * 1024)) ?? {};
}

/**
 * POST /api/job-alerts: a sign-up, as JSON or a native form post (then answered with a page). 202 for any
 * valid address, whether or not a confirmation went (one an hour per inbox) or it is subscribed already.
 */
export const jobAlertsCollection = answerNativeForms(
  route({
    POST: async (req, ctx) => {
      const db = getDb();
      const signUp = await withinRateLimit(db, RATE_LIMITS.jobAlerts, ctx.ip, async () => {
        const data = await readJsonOrForm(req, jobAlertSchema);
        if (data.website) return undefined;
        return withinSiteCeiling(db, SITE_CEILINGS.jobAlerts, 1, () => subscribe(db, data));
      });
      if (signUp?.topic) await sendAfterAnswer(ctx, signUp.topic);
      const outcome = signUp?.outcome ?? 'sent';
      return json({ message: ANSWERS[outcome].body, outcome }, 202);
    },
  }),
  {
    success: (body) => {
      const outcome = (body as { outcome?: unknown }).outcome;
      const answer = outcome === 'joined' || outcome === 'later' ? ANSWERS[outcome] : ANSWERS.sent;
      return messagePage(answer.title, answer.body);
    },
    // Only the site's own pages with the form: the Referer is anyone's to write.
    formPath: (req) => alertFormPath(req.headers.get('referer')),
    failure: JOB_ALERT_PAGES.notCreated,
    labels: JOB_ALERT_LABELS,
  },
);

/**
 * Every request for an emailed link (confirm, manage, unsubscribe, the one-click POST) counts against one
 * limit per client network, found or not, as the status links do: nobody tries tokens in bulk (they are
 * unguessable anyway); over it, a page that says so.
 */
const limited = (handler: Handler) =>
  rateLimited(RATE_LIMITS.jobAlertLinks, (message) => alertPage(JOB_ALERT_PAGES.tooMany.title, `<p>${escapeHtml(message)}</p>`), handler);

/** GET: the confirmation page, one button (mail scanners follow links; only the POST confirms). POST: confirms. */
export const jobAlertConfirm = route({
  GET: limited(async (req) => {
    const token = tokenOf(req);
    const subs = token ? await findPending(getDb(), token) : [];
    if (!subs.length) return message(JOB_ALERT_PAGES.invalid.title, JOB_ALERT_PAGES.invalid.body, 404);
    return htmlAnswer(confirmPage(token, subs));
  }),
  POST: limited(async (req) => {
    const sub = await confirmSubscription(getDb(), tokenOf(req));
    if (!sub) return message(JOB_ALERT_PAGES.invalid.title, JOB_ALERT_PAGES.invalid.body, 404);
    return htmlAnswer(confirmedPage(`${JOB_ALERT_LINKS.manage}?token=${encodeURIComponent(linkToken(sub))}`));
  }),
});

/** GET: the manage page. POST: saves the form (action=save) or unsubscribes (action=unsubscribe). */
export const jobAlertManage = route({
  GET: limited(async (req) => {
    const token = tokenOf(req);
    const sub = await findByLinkToken(getDb(), token);
    if (!sub) return message(JOB_ALERT_PAGES.invalid.title, JOB_ALERT_PAGES.invalid.body, 404);
    return htmlAnswer(managePage(sub, token));
  }),
  POST: limited(async (req) => {
    const token = tokenOf(req);
    const fields = await formFields(req);
    const db = getDb();
    if (fields.action === 'unsubscribe') {
      if (!(await unsubscribe(db, token))) return message(JOB_ALERT_PAGES.invalid.title, JOB_ALERT_PAGES.invalid.body, 404);
      return message(JOB_ALERT_PAGES.unsubscribed.title, JOB_ALERT_PAGES.unsubscribed.body);
    }
    let criteria;
    try {
      criteria = parseWith(jobAlertCriteriaSchema, fields);
    } catch (error) {
      if (error instanceof HttpError) return message(JOB_ALERT_FORM.heading, error.message, error.status);
      throw error;
    }
    if (!(await updateSubscription(db, token, criteria))) return message(JOB_ALERT_PAGES.invalid.title, JOB_ALERT_PAGES.invalid.body, 404);
    return message(JOB_ALERT_PAGES.saved.title, JOB_ALERT_PAGES.saved.body);
  }),
});

/** RFC 8058's one-click unsubscribe: at once, no sign-in or confirmation, and 200 even for a link that no longer works. */
const oneClickUnsubscribe = limited(async (req) => {
  await unsubscribe(getDb(), tokenOf(req));
  return message(JOB_ALERT_PAGES.unsubscribed.title, JOB_ALERT_PAGES.unsubscribed.body);
});

/** GET (a person or a scanner opening the address) only leads to the manage page; POST is listed so that a 405 names it in Allow. */
const unsubscribeRoutes = route({
  POST: oneClickUnsubscribe,
  GET: limited(
    async (req) =>
      new Response(null, {
        status: 303,
        headers: { location: `${JOB_ALERT_LINKS.manage}?token=${encodeURIComponent(tokenOf(req))}`, 'cache-control': 'no-store' },
      }),
  ),
});

/**
 * /api/job-alerts/unsubscribe?token=. The POST is RFC 8058's one-click unsubscribe (the mail client posts
 * `List-Unsubscribe=One-Click`), answered 200 even for a link that no longer works: the mail client can do
 * nothing else, and the subscription is gone either way. It is the one write here taken from any origin: a
 * webmail posts it from its own page (`Origin: https://mail.google.com`, or `null`), and the token, not the
 * page it came from, is what allows it; so it cannot be forged without the token, and it stays rate limited.
 */
export const jobAlertUnsubscribe: Handler = recordRoute(
  async (req, ctx) => {
    // `route` refuses writes another origin sent; this one it must take, so it is answered here.
    if (req.method !== 'POST') return unsubscribeRoutes(req, ctx);
    try {
      return await oneClickUnsubscribe(req, ctx);
    } catch (error) {
      return errorResponse(error);
    }
  },
  { ...methodsOf(unsubscribeRoutes), POST: { ...methodsOf(unsubscribeRoutes).POST, anyOrigin: true } },
);
