import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findCredentials } from '../accounts';
import { InvalidSecondFactorError, PasskeyNotRecognisedError, SecondFactorExpiredError } from '../errors';
import type { DeviceFacts } from '../device';
import type { SignedIn } from '../login';
import { startSession } from '../sessions';
import { beginLoginAttempt, clearEmailFailures } from '../throttle';
import { isTrustedDevice, passwordBinding, signDeviceToken } from '../trusted-device';
import { recordAudit } from '../audit-log';
import { queueMail } from '../../notifications/outbox';
import { renderMail } from '../../notifications/render';
import { mailSettingsFromEnv } from '../../notifications/settings';
import { signInStepRefused } from '../../texts/emails';
import { verifyPasskeySignIn, type RelyingParty } from './passkeys';
import { isSpent, spendPendingSignIn, type PendingToken } from './pending-sign-in';
import { looksLikeRecoveryCode, spendRecoveryCode } from './recovery-codes';
import { acceptTotpCode } from './totp';

/** The request a second step of sign-in comes in: its client, device cookie and device in words. */
interface SignInRequest {
  ip?: string;
  deviceToken?: string;
  client: Omit<DeviceFacts, 'known'>;
  now?: Date;
}

/**
 * Finishes a password sign-in with the authenticator app's code or a recovery code. Each try counts as a
 * failed sign-in of the email (the password's attempt is still counted too) until one succeeds, under the
 * same throttle as passwords (src/auth/throttle.ts); a code already accepted, or of an earlier step, is refused.
 * The pending token starts one session only, and only while the password it was given with is the account's.
 */
export async function finishWithCode(
  db: Kysely<Database>,
  pending: PendingToken,
  code: string,
  { ip, deviceToken, client, now = new Date() }: SignInRequest,
): Promise<SignedIn> {
  const account = await findCredentials(db, pending.email);
  if (!account || account.id !== pending.userId) throw new SecondFactorExpiredError();
  if (pending.binding !== passwordBinding(pending.email, account.password) || (await isSpent(db, pending)))
    throw new SecondFactorExpiredError(await refusedStep(db, account.id, pending, client, now));
  const trustedDevice = await isTrustedDevice(deviceToken, pending.email, account.password, now);
  const attempt = {
    email: pending.email,
    ip,
    trustedDevice,
    passwordChangedAt: account.passwordChangedAt,
  };
  await beginLoginAttempt(db, attempt, now);
  const recovery = looksLikeRecoveryCode(code);
  const accepted = recovery ? await spendRecoveryCode(db, account.id, code, now) : await acceptTotpCode(db, account.id, code, { now });
  if (!accepted) {
    await recordAudit(db, 'second-factor-refused', account.id, {}, now);
    throw new InvalidSecondFactorError();
  }
  if (!(await spendPendingSignIn(db, pending, now)))
    throw new SecondFactorExpiredError(await refusedStep(db, account.id, pending, client, now));
  if (recovery) await recordAudit(db, 'recovery-code-used', account.id, {}, now);
  await clearEmailFailures(db, attempt);
  return {
    ...(await startSession(db, account.id, { ...client, known: trustedDevice, signedInWith: 'factor' }, now)),
    deviceToken: await signDeviceToken(pending.email, account.password, now),
  };
}

/** Signs in with a passkey alone (it is two factors in one: the device, and its PIN or biometric check). */
export async function finishWithPasskey(
  db: Kysely<Database>,
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
  { deviceToken, client, now = new Date() }: Omit<SignInRequest, 'ip'>,
): Promise<SignedIn> {
  const verified = await verifyPasskeySignIn(db, response, rp, now);
  const person = verified && (await db.selectFrom('authUsers').select('email').where('id', '=', verified.userId).executeTakeFirst());
  const account = person && (await findCredentials(db, person.email));
  if (!verified || !person || !account) throw new PasskeyNotRecognisedError();
  await recordAudit(db, 'passkey-sign-in', verified.userId, { passkey: verified.passkeyName }, now);
  const known = await isTrustedDevice(deviceToken, person.email, account.password, now);
  return {
    ...(await startSession(db, verified.userId, { ...client, known, signedInWith: 'factor' }, now)),
    deviceToken: await signDeviceToken(person.email, account.password, now),
  };
}

export const STEP_REFUSED_TEMPLATE = 'sign-in-step-refused';

/** Audits a replayed or outdated pending token and queues its owner's email (one per token); returns its outbox topic. */
async function refusedStep(db: Kysely<Database>, userId: number, pending: PendingToken, client: Omit<DeviceFacts, 'known'>, now: Date) {
  const topic = `${STEP_REFUSED_TEMPLATE}:${pending.jti}`;
  const mail = signInStepRefused({ ...client, at: now }, { origin: mailSettingsFromEnv().origin });
  await db.transaction().execute(async (trx) => {
    await recordAudit(trx, 'second-factor-refused', userId, { detail: 'used or outdated sign-in step', device: client.device }, now);
    await queueMail(trx, topic, [{ template: STEP_REFUSED_TEMPLATE, recipient: pending.email, ...renderMail(mail) }], now);
  });
  return topic;
}
