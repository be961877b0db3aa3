import { sql, type Kysely } from 'kysely';
import { addressKey, clientKey } from '../abuse/rate-limit';
import type { Database } from '../db/schema';
import { normaliseEmail } from '../utils/email';
import { LoginThrottledError } from './errors';

/**
 * 5 failed sign-ins for one email, or from one client, within 15 minutes lock that email or client out;
 * browsers trusted for the email (src/auth/trusted-device.ts) have a count of their own instead.
 */
export const LOGIN_THROTTLE = { maxFailures: 5, windowMs: 15 * 60_000 } as const;

interface Attempt {
  email: string;
  ip?: string;
  /** From a browser that has signed in to this email's account before. */
  trustedDevice?: boolean;
  /** When the account's password was last set: failures counted against the email before it are forgiven. */
  passwordChangedAt?: Date;
}

const keys = ({ email, ip, trustedDevice }: Attempt) =>
  trustedDevice
    ? { emailKey: clientKey(`trusted-email:${normaliseEmail(email)}`), clientKey: null }
    : { emailKey: clientKey(`email:${normaliseEmail(email)}`), clientKey: ip ? addressKey(ip) : null };

/**
 * Throws LoginThrottledError while the email or the client has had too many failures in the window;
 * Retry-After is when the oldest failure that counts leaves it (a sliding window).
 */
export async function checkLoginThrottle(db: Kysely<Database>, attempt: Attempt, now = new Date()): Promise<void> {
  const k = keys(attempt);
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  let retryAfterMs = 0;
  for (const [column, value] of [
    ['emailKey', k.emailKey],
    ['clientKey', k.clientKey],
  ] as const) {
    if (!value) continue;
    const reset = column === 'emailKey' ? attempt.passwordChangedAt : undefined;
    const since = reset && reset > windowStart ? reset : windowStart;
    const recent = await db
      .selectFrom('loginFailures')
      .select('failedAt')
      .where(column, '=', value)
      .where('failedAt', '>', since)
      .orderBy('failedAt', 'desc')
      .limit(LOGIN_THROTTLE.maxFailures)
      .execute();
    if (recent.length >= LOGIN_THROTTLE.maxFailures) {
      const oldest = new Date(recent[recent.length - 1].failedAt).getTime();
      retryAfterMs = Math.max(retryAfterMs, oldest + LOGIN_THROTTLE.windowMs - now.getTime());
    }
  }
  if (retryAfterMs > 0) throw new LoginThrottledError(Math.max(1, Math.ceil(retryAfterMs / 1000)));
}

/**
 * Counts a sign-in attempt as a failure before its password is checked (a success forgives it), after
 * checking the throttle, both under a lock on the attempt's email and client: parallel guesses each see
 * the ones before them, so no more than the limit are ever checked. Throws LoginThrottledError, counting
 * nothing, while throttled. Failures older than a day are cleared as new attempts arrive.
 */
export async function beginLoginAttempt(db: Kysely<Database>, attempt: Attempt, now = new Date()): Promise<void> {
  const k = keys(attempt);
  await db.transaction().execute(async (trx) => {
    // In one order, so two attempts sharing a key never wait on each other's second lock.
    for (const key of [k.emailKey, k.clientKey].filter((v) => v !== null).sort()) {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`login:${key}`}, 0))`.execute(trx);
    }
    await checkLoginThrottle(trx, attempt, now);
    await trx
      .insertInto('loginFailures')
      .values({ ...k, failedAt: now })
      .execute();
  });
  await db
    .deleteFrom('loginFailures')
    .where('failedAt', '<', new Date(now.getTime() - 24 * 3600_000))
    .execute();
}

/** A successful sign-in forgives the failures counted for its email, its own attempt included (not the client's others): the shared count, or the trusted browsers'. */
export async function clearEmailFailures(db: Kysely<Database>, attempt: Attempt): Promise<void> {
  await db.deleteFrom('loginFailures').where('emailKey', '=', keys(attempt).emailKey).execute();
}
