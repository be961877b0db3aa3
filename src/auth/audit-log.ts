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
  | 'second-factor-requirement'
  // Every sign-in (a new device's is 'sign-in-new-device'), and the owner proving it is them before a change.
  | 'sign-in'
  | 'reauthenticated'
  | 'reauthentication-refused'
  | 'factor-change-refused'
  // The consultant's acts on people (src/people/): detail holds the two people's ids, never an address.
  | 'people-merged'
  | 'people-not-same'
  // An inspection pack downloaded (src/inspection/): detail holds the client's or person's id and the file count.
  | 'records-exported';

/**
 * Records what happened to an admin account: the action, the account (when known) and a few facts in
 * words (a device such as "Chrome on Windows", a country, a count); never a token, password or address.
 * Kept RETENTION.auditMonths (src/config/retention.ts).
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

/** One recorded event as its account's owner reads it. */
export interface AccountEvent {
  at: Date;
  action: string;
  detail: Record<string, unknown>;
  /** Another admin's address, for the one setting that changes every admin's sign-in. */
  by: string | null;
}

/** The events the Security panel lists: the account's own, and the second-factor setting changed by any admin. */
const SHARED_ACTIONS: AuditAction[] = ['second-factor-requirement'];

/** An account's security events, newest first (at most `limit`). */
export async function listAccountEvents(db: Kysely<Database>, userId: number, limit = 50): Promise<AccountEvent[]> {
  const rows = await db
    .selectFrom('adminAudit')
    .leftJoin('authUsers', 'authUsers.id', 'adminAudit.userId')
    .select(['adminAudit.at', 'adminAudit.action', 'adminAudit.detail', 'adminAudit.userId', 'authUsers.email'])
    .where((eb) => eb.or([eb('adminAudit.userId', '=', userId), eb('adminAudit.action', 'in', SHARED_ACTIONS)]))
    .orderBy('adminAudit.at', 'desc')
    .orderBy('adminAudit.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    at: new Date(r.at),
    action: r.action,
    detail: (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) ?? {},
    by: r.userId === userId ? null : (r.email ?? null),
  }));
}
