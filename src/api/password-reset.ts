import { enforceRateLimit, RATE_LIMITS } from '../abuse/rate-limit';
import { WeakPasswordError } from '../auth/errors';
import { findResetAccount, requestPasswordReset, RESET_LINK_PATH, resetPassword } from '../auth/password-reset';
import { getDb } from '../db/client';
import { passwordResetSchema } from '../schemas/password-reset';
import { PASSWORD_RESET_TEXT } from '../texts/security';
import { MIN_PASSWORD_LENGTH } from '../auth/password-policy';
import { escapeHtml } from '../utils/html';
import { parseFormUrlEncoded } from '../utils/form-urlencoded';
import { ADMIN_HEADERS } from './admin-guard';
import { clientOf } from './client-device';
import { buttonVariants } from '../components/ui/button';
import { inputVariants, labelClass } from '../components/ui/input';
import { htmlAnswer, htmlPage } from './html-page';
import { json, readJsonOrForm, readText, route } from './http';
import { answerNativeForms } from './native-form';
import { afterAnswer, sendTopic } from './notifications';

const T = PASSWORD_RESET_TEXT;
const SENT = { message: T.sent.body };

const FIELD = inputVariants({ className: 'mt-1 max-w-md' });
const page = (title: string, body: string, status = 200) =>
  htmlAnswer(htmlPage({ title, body: `<h1>${escapeHtml(title)}</h1>\n${body}` }), status, {
    ...ADMIN_HEADERS,
    'referrer-policy': 'no-referrer',
  });
const signInLink = `<p><a href="/admin">${escapeHtml(T.signIn)}</a></p>`;
const invalidLink = () => page(T.invalid.title, `<p>${escapeHtml(T.invalid.body)}</p>\n${signInLink}`, 404);

/**
 * POST /api/auth/password-reset: { email }, as JSON or the sign-in screen's own form. 202 with the same
 * body for every valid address, and in the same time: the lookup, the link and its email all happen after
 * the answer. Limited per client here, and per address (silently) by requestPasswordReset.
 */
export const authPasswordReset = answerNativeForms(
  route({
    POST: async (req, ctx) => {
      const { email } = await readJsonOrForm(req, passwordResetSchema);
      const db = getDb();
      await enforceRateLimit(db, RATE_LIMITS.passwordResets, ctx.ip);
      const work = requestPasswordReset(db, email)
        .then((topic) => (topic ? sendTopic(topic) : undefined))
        .catch((error) => console.error('[auth] password reset request failed:', error));
      await afterAnswer(ctx, work);
      return json(SENT, 202, ADMIN_HEADERS);
    },
  }),
  {
    success: () =>
      htmlPage({ title: T.sent.title, body: `<h1>${escapeHtml(T.sent.title)}</h1>\n<p>${escapeHtml(T.sent.body)}</p>\n${signInLink}` }),
    formPath: '/admin',
    failure: T.failure,
    labels: { email: T.labels.email },
  },
);

/** The token a link carries (?token=...), or ''. */
const tokenOf = (req: Request) => new URL(req.url).searchParams.get('token') ?? '';

/** The new-password form; the account's address rides along, hidden, for password managers. */
function chooseForm(token: string, email: string, problems: string[] = []): string {
  const c = T.choose;
  const problemList = problems.length
    ? `<div id="password-problems" class="font-semibold text-red-800" role="alert"><p>${escapeHtml(T.refused)}:</p><ul>${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul></div>\n`
    : '';
  const described = problems.length ? 'password-hint password-problems' : 'password-hint';
  return `<p>${escapeHtml(c.intro)}</p>
${problemList}<form method="post" action="${RESET_LINK_PATH}?token=${encodeURIComponent(token)}">
<input type="email" name="username" value="${escapeHtml(email)}" autocomplete="username" readonly hidden>
<label for="password" class="${labelClass}">${escapeHtml(T.labels.password)}</label>
<input id="password" class="${FIELD}" name="password" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}" aria-describedby="${described}">
<p id="password-hint" class="mt-1 text-sm text-slate-600">${escapeHtml(c.hint)}</p>
<label for="confirm" class="${labelClass}">${escapeHtml(T.labels.confirm)}</label>
<input id="confirm" class="${FIELD}" name="confirm" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}">
<p><button type="submit" class="${buttonVariants({ focusRing: true })}">${escapeHtml(c.save)}</button></p>
</form>`;
}

/**
 * GET /api/auth/new-password?token=: the reset link's page, the new-password form (mail scanners open
 * links: a GET changes nothing). POST: sets the password (password, confirm), then the done page; a
 * refused password shows the form again with why, the link still unused.
 */
export const authNewPassword = route({
  GET: async (req, ctx) => {
    const db = getDb();
    await enforceRateLimit(db, RATE_LIMITS.passwordResetLinks, ctx.ip);
    const token = tokenOf(req);
    const account = await findResetAccount(db, token);
    if (!account) return invalidLink();
    return page(T.choose.title, chooseForm(token, account.email));
  },
  POST: async (req, ctx) => {
    const db = getDb();
    await enforceRateLimit(db, RATE_LIMITS.passwordResetLinks, ctx.ip);
    const token = tokenOf(req);
    const fields = /^application\/x-www-form-urlencoded\b/i.test(req.headers.get('content-type') ?? '')
      ? (parseFormUrlEncoded(await readText(req, 16 * 1024)) ?? {})
      : {};
    const account = await findResetAccount(db, token);
    if (!account) return invalidLink();
    const password = fields.password ?? '';
    if (password !== (fields.confirm ?? '')) return page(T.choose.title, chooseForm(token, account.email, [T.mismatch]), 400);
    try {
      const done = await resetPassword(db, token, password, clientOf(req, ctx));
      if (!done) return invalidLink();
      await afterAnswer(ctx, sendTopic(done.topic));
    } catch (error) {
      if (error instanceof WeakPasswordError) return page(T.choose.title, chooseForm(token, account.email, error.problems), 400);
      throw error;
    }
    return page(T.done.title, `<p>${escapeHtml(T.done.body)}</p>\n${signInLink}`);
  },
});
