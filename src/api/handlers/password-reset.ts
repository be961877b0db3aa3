import { enforceRateLimit, RATE_LIMITS } from '../../abuse/rate-limit';
import { WeakPasswordError } from '../../auth/errors';
import { findResetAccount, requestPasswordReset, resetPassword } from '../../auth/password-reset';
import { getDb } from '../../db/client';
import { passwordResetSchema } from '../../schemas/password-reset';
import { PASSWORD_RESET_TEXT } from '../../texts/security';
import { escapeHtml } from '../../utils/html';
import { parseFormUrlEncoded } from '../../utils/form-urlencoded';
import { ADMIN_HEADERS } from '../admin-guard';
import { clientOf } from '../client-device';
import { htmlAnswer } from '../html-page';
import { json, readJsonOrForm, readText, route, type RequestEnv } from '../http';
import { answerNativeForms } from '../native-form';
import { chooseForm, resetPage, reviewSectionHtml, signInLink } from '../pages/password-reset-pages';
import { afterAnswer, sendAfterAnswer, sendTopic } from '../after-answer';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditAction } from '../../auth/audit-log';
import type { DeviceFacts } from '../../auth/device';
import { FactorChangeRefusedError } from '../../auth/errors';
import {
  readReviewGrant,
  removePasskeyAfterReset,
  removeTotpAfterReset,
  reviewFactors,
  signReviewGrant,
  type ReviewGrant,
} from '../../auth/factors/post-reset';
import { queueMail } from '../../notifications/outbox';
import { renderMail } from '../../notifications/render';
import { mailSettingsFromEnv } from '../../notifications/settings';
import { accountChanged } from '../../texts/emails';
import { FACTOR_CHANGES, FACTOR_REFUSALS, REAUTH_MESSAGES } from '../../texts/security-factors';
import { FACTOR_MAIL_TEMPLATES } from '../../auth/factors/account-factors';

const T = PASSWORD_RESET_TEXT;
const SENT = { message: T.sent.body };

const page = (title: string, body: string, status = 200) =>
  htmlAnswer(resetPage(title, body), status, { ...ADMIN_HEADERS, 'referrer-policy': 'no-referrer' });
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
    success: () => resetPage(T.sent.title, `<p>${escapeHtml(T.sent.body)}</p>\n${signInLink}`),
    formPath: '/admin',
    failure: T.failure,
    labels: { email: T.labels.email },
  },
);

/** The token a link carries (?token=...), or ''. */
const tokenOf = (req: Request) => new URL(req.url).searchParams.get('token') ?? '';

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
    const grant = await signReviewGrant(db, account.email);
    const review = grant ? await reviewSection(db, grant) : '';
    return page(T.done.title, `<p>${escapeHtml(T.done.body)}</p>\n${review}${signInLink}`);
  },
});

const R = T.review;

/** The reset's last part: the account's passkeys and app, each with a form that removes it. */
async function reviewSection(db: Kysely<Database>, grant: string, userId?: number, message = ''): Promise<string> {
  const id = userId ?? (await readReviewGrant(db, grant))?.userId;
  return id === undefined ? '' : reviewSectionHtml(grant, await reviewFactors(db, id), message);
}

/**
 * POST /api/auth/new-password/factors: the reset page's removal forms (grant, and passkey=<id> or
 * totp=remove with a code) → the page again, saying what was removed; the owner is emailed each removal.
 */
export const authResetFactors = route({
  POST: async (req, ctx) => {
    const db = getDb();
    await enforceRateLimit(db, RATE_LIMITS.passwordResetLinks, ctx.ip);
    const fields = /^application\/x-www-form-urlencoded\b/i.test(req.headers.get('content-type') ?? '')
      ? (parseFormUrlEncoded(await readText(req, 16 * 1024)) ?? {})
      : {};
    const grant = await readReviewGrant(db, fields.grant ?? '');
    if (!grant) return page(R.heading, `<p>${escapeHtml(R.expired)}</p>\n${signInLink}`, 403);
    const client = clientOf(req, ctx);
    const again = async (message: string, status = 200) =>
      page(T.done.title, `${await reviewSection(db, fields.grant ?? '', grant.userId, message)}${signInLink}`, status);
    let what: string;
    try {
      if (fields.passkey) {
        const name = await removePasskeyAfterReset(db, grant, fields.passkey);
        if (name === undefined) return again(FACTOR_REFUSALS.noPasskey, 404);
        what = FACTOR_CHANGES.passkeyRemoved(name);
        await factorRemoved(db, ctx, grant, 'passkey-removed', what, client, name);
      } else if (fields.totp === 'remove') {
        if (!(await removeTotpAfterReset(db, grant, (fields.code ?? '').trim(), ctx.ip))) return again(REAUTH_MESSAGES.wrongCode, 400);
        what = FACTOR_CHANGES.totpDisabled;
        await factorRemoved(db, ctx, grant, 'totp-disabled', what, client);
      } else return again('', 400);
    } catch (error) {
      if (error instanceof FactorChangeRefusedError) return again(error.message, 409);
      throw error;
    }
    return again(R.removed(what));
  },
});

/** Audits a removal made after a reset, and emails the owner (the reset's own email told them of the reset). */
async function factorRemoved(
  db: Kysely<Database>,
  ctx: RequestEnv,
  grant: ReviewGrant,
  action: AuditAction,
  what: string,
  client: Omit<DeviceFacts, 'known'>,
  detail?: string,
) {
  const now = new Date();
  const topic = `${FACTOR_MAIL_TEMPLATES.changed}:reset:${grant.userId}:${action}:${now.getTime()}`;
  const mail = accountChanged({ what, addedWayIn: false, ...client, at: now }, { origin: mailSettingsFromEnv().origin });
  await db.transaction().execute(async (trx) => {
    await recordAudit(
      trx,
      action,
      grant.userId,
      { ...(detail === undefined ? {} : { detail }), after: 'password-reset', device: client.device },
      now,
    );
    await queueMail(trx, topic, [{ template: FACTOR_MAIL_TEMPLATES.changed, recipient: grant.email, ...renderMail(mail) }], now);
  });
  await sendAfterAnswer(ctx, topic);
}
