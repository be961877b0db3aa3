import { enforceRateLimit, RATE_LIMITS, RateLimitExceededError, withinRateLimit } from '../abuse/rate-limit';
import { SITE_CEILINGS, withinSiteCeiling } from '../abuse/site-ceilings';
import { JOB_TYPES } from '../config/choices';
import { getDb } from '../db/client';
import { SALARY_STEPS } from '../jobs/search/filters';
import { regionGroups, REMOTE } from '../jobs/search/locations';
import { describeCriteria } from '../job-alerts/criteria';
import {
  confirmSubscription,
  findByLinkToken,
  findPending,
  JOB_ALERT_LINKS,
  subscribe,
  unsubscribe,
  updateSubscription,
  type Subscription,
} from '../job-alerts/subscriptions';
import { linkToken } from '../job-alerts/tokens';
import { careerPaths, PATH_IDS } from '../quiz/careerPaths';
import { jobAlertCriteriaSchema, jobAlertSchema } from '../schemas/job-alert';
import { JOB_ALERT_FORM, JOB_ALERT_FREQUENCIES, JOB_ALERT_LABELS, JOB_ALERT_PAGES } from '../texts/job-alerts';
import { escapeHtml } from '../utils/html';
import { parseFormUrlEncoded } from '../utils/form-urlencoded';
import { htmlAnswer, htmlPage } from './html-page';
import { errorResponse, HttpError, json, parseWith, readJsonOrForm, readText, route, type Handler } from './http';
import { answerNativeForms } from './native-form';
import { sendAfterAnswer } from './notifications';

/** The same answer whatever the address: nobody learns from it whether one is subscribed. */
const ACCEPTED = { message: JOB_ALERT_PAGES.checkEmail.body };

const page = (title: string, body: string) => htmlPage({ title, body: `<h1>${escapeHtml(title)}</h1>\n${body}`, style: PAGE_STYLE });
const PAGE_STYLE =
  'form{margin:1.5rem 0}label{display:block;font-weight:600;margin:.75rem 0 .25rem}input,select{font:inherit;padding:.4rem;width:100%;max-width:24rem}button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border-radius:.375rem;border:0;background:#3730a3;color:#fff;cursor:pointer}button.secondary{background:#b91c1c}';
const message = (title: string, text: string, status = 200) =>
  htmlAnswer(page(title, `<p>${escapeHtml(text)}</p>\n<p><a href="/jobs">See the jobs</a></p>`), status);

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
      const topic = await withinRateLimit(db, RATE_LIMITS.jobAlerts, ctx.ip, async () => {
        const data = await readJsonOrForm(req, jobAlertSchema);
        if (data.website) return undefined;
        return withinSiteCeiling(db, SITE_CEILINGS.jobAlerts, 1, () => subscribe(db, data));
      });
      if (topic) await sendAfterAnswer(ctx, topic);
      return json(ACCEPTED, 202);
    },
  }),
  {
    success: () =>
      page(
        JOB_ALERT_PAGES.checkEmail.title,
        `<p>${escapeHtml(JOB_ALERT_PAGES.checkEmail.body)}</p>\n<p><a href="/jobs">Back to the jobs</a></p>`,
      ),
    formPath: (req) => new URL(req.headers.get('referer') ?? '/jobs', 'https://x').pathname,
    failure: { title: 'Job alert not created', fallback: 'Something went wrong. Please try again.' },
    labels: JOB_ALERT_LABELS,
  },
);

/**
 * Every request for an emailed link (confirm, manage, unsubscribe, the one-click POST) counts against one
 * limit per client network, found or not, as the status links do: nobody tries tokens in bulk (they are
 * unguessable anyway); over it, a page that says so.
 */
function limited(handler: Handler): Handler {
  return async (req, ctx) => {
    try {
      await enforceRateLimit(getDb(), RATE_LIMITS.jobAlertLinks, ctx.ip);
    } catch (error) {
      if (!(error instanceof RateLimitExceededError)) throw error;
      return htmlAnswer(page(JOB_ALERT_PAGES.tooMany.title, `<p>${escapeHtml(error.message)}</p>`), 429, {
        'retry-after': String(error.retryAfterSeconds),
      });
    }
    return handler(req, ctx);
  };
}

