import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What the security log records (src/auth/factors/): each change to how an account signs in. */
export type SecurityAction =
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

/** Adds an entry to the security log (kept for RETENTION.securityEventMonths). */
export async function recordSecurityEvent(
  db: Kysely<Database>,
  event: { userId: number; email: string; action: SecurityAction; detail?: string },
): Promise<void> {
  await db
    .insertInto('securityEvents')
    .values({ userId: event.userId, email: event.email, action: event.action, detail: event.detail ?? null })
    .execute();
}
