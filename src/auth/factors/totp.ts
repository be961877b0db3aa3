import { Secret, TOTP } from 'otpauth';
import type { Kysely } from 'kysely';
import { site } from '../../config/site';
import type { Database } from '../../db/schema';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps; a step either side is accepted for clock drift. */
const TOTP_PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const DRIFT_STEPS = 1;

const totpFor = (secret: string, email = '') =>
  new TOTP({ issuer: site.name, label: email, secret: Secret.fromBase32(secret), ...TOTP_PARAMS });

/** A new random secret (160 bits, base32) and the otpauth:// address an app's QR code scan reads. */
export function newTotpSecret(email: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpFor(secret, email).toString() };
}

/** The time step a code matches (within the drift allowed), or undefined. */
export function matchingStep(secret: string, code: string, now = new Date()): number | undefined {
  const totp = totpFor(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: DRIFT_STEPS });
  return delta === null ? undefined : totp.counter({ timestamp: now.getTime() }) + delta;
}

/**
 * Accepts a code from the account's authenticator app (confirmed or, with `unconfirmed`, being set up) once:
 * its time step is recorded, and a code of that step or an earlier one is refused from then on, so a code
 * seen over a shoulder or replayed within its window does not work again. True when accepted.
 */
export async function acceptTotpCode(
  db: Kysely<Database>,
  userId: number,
  code: string,
  { now = new Date(), unconfirmed = false } = {},
): Promise<boolean> {
  const row = await db.selectFrom('adminTotp').select(['secret', 'confirmedAt']).where('userId', '=', userId).executeTakeFirst();
  if (!row || Boolean(row.confirmedAt) === unconfirmed) return false;
  const step = matchingStep(row.secret, code, now);
  if (step === undefined) return false;
  // Conditional on the recorded step, so two requests racing with one code cannot both pass.
  const updated = await db
    .updateTable('adminTotp')
    .set({ lastStep: step, ...(unconfirmed && { confirmedAt: now }) })
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('lastStep', 'is', null), eb('lastStep', '<', String(step))]))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Starts setting up an authenticator app, replacing any earlier one not yet confirmed; a confirmed one stays until disabled. */
export async function beginTotpEnrolment(db: Kysely<Database>, userId: number, email: string) {
  const { secret, uri } = newTotpSecret(email);
  const saved = await db
    .insertInto('adminTotp')
    .values({ userId, secret })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ secret, lastStep: null }).where('adminTotp.confirmedAt', 'is', null))
    .executeTakeFirst();
  return Number(saved.numInsertedOrUpdatedRows) === 1 ? { secret, uri } : undefined;
}
