/**
 * Proving it is you again before a change to how the account signs in (OWASP ASVS V3.7.1): the password,
 * an authenticator app or recovery code, or a passkey, given in this session within REAUTH_WINDOW_MS. Signing
 * in counts as giving what was used to sign in. What was given is kept on the session (`sess`), so another
 * browser's session, or a cookie copied from this one after the window, must give it again.
 */
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import { recordAudit } from './audit-log';
import type { Database } from '../db/schema';
import { REAUTH_MESSAGES } from '../texts/security-factors';
import { findCredentials } from './accounts';
import { ReauthRefusedError, ReauthRequiredError } from './errors';
import { verifyPasskeySignIn, type RelyingParty } from './factors/passkeys';
import { looksLikeRecoveryCode, spendRecoveryCode } from './factors/recovery-codes';
import { acceptTotpCode } from './factors/totp';
import { verifyPassword } from './password';
import { recordSessionReauth, sessionRecord, type ReauthMethod, type SessionUser } from './sessions';
import { beginLoginAttempt, clearEmailFailures } from './throttle';
import { isTrustedDevice } from './trusted-device';

/** How long a proof lasts for changes to sign-in factors and settings. */
export const REAUTH_WINDOW_MS = 5 * 60_000;

/** Until when this session's last proof holds, and whether it was a second factor; undefined when none holds now. */
export async function reauthState(db: Kysely<Database>, sid: string, now = new Date()) {
  const record = await sessionRecord(db, sid, now);
  if (!record?.reauthAt) return undefined;
  const until = new Date(record.reauthAt.getTime() + REAUTH_WINDOW_MS);
  return until > now ? { until, factor: record.reauthWith === 'factor' } : undefined;
}

/** Throws ReauthRequiredError unless this session gave the password or a factor (with `factor`, a factor) within the window. */
export async function requireRecentReauth(db: Kysely<Database>, sid: string, { factor = false } = {}, now = new Date()): Promise<void> {
  const state = await reauthState(db, sid, now);
  if (!state || (factor && !state.factor)) throw new ReauthRequiredError(factor);
}

/** What the owner gives to prove it is them. */
export type ReauthProof = { password: string } | { code: string } | { passkey: AuthenticationResponseJSON; rp: RelyingParty };

interface ReauthRequest {
  /** The client's address and the browser's device cookie: password and code tries count under the sign-in throttle. */
  ip?: string;
  deviceToken?: string;
  now?: Date;
}

/**
 * Checks a proof for the session's own account and records it on the session. A password or code tried
 * counts as a failed sign-in of the email until it is right (src/auth/throttle.ts), so a stolen session
 * guesses no faster than a sign-in form; a passkey must be one of the account's. Throws ReauthRefusedError.
 */
export async function reauthenticate(
  db: Kysely<Database>,
  session: { sid: string; user: SessionUser },
  proof: ReauthProof,
  { ip, deviceToken, now = new Date() }: ReauthRequest = {},
): Promise<ReauthMethod> {
  const { sid, user } = session;
  const refuse = async (field: 'password' | 'code' | 'response', message: string, method: ReauthMethod) => {
    await recordAudit(db, 'reauthentication-refused', user.id, { with: method }, now);
    throw new ReauthRefusedError(field, message);
  };
  let method: ReauthMethod;
  if ('passkey' in proof) {
    method = 'factor';
    const verified = await verifyPasskeySignIn(db, proof.passkey, proof.rp, now);
    if (verified?.userId !== user.id) await refuse('response', REAUTH_MESSAGES.passkeyNotRecognised, method);
  } else {
    const account = await findCredentials(db, user.email);
    if (!account) return refuse('password', REAUTH_MESSAGES.wrongPassword, 'password');
    const attempt = {
      email: user.email,
      ip,
      trustedDevice: await isTrustedDevice(deviceToken, user.email, account.password, now),
      passwordChangedAt: account.passwordChangedAt,
    };
    await beginLoginAttempt(db, attempt, now);
    if ('password' in proof) {
      method = 'password';
      if (!(await verifyPassword(proof.password, account.password))) await refuse('password', REAUTH_MESSAGES.wrongPassword, method);
    } else {
      method = 'factor';
      const accepted = looksLikeRecoveryCode(proof.code)
        ? await spendRecoveryCode(db, user.id, proof.code, now)
        : await acceptTotpCode(db, user.id, proof.code, { now });
      if (!accepted) await refuse('code', REAUTH_MESSAGES.wrongCode, method);
      if (looksLikeRecoveryCode(proof.code)) await recordAudit(db, 'recovery-code-used', user.id, {}, now);
    }
    await clearEmailFailures(db, attempt);
  }
  await recordSessionReauth(db, sid, method, now);
  await recordAudit(db, 'reauthenticated', user.id, { with: method }, now);
  return method;
}