/** GET: the confirmation page, one button (mail scanners follow links; only the POST confirms). POST: confirms. */
export const jobAlertConfirm = route({
  GET: limited(async (req) => {
    const token = tokenOf(req);
    const sub = token ? await findPending(getDb(), token) : undefined;
    if (!sub) return message(JOB_ALERT_PAGES.invalid.title, JOB_ALERT_PAGES.invalid.body, 404);
    const { confirm } = JOB_ALERT_PAGES;
    return htmlAnswer(
      page(
        confirm.title,
        `<p>${escapeHtml(confirm.body)}</p>
<p>Alert for: <strong>${escapeHtml(describeCriteria(sub))}</strong>, ${escapeHtml(sub.frequency)}.</p>
<form method="post" action="${JOB_ALERT_LINKS.confirm}?token=${encodeURIComponent(token)}"><button type="submit">${escapeHtml(confirm.button)}</button></form>`,
      ),
    );
  }),
  POST: limited(async (req) => {
    const sub = await confirmSubscription(getDb(), tokenOf(req));
    if (!sub) return message(JOB_ALERT_PAGES.invalid.title, JOB_ALERT_PAGES.invalid.body, 404);
    const manage = `${JOB_ALERT_LINKS.manage}?token=${encodeURIComponent(linkToken(sub))}`;
    return htmlAnswer(
      page(
        JOB_ALERT_PAGES.confirmed.title,
        `<p>${escapeHtml(JOB_ALERT_PAGES.confirmed.body)}</p>\n<p><a href="${escapeHtml(manage)}">Change this alert or unsubscribe</a> (every alert email has this link too).</p>`,
      ),
    );
  }),
});

const option = (value: string, label: string, selected: string) =>
  `<option value="${escapeHtml(value)}"${value === selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;

/** The manage page: the alert's criteria and frequency as a form, and the unsubscribe button. */
function managePage(sub: Subscription, token: string): string {
  const m = JOB_ALERT_PAGES.manage;
  const action = `${JOB_ALERT_LINKS.manage}?token=${encodeURIComponent(token)}`;
  const select = (name: keyof typeof JOB_ALERT_LABELS, options: string) =>
    `<label for="${name}">${escapeHtml(JOB_ALERT_LABELS[name])}</label><select id="${name}" name="${name}">${options}</select>`;
  const locations = [
    option('', m.anyLocation, sub.location),
    option(REMOTE, 'Remote', sub.location),
    ...regionGroups().flatMap((g) => g.choices.map((c) => option(c.value, c.label, sub.location))),
  ].join('');
  const salaries = [
    option('', m.anySalary, String(sub.salary ?? '')),
    ...SALARY_STEPS.map((s) => option(String(s), `£${s.toLocaleString('en-GB')}+`, String(sub.salary ?? ''))),
  ];
  if (sub.salary && !(SALARY_STEPS as readonly number[]).includes(sub.salary))
    salaries.push(option(String(sub.salary), `£${sub.salary.toLocaleString('en-GB')}+`, String(sub.salary)));
  return page(
    m.title,
    `<p>${escapeHtml(m.intro)}</p>
<p>Sent to <strong>${escapeHtml(sub.email)}</strong>.</p>
<form method="post" action="${action}">
<input type="hidden" name="action" value="save">
<label for="q">${escapeHtml(JOB_ALERT_LABELS.q)}</label><input id="q" name="q" value="${escapeHtml(sub.q)}" maxlength="200">
${select('interest', [option('', m.anyInterest, sub.interest), ...PATH_IDS.map((id) => option(id, careerPaths[id].title, sub.interest))].join(''))}
${select('location', locations)}
${select('type', [option('', m.anyType, sub.type), ...JOB_TYPES.map((t) => option(t.value, t.label, sub.type))].join(''))}
${select('salary', salaries.join(''))}
${select('frequency', JOB_ALERT_FREQUENCIES.map((f) => option(f.value, f.label, sub.frequency)).join(''))}
<p><button type="submit">${escapeHtml(m.save)}</button></p>
</form>
<form method="post" action="${action}">
<input type="hidden" name="action" value="unsubscribe">
<button type="submit" class="secondary">${escapeHtml(m.unsubscribe)}</button>
</form>`,
  );
}

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
export const jobAlertUnsubscribe: Handler = async (req, ctx) => {
  // `route` refuses writes another origin sent; this one it must take, so it is answered here.
  if (req.method !== 'POST') return unsubscribeRoutes(req, ctx);
  try {
    return await oneClickUnsubscribe(req, ctx);
  } catch (error) {
    return errorResponse(error);
  }
};
