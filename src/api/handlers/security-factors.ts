import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { toString as qrCodeSvg } from 'qrcode';
import type { Kysely } from 'kysely';
import { enforceRateLimit, RATE_LIMITS } from '../../abuse/rate-limit';
import { FactorChangeRefusedError, NotAdminError, ReauthRequiredError, SecondFactorRequiredError } from '../../auth/errors';
import { FACTOR_MAIL_TEMPLATES, factorState, mustEnrol } from '../../auth/factors/account-factors';
import { recordAudit, type AuditAction } from '../../auth/audit-log';
import { listPasskeys, registerPasskey, registrationOptions, relyingPartyOf } from '../../auth/factors/passkeys';
import { removePasskeyKeepingOne, removeTotpKeepingOne } from '../../auth/factors/remove-factor';
import { replaceRecoveryCodes } from '../../auth/factors/recovery-codes';
import { saveSecuritySettings } from '../../auth/factors/settings';
import { acceptTotpCode, beginTotpEnrolment } from '../../auth/factors/totp';
import { reauthenticate, reauthState, requireRecentReauth, type ReauthProof } from '../../auth/reauth';
import { sessionPublicId, sessionRecord, type SessionUser } from '../../auth/sessions';
import { getDb } from '../../db/client';
import type { Database } from '../../db/schema';
import { queueMail } from '../../notifications/outbox';
import { renderMail } from '../../notifications/render';
import { mailSettingsFromEnv } from '../../notifications/settings';
import { passkeyRegistrationSchema, reauthSchema, securitySettingsSchema, totpCodeSchema } from '../../schemas/security-factors';
import { accountChanged, accountChangeRefused, secondFactorSettingChanged } from '../../texts/emails';
import { ADMIN_HEADERS, signedIn } from '../admin-guard';
import { HttpError, json, readJson, route, type Handler, type RequestContext } from '../http';
import { marked } from '../route-map';
import { sendAfterAnswer } from '../after-answer';
import { DEVICE_COOKIE, readCookie } from '../session-cookie';
import { FACTOR_CHANGES, FACTOR_REFUSALS, type FactorAttempt } from '../../texts/security-factors';

interface FactorContext extends RequestContext {
  admin: SessionUser;
  sid: string;
  db: Kysely<Database>;
}
type FactorHandler = (req: Request, ctx: FactorContext) => Promise<Response>;

/**
 * A handler of the signed-in admin's own sign-in factors: open while the setting requires a factor they
 * do not have yet (they are setting one up). Reads (GET and HEAD) go only to this site's pages; each write
 * counts against the client's limit. Answers are never cached.
 */
function ownFactors(handler: FactorHandler): Handler {
  // Whether or not they have the factor the setting may require: this is where one is set up.
  const own = signedIn(async (req, { user: admin, sid, ...ctx }) => {
    if (!admin.isAdmin) throw new NotAdminError();
    const db = getDb();
    if (req.method !== 'GET' && req.method !== 'HEAD') await enforceRateLimit(db, RATE_LIMITS.securityFactors, ctx.ip);
    return handler(req, { ...ctx, admin, sid, db });
  });
  return marked(own, { access: 'admin-enrolling' });
}

/** Where a session of the account is, in the words the account emails use. */
async function whereFrom(db: Kysely<Database>, sid: string, now: Date) {
  const record = await sessionRecord(db, sid, now);
  return { device: record?.device ?? '', country: record?.country ?? null, at: now };
}

/**
 * Lets a change go ahead only when this session gave the password or a factor in the last few minutes
 * (a factor, with `factor`). A refused attempt is audited and its owner emailed (once per session and
 * kind of change in ten minutes), since a session that cannot say who it is may be someone else's.
 */
async function confirmedChange(ctx: FactorContext, attempt: FactorAttempt, { factor = false } = {}): Promise<void> {
  try {
    await requireRecentReauth(ctx.db, ctx.sid, { factor });
  } catch (error) {
    if (error instanceof ReauthRequiredError) await refusedChange(ctx, attempt);
    throw error;
  }
}

/** Audits a refused change and tells the account's owner what was tried. */
async function refusedChange({ db, admin, sid, ...env }: FactorContext, attempt: FactorAttempt): Promise<void> {
  const now = new Date();
  const facts = await whereFrom(db, sid, now);
  const topic = `${FACTOR_MAIL_TEMPLATES.refused}:${sessionPublicId(sid)}:${attempt}:${Math.floor(now.getTime() / 600_000)}`;
  const mail = accountChangeRefused(FACTOR_CHANGES.attempts[attempt], facts, { origin: mailSettingsFromEnv().origin });
  await db.transaction().execute(async (trx) => {
    await queueMail(trx, topic, [{ template: FACTOR_MAIL_TEMPLATES.refused, recipient: admin.email, ...renderMail(mail) }], now);
    await recordAudit(trx, 'factor-change-refused', admin.id, { attempt, device: facts.device, country: facts.country }, now);
  });
  await sendAfterAnswer(env, topic);
}

