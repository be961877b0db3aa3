import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findCredentials } from '../accounts';
import { InvalidSecondFactorError, PasskeyNotRecognisedError, SecondFactorExpiredError } from '../errors';
import type { SignedIn } from '../login';
import { startSession } from '../sessions';
import { beginLoginAttempt, clearEmailFailures } from '../throttle';
import { isTrustedDevice, signDeviceToken } from '../trusted-device';
import { recordSecurityEvent } from './events';
import { verifyPasskeySignIn, type RelyingParty } from './passkeys';
import type { PendingSignIn } from './pending-sign-in';
import { looksLikeRecoveryCode, spendRecoveryCode } from './recovery-codes';
import { acceptTotpCode } from './totp';

/**
 * Finishes a password sign-in with the authenticator app's code or a recovery code. Each try counts as a
 * failed sign-in of the email (the password's attempt is still counted too) until one succeeds, under the
 * same throttle as passwords (src/auth/throttle.ts); a code already accepted, or of an earlier step, is refused.
 */
export async function finishWithCode(
  db: Kysely<Database>,
  pending: PendingSignIn,
  code: string,
  { ip, deviceToken, now = new Date() }: { ip?: string; deviceToken?: string; now?: Date },
): Promise<SignedIn> {
  const account = await findCredentials(db, pending.email);
  if (!account || account.id !== pending.userId) throw new SecondFactorExpiredError();
  const attempt = {
    email: pending.email,
    ip,
    trustedDevice: await isTrustedDevice(deviceToken, pending.email, account.password, now),
    passwordChangedAt: account.passwordChangedAt,
  };
  await beginLoginAttempt(db, attempt, now);
  const recovery = looksLikeRecoveryCode(code);
  const accepted = recovery ? await spendRecoveryCode(db, account.id, code, now) : await acceptTotpCode(db, account.id, code, { now });
  if (!accepted) {
    await recordSecurityEvent(db, { userId: account.id, email: pending.email, action: 'second-factor-refused' });
    throw new InvalidSecondFactorError();
  }
  if (recovery) await recordSecurityEvent(db, { userId: account.id, email: pending.email, action: 'recovery-code-used' });
  await clearEmailFailures(db, attempt);
  return { ...(await startSession(db, account.id, now)), deviceToken: await signDeviceToken(pending.email, account.password, now) };
}

/** Signs in with a passkey alone (it is two factors in one: the device, and its PIN or biometric check). */
export async function finishWithPasskey(
  db: Kysely<Database>,
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
  now = new Date(),
): Promise<SignedIn> {
  const verified = await verifyPasskeySignIn(db, response, rp, now);
  const person = verified && (await db.selectFrom('authUsers').select('email').where('id', '=', verified.userId).executeTakeFirst());
  const account = person && (await findCredentials(db, person.email));
  if (!verified || !person || !account) throw new PasskeyNotRecognisedError();
  await recordSecurityEvent(db, { userId: verified.userId, email: person.email, action: 'passkey-sign-in', detail: verified.passkeyName });
  return { ...(await startSession(db, verified.userId, now)), deviceToken: await signDeviceToken(person.email, account.password, now) };
}
