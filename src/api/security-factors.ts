import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { toString as qrCodeSvg } from 'qrcode';
import type { Kysely } from 'kysely';
import { enforceRateLimit, RATE_LIMITS } from '../abuse/rate-limit';
import { FactorChangeRefusedError } from '../auth/errors';
import { factorState, type FactorState } from '../auth/factors/account-factors';
import { recordAudit, type AuditAction } from '../audit/log';
import { listPasskeys, registerPasskey, registrationOptions, relyingPartyOf, removePasskey } from '../auth/factors/passkeys';
import { replaceRecoveryCodes } from '../auth/factors/recovery-codes';
import { saveSecuritySettings } from '../auth/factors/settings';
import { acceptTotpCode, beginTotpEnrolment, removeTotp } from '../auth/factors/totp';
import type { SessionUser } from '../auth/sessions';
import { getDb } from '../db/client';
import type { Database } from '../db/schema';
import { passkeyRegistrationSchema, securitySettingsSchema, totpCodeSchema } from '../schemas/security-factors';
import { ADMIN_HEADERS, requireAdminEnrolling } from './admin-guard';
import { HttpError, json, OTHER_ORIGIN_READ_REFUSED, readJson, route, type RequestContext } from './http';
import { isOtherOriginRead } from './same-origin';
import { FACTOR_REFUSALS } from '../texts/security-factors';

type FactorHandler = (req: Request, ctx: RequestContext & { admin: SessionUser; db: Kysely<Database> }) => Promise<Response>;

/**
 * A handler of the signed-in admin's own sign-in factors: open while the setting requires a factor they
 * do not have yet (they are setting one up). Reads go only to this site's pages; each write counts against
 * the client's limit. Answers are never cached.
 */
function ownFactors(handler: FactorHandler) {
  return async (req: Request, ctx: RequestContext) => {
    if (req.method === 'GET' && isOtherOriginRead(req)) throw new HttpError(403, OTHER_ORIGIN_READ_REFUSED);
    const admin = await requireAdminEnrolling(req);
    const db = getDb();
    if (req.method !== 'GET') await enforceRateLimit(db, RATE_LIMITS.securityFactors, ctx.ip);
    return handler(req, { ...ctx, admin, db });
  };
}

const record = (db: Kysely<Database>, admin: SessionUser, action: AuditAction, detail?: string) =>
  recordAudit(db, action, admin.id, detail === undefined ? {} : { detail });

