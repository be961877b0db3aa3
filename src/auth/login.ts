import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findCredentials } from './accounts';
import { InvalidCredentialsError } from './errors';
import { hashForUnknownUser, verifyPassword } from './password';
import { startSession, type StartedSession } from './sessions';
import { beginLoginAttempt, clearEmailFailures } from './throttle';

export interface Credentials {
  email: string;
  password: string;
  /** The client's address, for throttling. */
  ip?: string;
  /** The browser has signed in to this email's account before: others' failures do not lock it out. */
  trustedDevice?: boolean;
}

/**
 * Signs a person in: refused while throttled; an unknown email runs the same scrypt check (against a
 * hash nobody has) as a wrong password, and both fail with the same error. `verify` is replaceable so a
 * test can see that both paths do the same work.
 */
export async function signIn(
  db: Kysely<Database>,
  { email, password, ip, trustedDevice }: Credentials,
  now = new Date(),
  verify: (password: string, stored: string) => Promise<boolean> = verifyPassword,
): Promise<StartedSession> {
  const attempt = { email, ip, trustedDevice };
  await beginLoginAttempt(db, attempt, now);
  const account = await findCredentials(db, email);
  const matches = await verify(password, account?.password ?? (await hashForUnknownUser()));
  if (!account || !matches) throw new InvalidCredentialsError();
  await clearEmailFailures(db, attempt);
  return startSession(db, account.id, now);
}
