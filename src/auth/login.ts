import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { describeDevice, type DeviceFacts } from './device';
import { findCredentials } from './accounts';
import { InvalidCredentialsError, PasskeyRequiredError } from './errors';
import { factorState } from './factors/account-factors';
import { signPendingSignIn } from './factors/pending-sign-in';
import { hashForUnknownUser, verifyPassword } from './password';
import { startSession, type StartedSession } from './sessions';
import { beginLoginAttempt, clearEmailFailures } from './throttle';
import { isTrustedDevice, signDeviceToken } from './trusted-device';
import { normaliseEmail } from '../utils/email';

export interface Credentials {
  email: string;
  password: string;
  /** The client's address, for throttling. */
  ip?: string;
  /** The browser's device cookie, if any (src/auth/trusted-device.ts). */
  deviceToken?: string;
  /** Where the request came from, in words (src/auth/device.ts), for the session; unknown if not told. */
  client?: Omit<DeviceFacts, 'known'>;
}

export interface SignedIn extends StartedSession {
  /** A new device token for the browser, vouching for it at its next sign-in. */
  deviceToken: string;
}

/** The password was right, and the account's authenticator app must give a code before a session starts. */
export interface SecondFactorDue {
  secondFactorFor: { userId: number; email: string };
  /** The pending sign-in's token (src/auth/factors/pending-sign-in.ts), bound to this password and good once. */
  pendingToken: string;
}

/**
 * Signs a person in: refused while throttled (a browser trusted for the account has a count of its own);
 * an unknown email runs the same scrypt check (against a hash nobody has) as a wrong password, and both
 * fail with the same error. A browser with the account's device cookie is a device seen before: the
 * new-sign-in email goes for any other (startSession). `verify` is replaceable so a test can see that both paths do the same work.
 * An account with an authenticator app gets no session yet: its failure stays counted until the code is
 * given (src/api/handlers/second-factor.ts), so the code is guessed no faster than a password. When every admin must
 * have a second factor, an account whose only one is a passkey signs in with that.
 */
export async function signIn(
  db: Kysely<Database>,
  { email, password, ip, deviceToken, client = { device: describeDevice(undefined), country: null } }: Credentials,
  now = new Date(),
  verify: (password: string, stored: string) => Promise<boolean> = verifyPassword,
): Promise<SignedIn | SecondFactorDue> {
  const account = await findCredentials(db, email);
  const trustedDevice = await isTrustedDevice(deviceToken, email, account?.password, now);
  const attempt = {
    email,
    ip,
    trustedDevice,
    passwordChangedAt: account?.passwordChangedAt,
  };
  await beginLoginAttempt(db, attempt, now);
  const matches = await verify(password, account?.password ?? hashForUnknownUser());
  if (!account || !matches) throw new InvalidCredentialsError();
  const factors = await factorState(db, account.id);
  if (factors.totp) {
    const secondFactorFor = { userId: account.id, email: normaliseEmail(email) };
    return { secondFactorFor, pendingToken: await signPendingSignIn(secondFactorFor, account.password, undefined, now) };
  }
  if (factors.required && factors.passkeys > 0) throw new PasskeyRequiredError();
  await clearEmailFailures(db, attempt);
  return {
    ...(await startSession(db, account.id, { ...client, known: trustedDevice, signedInWith: 'password' }, now)),
    deviceToken: await signDeviceToken(email, account.password, now),
  };
}
