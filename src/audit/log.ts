import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What is recorded about admin accounts (the action names are stored: change none once shipped). */
export type AuditAction =
  | 'password-reset-requested'
  | 'password-reset'
  | 'sign-in-new-device'
  | 'session-ended'
  | 'other-sessions-ended'
  // Changes to how an account signs in, and its uses of a recovery code or passkey (src/auth/factors/).
  | 'totp-enabled'
  | 'totp-disabled'
  | 'recovery-codes-replaced'
  | 'recovery-code-used'
  | 'second-factor-refused'
  | 'passkey-added'
  | 'passkey-removed'
  | 'passkey-sign-in'
  | 'factors-reset'
  | 'second-factor-requirement';

/**
 * Records what happened to an admin account: the action, the account (when known) and a few facts in
 * words (a device such as "Chrome on Windows", a country, a count); never a token, password or address.
 * Kept RETENTION.auditMonths (src/retention/policy.ts).
 */
export async function recordAudit(
  db: Kysely<Database>,
  action: AuditAction,
  userId: number | null,
  detail: Record<string, string | number | null> = {},
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('adminAudit')
    .values({ at: now, userId, action, detail: JSON.stringify(detail) })
    .execute();
}