/** What the Security panel shows: the app, the recovery codes left, the passkeys, the setting. */
async function factorsView(db: Kysely<Database>, admin: SessionUser) {
  const [state, passkeys, codes] = await Promise.all([
    factorState(db, admin.id),
    listPasskeys(db, admin.id),
    db
      .selectFrom('adminRecoveryCodes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('userId', '=', admin.id)
      .where('usedAt', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { totp: state.totp, recoveryCodesLeft: Number(codes.n), passkeys, requireSecondFactor: state.required };
}
export type FactorsView = Awaited<ReturnType<typeof factorsView>>;

/** Refuses to remove an account's last factor while every admin must have one. */
function keepOneFactor(state: FactorState, removing: 'totp' | 'passkey') {
  const left = (state.totp && removing !== 'totp' ? 1 : 0) + state.passkeys - (removing === 'passkey' ? 1 : 0);
  if (state.required && left < 1) throw new FactorChangeRefusedError(FACTOR_REFUSALS.lastFactor);
}

/** GET /api/auth/factors: the signed-in admin's factors and the setting. */
export const authFactors = route({
  GET: ownFactors(async (_req, { admin, db }) => json(await factorsView(db, admin), 200, ADMIN_HEADERS)),
});

/**
 * /api/auth/factors/totp: POST starts setting up an authenticator app → { secret, uri, qrSvg } (the QR code
 * as SVG markup, drawn here so no image source is needed); PUT { code } confirms it with a code from the app
 * → { recoveryCodes } (ten, shown once); DELETE removes the app and its recovery codes.
 */
export const authFactorsTotp = route({
  POST: ownFactors(async (_req, { admin, db }) => {
    const started = await beginTotpEnrolment(db, admin.id, admin.email);
    if (!started) throw new FactorChangeRefusedError(FACTOR_REFUSALS.totpExists);
    const qrSvg = await qrCodeSvg(started.uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return json({ ...started, qrSvg }, 200, ADMIN_HEADERS);
  }),
  PUT: ownFactors(async (req, { admin, db }) => {
    const { code } = await readJson(req, totpCodeSchema);
    if (!(await acceptTotpCode(db, admin.id, code, { unconfirmed: true })))
      throw new HttpError(400, FACTOR_REFUSALS.wrongCode, { errors: { code: [FACTOR_REFUSALS.wrongCode] } });
    const recoveryCodes = await replaceRecoveryCodes(db, admin.id);
    await record(db, admin, 'totp-enabled');
    return json({ recoveryCodes }, 200, ADMIN_HEADERS);
  }),
  DELETE: ownFactors(async (_req, { admin, db }) => {
    keepOneFactor(await factorState(db, admin.id), 'totp');
    if (!(await removeTotp(db, admin.id))) throw new HttpError(404, FACTOR_REFUSALS.noTotp);
    await db.deleteFrom('adminRecoveryCodes').where('userId', '=', admin.id).execute();
    await record(db, admin, 'totp-disabled');
    return json(await factorsView(db, admin), 200, ADMIN_HEADERS);
  }),
});

/** POST /api/auth/factors/recovery-codes: ten new recovery codes (the old ones stop working) → { recoveryCodes }. */
export const authRecoveryCodes = route({
  POST: ownFactors(async (_req, { admin, db }) => {
    if (!(await factorState(db, admin.id)).totp) throw new FactorChangeRefusedError(FACTOR_REFUSALS.noTotp);
    const recoveryCodes = await replaceRecoveryCodes(db, admin.id);
    await record(db, admin, 'recovery-codes-replaced');
    return json({ recoveryCodes }, 200, ADMIN_HEADERS);
  }),
});

/** POST /api/auth/factors/passkeys/options → the options for the browser's prompt to create a passkey. */
export const authPasskeyRegistrationOptions = route({
  POST: ownFactors(async (req, { admin, db }) => json(await registrationOptions(db, admin, relyingPartyOf(req)), 200, ADMIN_HEADERS)),
});

/** POST /api/auth/factors/passkeys: { name, response } → the new passkey (201). */
export const authPasskeys = route({
  POST: ownFactors(async (req, { admin, db }) => {
    const { name, response } = await readJson(req, passkeyRegistrationSchema);
    const passkey = await registerPasskey(db, admin.id, name, response as unknown as RegistrationResponseJSON, relyingPartyOf(req));
    if (!passkey) throw new HttpError(400, FACTOR_REFUSALS.passkeyRefused);
    await record(db, admin, 'passkey-added', name);
    return json(passkey, 201, ADMIN_HEADERS);
  }),
});

/** DELETE /api/auth/factors/passkeys/:id: removes one of the admin's own passkeys. */
export const authPasskeyItem = route({
  DELETE: ownFactors(async (_req, { admin, db, params }) => {
    keepOneFactor(await factorState(db, admin.id), 'passkey');
    const name = await removePasskey(db, admin.id, params.id ?? '');
    if (name === undefined) throw new HttpError(404, FACTOR_REFUSALS.noPasskey);
    await record(db, admin, 'passkey-removed', name);
    return json(await factorsView(db, admin), 200, ADMIN_HEADERS);
  }),
});

/** PUT /api/auth/security-settings: { requireSecondFactor }; an admin turns it on only with a factor of their own. */
export const authSecuritySettings = route({
  PUT: ownFactors(async (req, { admin, db }) => {
    const settings = await readJson(req, securitySettingsSchema);
    const state = await factorState(db, admin.id);
    if (settings.requireSecondFactor && !state.totp && state.passkeys === 0) throw new FactorChangeRefusedError(FACTOR_REFUSALS.enrolFirst);
    await saveSecuritySettings(db, settings);
    await record(db, admin, 'second-factor-requirement', settings.requireSecondFactor ? 'on' : 'off');
    return json(await factorsView(db, admin), 200, ADMIN_HEADERS);
  }),
});