/** Audits a change and emails the account's owner what changed, from where, and how to undo it. */
async function changed({ db, admin, sid, ...env }: FactorContext, action: AuditAction, what: string, detail?: string): Promise<void> {
  const now = new Date();
  const facts = await whereFrom(db, sid, now);
  const addedWayIn = action === 'passkey-added' || action === 'totp-enabled' || action === 'recovery-codes-replaced';
  const topic = `${FACTOR_MAIL_TEMPLATES.changed}:${sessionPublicId(sid)}:${action}:${now.getTime()}`;
  const mail = accountChanged({ what, addedWayIn, ...facts }, { origin: mailSettingsFromEnv().origin });
  await db.transaction().execute(async (trx) => {
    await recordAudit(trx, action, admin.id, detail === undefined ? {} : { detail }, now);
    await queueMail(trx, topic, [{ template: FACTOR_MAIL_TEMPLATES.changed, recipient: admin.email, ...renderMail(mail) }], now);
  });
  await sendAfterAnswer(env, topic);
}

/** What the Security panel shows: the app, the recovery codes left, the passkeys, the setting, and until when this session's proof holds. */
async function factorsView(db: Kysely<Database>, admin: SessionUser, sid: string) {
  const [state, passkeys, codes, reauth] = await Promise.all([
    factorState(db, admin.id),
    listPasskeys(db, admin.id),
    db
      .selectFrom('adminRecoveryCodes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('userId', '=', admin.id)
      .where('usedAt', 'is', null)
      .executeTakeFirstOrThrow(),
    reauthState(db, sid),
  ]);
  return {
    totp: state.totp,
    recoveryCodesLeft: Number(codes.n),
    passkeys,
    requireSecondFactor: state.required,
    /** Until when this session may change factors without being asked again (null: it will be asked), and whether by a factor. */
    confirmed: reauth ? { until: reauth.until.toISOString(), factor: reauth.factor } : null,
  };
}
export type FactorsView = Awaited<ReturnType<typeof factorsView>>;

/** GET /api/auth/factors: the signed-in admin's factors and the setting. */
export const authFactors = route({
  GET: ownFactors(async (_req, { admin, db, sid }) => json(await factorsView(db, admin, sid), 200, ADMIN_HEADERS)),
});

/**
 * POST /api/auth/reauthenticate: { password } | { code } | { response } (a passkey's answer to
 * /api/auth/passkey/options) → proves it is the owner in this session for the next 5 minutes
 * (src/auth/reauth.ts); 400 with the field's message when it is not right.
 */
export const authReauthenticate = route({
  POST: ownFactors(async (req, ctx) => {
    const input = await readJson(req, reauthSchema);
    const proof: ReauthProof =
      input.password !== undefined
        ? { password: input.password }
        : input.code !== undefined
          ? { code: input.code }
          : { passkey: input.response as unknown as AuthenticationResponseJSON, rp: relyingPartyOf(req) };
    await reauthenticate(ctx.db, { sid: ctx.sid, user: ctx.admin }, proof, { ip: ctx.ip, deviceToken: readCookie(req, DEVICE_COOKIE) });
    return json(await factorsView(ctx.db, ctx.admin, ctx.sid), 200, ADMIN_HEADERS);
  }),
});

/**
 * /api/auth/factors/totp: POST starts setting up an authenticator app → { secret, uri, qrSvg } (the QR code
 * as SVG markup, drawn here so no image source is needed); PUT { code } confirms it with a code from the app
 * → { recoveryCodes } (ten, shown once); DELETE removes the app and its recovery codes. Each needs a recent proof.
 */
export const authFactorsTotp = route({
  POST: ownFactors(async (_req, ctx) => {
    await confirmedChange(ctx, 'totp-add');
    const started = await beginTotpEnrolment(ctx.db, ctx.admin.id, ctx.admin.email);
    if (!started) throw new FactorChangeRefusedError(FACTOR_REFUSALS.totpExists);
    const qrSvg = await qrCodeSvg(started.uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return json({ ...started, qrSvg }, 200, ADMIN_HEADERS);
  }),
  PUT: ownFactors(async (req, ctx) => {
    const { code } = await readJson(req, totpCodeSchema);
    await confirmedChange(ctx, 'totp-add');
    if (!(await acceptTotpCode(ctx.db, ctx.admin.id, code, { unconfirmed: true })))
      throw new HttpError(400, FACTOR_REFUSALS.wrongCode, { errors: { code: [FACTOR_REFUSALS.wrongCode] } });
    const recoveryCodes = await replaceRecoveryCodes(ctx.db, ctx.admin.id);
    await changed(ctx, 'totp-enabled', FACTOR_CHANGES.totpEnabled);
    return json({ recoveryCodes }, 200, ADMIN_HEADERS);
  }),
  DELETE: ownFactors(async (_req, ctx) => {
    await confirmedChange(ctx, 'totp-remove');
    if (!(await removeTotpKeepingOne(ctx.db, ctx.admin.id))) throw new HttpError(404, FACTOR_REFUSALS.noTotp);
    await changed(ctx, 'totp-disabled', FACTOR_CHANGES.totpDisabled);
    return json(await factorsView(ctx.db, ctx.admin, ctx.sid), 200, ADMIN_HEADERS);
  }),
});

/** POST /api/auth/factors/recovery-codes: ten new recovery codes (the old ones stop working) → { recoveryCodes }. */
export const authRecoveryCodes = route({
  POST: ownFactors(async (_req, ctx) => {
    await confirmedChange(ctx, 'recovery-codes');
    if (!(await factorState(ctx.db, ctx.admin.id)).totp) throw new FactorChangeRefusedError(FACTOR_REFUSALS.noTotp);
    const recoveryCodes = await replaceRecoveryCodes(ctx.db, ctx.admin.id);
    await changed(ctx, 'recovery-codes-replaced', FACTOR_CHANGES.recoveryCodesReplaced);
    return json({ recoveryCodes }, 200, ADMIN_HEADERS);
  }),
});

/** POST /api/auth/factors/passkeys/options → the options for the browser's prompt to create a passkey (after a recent proof). */
export const authPasskeyRegistrationOptions = route({
  POST: ownFactors(async (req, ctx) => {
    await confirmedChange(ctx, 'passkey-add');
    return json(await registrationOptions(ctx.db, ctx.admin, relyingPartyOf(req)), 200, ADMIN_HEADERS);
  }),
});

/** POST /api/auth/factors/passkeys: { name, response } → the new passkey (201). */
export const authPasskeys = route({
  POST: ownFactors(async (req, ctx) => {
    const { name, response } = await readJson(req, passkeyRegistrationSchema);
    await confirmedChange(ctx, 'passkey-add');
    const passkey = await registerPasskey(ctx.db, ctx.admin.id, name, response as unknown as RegistrationResponseJSON, relyingPartyOf(req));
    if (!passkey) throw new HttpError(400, FACTOR_REFUSALS.passkeyRefused);
    await changed(ctx, 'passkey-added', FACTOR_CHANGES.passkeyAdded(name), name);
    return json(passkey, 201, ADMIN_HEADERS);
  }),
});

/** DELETE /api/auth/factors/passkeys/:id: removes one of the admin's own passkeys. */
export const authPasskeyItem = route({
  DELETE: ownFactors(async (_req, ctx) => {
    await confirmedChange(ctx, 'passkey-remove');
    const name = await removePasskeyKeepingOne(ctx.db, ctx.admin.id, ctx.params.id ?? '');
    if (name === undefined) throw new HttpError(404, FACTOR_REFUSALS.noPasskey);
    await changed(ctx, 'passkey-removed', FACTOR_CHANGES.passkeyRemoved(name), name);
    return json(await factorsView(ctx.db, ctx.admin, ctx.sid), 200, ADMIN_HEADERS);
  }),
});

/**
 * PUT /api/auth/security-settings: { requireSecondFactor }. Not from a session that must still set up a
 * factor; turning it on needs a factor of one's own and a recent proof, turning it off a second factor
 * given in the last few minutes (not the password). Every admin is emailed the change.
 */
export const authSecuritySettings = route({
  PUT: ownFactors(async (req, ctx) => {
    const settings = await readJson(req, securitySettingsSchema);
    const { db, admin } = ctx;
    const state = await factorState(db, admin.id);
    if (mustEnrol(state)) {
      await refusedChange(ctx, 'setting');
      throw new SecondFactorRequiredError();
    }
    await confirmedChange(ctx, 'setting', { factor: !settings.requireSecondFactor });
    if (settings.requireSecondFactor && !state.totp && state.passkeys === 0) throw new FactorChangeRefusedError(FACTOR_REFUSALS.enrolFirst);
    if (settings.requireSecondFactor !== state.required) {
      await saveSecuritySettings(db, settings);
      await settingChanged(ctx, settings.requireSecondFactor);
    }
    return json(await factorsView(db, admin, ctx.sid), 200, ADMIN_HEADERS);
  }),
});

/** Audits the setting's change and emails every admin (one message each), then sends them after the answer. */
async function settingChanged({ db, admin, sid, ...env }: FactorContext, on: boolean): Promise<void> {
  const now = new Date();
  const facts = await whereFrom(db, sid, now);
  const admins = await db.selectFrom('authUsers').select(['id', 'email']).where('isAdmin', '=', true).execute();
  const mail = renderMail(secondFactorSettingChanged(on, admin.email, facts, { origin: mailSettingsFromEnv().origin }));
  // One topic per admin: the outbox keeps one message per topic and template.
  const topics = admins.map((a) => `${FACTOR_MAIL_TEMPLATES.setting}:${now.getTime()}:${a.id}`);
  await db.transaction().execute(async (trx) => {
    await recordAudit(trx, 'second-factor-requirement', admin.id, { detail: on ? 'on' : 'off' }, now);
    for (const [i, a] of admins.entries())
      await queueMail(trx, topics[i], [{ template: FACTOR_MAIL_TEMPLATES.setting, recipient: a.email, ...mail }], now);
  });
  for (const topic of topics) await sendAfterAnswer(env, topic);
}
