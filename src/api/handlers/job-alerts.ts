import { enforceRateLimit, RATE_LIMITS, RateLimitExceededError, withinRateLimit } from '../../abuse/rate-limit';
import { SITE_CEILINGS, withinSiteCeiling } from '../../abuse/site-ceilings';
import { JOB_TYPES } from '../../config/choices';
import { getDb } from '../../db/client';
import { SALARY_STEPS } from '../../jobs/search/filters';
import { regionGroups, REMOTE } from '../../jobs/search/locations';
import { describeCriteria } from '../../job-alerts/criteria';
import {
  confirmSubscription,
  findByLinkToken,
  findPending,
  JOB_ALERT_LINKS,
  subscribe,
  unsubscribe,
  updateSubscription,
  type Subscription,
} from '../../job-alerts/subscriptions';
import { linkToken } from '../../job-alerts/tokens';
import { careerPaths } from '../../quiz/careerPaths';
import { PATH_IDS } from '../../config/choices';
import { jobAlertCriteriaSchema, jobAlertSchema } from '../../job-alerts/schema';
import { JOB_ALERT_FORM, JOB_ALERT_LABELS, JOB_ALERT_PAGES } from '../../texts/job-alerts';
import { JOB_ALERT_FREQUENCIES } from '../../config/job-alerts';
import { escapeHtml } from '../../utils/html';
import { maskedEmail } from '../../utils/masked-email';
import { parseFormUrlEncoded } from '../../utils/form-urlencoded';
import { alertFormPath } from '../../job-alerts/form-pages';
import { buttonVariants } from '../../components/ui/button';
import { inputVariants, labelClass } from '../../components/ui/input';
import { htmlAnswer, htmlPage } from '../html-page';
import { errorResponse, HttpError, json, parseWith, readJsonOrForm, readText, route, type Handler } from '../http';
import { answerNativeForms } from '../native-form';
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

const page = (title: string, body: string) => htmlPage({ title, body: `<h1>${escapeHtml(title)}</h1>\n${body}` });
const button = (label: string, variant: 'primary' | 'danger' = 'primary') =>
  `<button type="submit" class="${buttonVariants({ variant, focusRing: true })}">${escapeHtml(label)}</button>`;
const jobsLink = `<p><a href="/jobs">${escapeHtml(JOB_ALERT_PAGES.seeJobs)}</a></p>`;
const message = (title: string, text: string, status = 200) => htmlAnswer(page(title, `<p>${escapeHtml(text)}</p>\n${jobsLink}`), status);
const frequencyWords = (frequency: string) => (JOB_ALERT_FREQUENCIES.find((f) => f.value === frequency)?.label ?? frequency).toLowerCase();
const alertInWords = (sub: Subscription) =>
  `<strong>${escapeHtml(describeCriteria(sub))}</strong>, ${escapeHtml(frequencyWords(sub.frequency))}`;

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
      return page(answer.title, `<p>${escapeHtml(answer.body)}</p>\n${jobsLink}`);
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
    const subs = token ? await findPending(getDb(), token) : [];
    if (!subs.length) return message(JOB_ALERT_PAGES.invalid.title, JOB_ALERT_PAGES.invalid.body, 404);
    const { confirm } = JOB_ALERT_PAGES;
    const alerts =
      subs.length === 1
        ? `<p>${escapeHtml(confirm.alertFor)}: ${alertInWords(subs[0])}.</p>`
        : `<p>${escapeHtml(confirm.alertsFor)}</p>\n<ul>${subs.map((sub) => `<li>${alertInWords(sub)}</li>`).join('')}</ul>`;
    return htmlAnswer(
      page(
        confirm.title,
        `<p>${escapeHtml(confirm.body)}</p>
${alerts}
<form method="post" action="${JOB_ALERT_LINKS.confirm}?token=${encodeURIComponent(token)}">${button(confirm.button)}</form>`,
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
        `<p>${escapeHtml(JOB_ALERT_PAGES.confirmed.body)}</p>\n<p><a href="${escapeHtml(manage)}">${escapeHtml(JOB_ALERT_PAGES.confirmed.manage)}</a> ${escapeHtml(JOB_ALERT_PAGES.confirmed.manageNote)}</p>`,
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
  const field = inputVariants({ validated: false, className: 'mt-1 max-w-md' });
  const label = (name: keyof typeof JOB_ALERT_LABELS) =>
    `<label for="${name}" class="${labelClass}">${escapeHtml(JOB_ALERT_LABELS[name])}</label>`;
  const select = (name: keyof typeof JOB_ALERT_LABELS, options: string) =>
    `${label(name)}<select id="${name}" name="${name}" class="${field}">${options}</select>`;
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
<p>${escapeHtml(m.sentTo)} <strong>${escapeHtml(maskedEmail(sub.email))}</strong>.</p>
<form method="post" action="${action}">
<input type="hidden" name="action" value="save">
${label('q')}<input id="q" name="q" value="${escapeHtml(sub.q)}" maxlength="200" class="${field}">
${select('interest', [option('', m.anyInterest, sub.interest), ...PATH_IDS.map((id) => option(id, careerPaths[id].title, sub.interest))].join(''))}
${select('location', locations)}
${select('type', [option('', m.anyType, sub.type), ...JOB_TYPES.map((t) => option(t.value, t.label, sub.type))].join(''))}
${select('salary', salaries.join(''))}
${select('frequency', JOB_ALERT_FREQUENCIES.map((f) => option(f.value, f.label, sub.frequency)).join(''))}
<p class="mt-6">${button(m.save)}</p>
</form>
<form method="post" action="${action}">
<input type="hidden" name="action" value="unsubscribe">
${button(m.unsubscribe, 'danger')}
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
