import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findCredentials } from './accounts';
import { InvalidCredentialsError } from './errors';
import { hashForUnknownUser, verifyPassword } from './password';
import { startSession, type StartedSession } from './sessions';
import { checkLoginThrottle, clearEmailFailures, recordLoginFailure } from './throttle';

export interface Credentials {
  email: string;
  password: string;
  /** The client's address, for throttling. */
  ip?: string;
}

/**
 * Signs a person in: refused while throttled; an unknown email runs the same scrypt check (against a
 * hash nobody has) as a wrong password, and both fail with the same error. `verify` is replaceable so a
 * test can see that both paths do the same work.
 */
export async function signIn(
  db: Kysely<Database>,
  { email, password, ip }: Credentials,
  now = new Date(),
  verify: (password: string, stored: string) => Promise<boolean> = verifyPassword,
): Promise<StartedSession> {
  await checkLoginThrottle(db, { email, ip }, now);
  const account = await findCredentials(db, email);
  const matches = await verify(password, account?.password ?? (await hashForUnknownUser()));
  if (!account || !matches) {
    await recordLoginFailure(db, { email, ip }, now);
    throw new InvalidCredentialsError();
  }
  await clearEmailFailures(db, email);
  return startSession(db, account.id, now);
}
