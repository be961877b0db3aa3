import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findCredentials } from './accounts';
import { InvalidCredentialsError, PasskeyRequiredError } from './errors';
import { factorState } from './factors/account-factors';
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
}

export interface SignedIn extends StartedSession {
  /** A new device token for the browser, vouching for it at its next sign-in. */
  deviceToken: string;
}

/** The password was right, and the account's authenticator app must give a code before a session starts. */
export interface SecondFactorDue {
  secondFactorFor: { userId: number; email: string };
}

/**
 * Signs a person in: refused while throttled (a browser trusted for the account has a count of its own);
 * an unknown email runs the same scrypt check (against a hash nobody has) as a wrong password, and both
 * fail with the same error. `verify` is replaceable so a test can see that both paths do the same work.
 * An account with an authenticator app gets no session yet: its failure stays counted until the code is
 * given (src/api/second-factor.ts), so the code is guessed no faster than a password. When every admin must
 * have a second factor, an account whose only one is a passkey signs in with that.
 */
export async function signIn(
  db: Kysely<Database>,
  { email, password, ip, deviceToken }: Credentials,
  now = new Date(),
  verify: (password: string, stored: string) => Promise<boolean> = verifyPassword,
): Promise<SignedIn | SecondFactorDue> {
  const account = await findCredentials(db, email);
  const attempt = {
    email,
    ip,
    trustedDevice: await isTrustedDevice(deviceToken, email, account?.password, now),
    passwordChangedAt: account?.passwordChangedAt,
  };
  await beginLoginAttempt(db, attempt, now);
  const matches = await verify(password, account?.password ?? hashForUnknownUser());
  if (!account || !matches) throw new InvalidCredentialsError();
  const factors = await factorState(db, account.id);
  if (factors.totp) return { secondFactorFor: { userId: account.id, email: normaliseEmail(email) } };
  if (factors.required && factors.passkeys > 0) throw new PasskeyRequiredError();
  await clearEmailFailures(db, attempt);
  return { ...(await startSession(db, account.id, now)), deviceToken: await signDeviceToken(email, account.password, now) };
}
