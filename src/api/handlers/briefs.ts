import { RATE_LIMITS, withinRateLimit } from '../../abuse/rate-limit';
import { SITE_CEILINGS, withinSiteCeiling } from '../../abuse/site-ceilings';
import { findAgreementVersion } from '../../agreements/versions';
import { confirmBrief, factsOf } from '../../briefs/confirm';
import { BRIEF_CONFIRM_PATH, findPendingBrief, submitBrief } from '../../briefs/pending';
import { buttonVariants } from '../../components/ui/button';
import { agreementVersionPath } from '../../config/agreement';
import { getDb } from '../../db/client';
import { briefSchema } from '../../schemas/brief';
import { BRIEF_LABELS, BRIEF_TEXT, briefRows } from '../../texts/employers';
import { formatDate } from '../../utils/date-format';
import { escapeHtml } from '../../utils/html';
import { htmlAnswer, htmlPage } from '../html-page';
import { json, readJsonOrForm, route, type Handler } from '../http';
import { rateLimited } from '../rate-limited';
import { answerNativeForms } from '../native-form';
import { sendAfterAnswer } from '../after-answer';

const page = (title: string, body: string) => htmlPage({ title, body: `<h1>${escapeHtml(title)}</h1>\n${body}` });
const message = (title: string, text: string, status = 200) => htmlAnswer(page(title, `<p>${escapeHtml(text)}</p>`), status);
const tokenOf = (req: Request) => new URL(req.url).searchParams.get('token') ?? '';

/**
 * POST /api/briefs: a vacancy brief from /employers, as JSON or as a native form post (answered with a
 * page). Every valid brief gets the same 202, whether a confirmation went, the inbox had its hourly three,
 * or the honeypot was filled (docs/decisions/employers.md).
 */
export const briefsCollection = answerNativeForms(
  route({
    POST: async (req, ctx) => {
      const db = getDb();
      const topic = await withinRateLimit(db, RATE_LIMITS.briefs, ctx.ip, async () => {
        const { url: honeypot, ...data } = await readJsonOrForm(req, briefSchema);
        if (honeypot) return undefined;
        return withinSiteCeiling(db, SITE_CEILINGS.briefs, 1, () => submitBrief(db, data));
      });
      if (topic) await sendAfterAnswer(ctx, topic);
      return json({ message: BRIEF_TEXT.accepted }, 202);
    },
  }),
  {
    success: () => page(BRIEF_TEXT.acceptedTitle, `<p>${escapeHtml(BRIEF_TEXT.accepted)}</p>`),
    formPath: '/employers#brief',
    failure: BRIEF_TEXT.failure,
    labels: BRIEF_LABELS,
  },
);

/** Every request for the emailed link counts against one limit per client network, found or not; over it, a page that says so. */
const limited = (handler: Handler) =>
  rateLimited(RATE_LIMITS.briefLinks, (message) => page(BRIEF_TEXT.tooMany, `<p>${escapeHtml(message)}</p>`), handler);

const invalidLink = () => message(BRIEF_TEXT.invalidLink.title, BRIEF_TEXT.invalidLink.body, 404);

/**
 * /api/briefs/confirm?token=. GET shows the brief and the agreement version and changes nothing (mail
 * scanners open links); its button POSTs, which confirms (src/briefs/confirm.ts).
 */
export const briefConfirm = route({
  GET: limited(async (req) => {
    const token = tokenOf(req);
    const db = getDb();
    const pending = await findPendingBrief(db, token);
    if (!pending) return invalidLink();
    const version = await findAgreementVersion(db, pending.agreementVersion);
    if (!version) return invalidLink();
    const c = BRIEF_TEXT.confirm;
    const rows = briefRows(factsOf(pending.fields))
      .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd class="whitespace-pre-line">${escapeHtml(value)}</dd>`)
      .join('\n');
    const effective = formatDate(`${version.effectiveFrom}T12:00:00Z`, 'long');
    return htmlAnswer(
      page(
        c.title,
        `<p>${escapeHtml(c.intro)}</p>
<h2>${escapeHtml(pending.fields.roleTitle)}</h2>
<dl>
${rows}
</dl>
<h2>${escapeHtml(BRIEF_LABELS.acceptAgreement)}</h2>
<p><a href="${agreementVersionPath(version.version)}">${escapeHtml(c.agreement(version.version, effective))}</a></p>
<p>${escapeHtml(c.signed(pending.fields.signatureName, formatDate(pending.createdAt, 'withZone')))}</p>
<form method="post" action="${BRIEF_CONFIRM_PATH}?token=${encodeURIComponent(token)}">
<button type="submit" class="${buttonVariants({ variant: 'primary', focusRing: true })}">${escapeHtml(c.button)}</button>
</form>`,
      ),
    );
  }),
  POST: limited(async (req, ctx) => {
    const confirmed = await confirmBrief(getDb(), tokenOf(req));
    if (!confirmed) return invalidLink();
    await sendAfterAnswer(ctx, confirmed.topic);
    return message(BRIEF_TEXT.confirmed.title, BRIEF_TEXT.confirmed.body);
  }),
});
