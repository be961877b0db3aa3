/**
 * "Forgot your password?": a single-use link by email to an admin address, kept only as its SHA-256,
 * working for RESET_LINK_MINUTES; following it and choosing a new password (the rules of admin:create)
 * ends every session of the account and tells its owner by email.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { clientKey, countHit } from '../abuse/rate-limit';
import { recordAudit } from './audit-log';
import type { Database } from '../db/schema';
import { queueMail } from '../notifications/outbox';
import { renderMail } from '../notifications/render';
import { mailSettingsFromEnv, type MailSettings } from '../notifications/settings';
import { passwordChanged, passwordResetLink, RESET_LINK_MINUTES } from '../texts/emails';
import { normaliseEmail } from '../utils/email';
import { saveAccount } from './accounts';
import type { DeviceFacts } from './device';
import { WeakPasswordError } from './errors';
import { passwordProblems } from './password-policy';

/** The page a reset link opens (src/api/handlers/password-reset.ts). */
export const RESET_LINK_PATH = '/api/auth/new-password';
export const RESET_TEMPLATE = 'password-reset';
export const CHANGED_TEMPLATE = 'password-changed';

/** At most this many reset emails an hour to one address, however many requests name it. */
export const RESETS_PER_ADDRESS_HOUR = 3;

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Handles a request for a reset link: for an admin's address (at most RESETS_PER_ADDRESS_HOUR an hour),
 * stores the link's hash and queues the email; for any other address, records only that one was asked
 * for. The caller answers before this runs, the same for every address. Returns the outbox topic to send.
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  email: string,
  { now = new Date(), settings = mailSettingsFromEnv() }: { now?: Date; settings?: MailSettings } = {},
): Promise<string | undefined> {
  const address = normaliseEmail(email);
  const { hits } = await countHit(db, { bucket: 'password-reset-address', windowSeconds: 3600 }, clientKey(`reset:${address}`), now);
  const account = await db
    .selectFrom('authUsers')
    .innerJoin('users', 'users.username', 'authUsers.email')
    .select('authUsers.id')
    .where('authUsers.email', '=', address)
    .where('authUsers.isAdmin', '=', true)
    .executeTakeFirst();
  if (!account || hits > RESETS_PER_ADDRESS_HOUR) {
    await recordAudit(db, 'password-reset-requested', account?.id ?? null, { sent: 0 }, now);
    return undefined;
  }
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashOf(token);
  const topic = `${RESET_TEMPLATE}:${tokenHash.slice(0, 16)}`;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('passwordResetTokens')
      .values({ tokenHash, userId: account.id, createdAt: now, expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000) })
      .execute();
    const mail = passwordResetLink(`${settings.origin}${RESET_LINK_PATH}?token=${token}`, { origin: settings.origin });
    await queueMail(trx, topic, [{ template: RESET_TEMPLATE, recipient: address, ...renderMail(mail) }], now);
    await recordAudit(trx, 'password-reset-requested', account.id, { sent: 1 }, now);
  });
  return topic;
}

/** The address a live reset link is for (the page names it for password managers); undefined for any other token. */
export async function findResetAccount(db: Kysely<Database>, token: string, now = new Date()): Promise<{ email: string } | undefined> {
  if (!TOKEN_FORMAT.test(token)) return undefined;
  return db
    .selectFrom('passwordResetTokens')
    .innerJoin('authUsers', 'authUsers.id', 'passwordResetTokens.userId')
    .select('authUsers.email')
    .where('passwordResetTokens.tokenHash', '=', hashOf(token))
    .where('passwordResetTokens.expiresAt', '>', now)
    .executeTakeFirst();
}

/**
 * Sets a new password with a reset link: the link is used up (with every other link of the account) only
 * once the password passes the policy, so a refused one can be typed again. Ends every session of the
 * account, and queues the email telling its owner. Undefined for a link unknown, used or expired; throws
 * WeakPasswordError for a password the policy refuses.
 */
export async function resetPassword(
  db: Kysely<Database>,
  token: string,
  password: string,
  client: Omit<DeviceFacts, 'known'>,
  { now = new Date(), settings = mailSettingsFromEnv() }: { now?: Date; settings?: MailSettings } = {},
): Promise<{ topic: string; endedSessions: number } | undefined> {
  const account = await findResetAccount(db, token, now);
  if (!account) return undefined;
  const problems = passwordProblems(password, account.email);
  if (problems.length) throw new WeakPasswordError(problems);
  // Deleting it is the claim: of two submissions at once, only one finds the row.
  const used = await db
    .deleteFrom('passwordResetTokens')
    .where('tokenHash', '=', hashOf(token))
    .where('expiresAt', '>', now)
    .returning('userId')
    .executeTakeFirst();
  if (!used) return undefined;
  const { endedSessions } = await saveAccount(db, { email: account.email, password });
  const topic = `${CHANGED_TEMPLATE}:${hashOf(token).slice(0, 16)}`;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('passwordResetTokens').where('userId', '=', used.userId).execute();
    const mail = passwordChanged({ ...client, at: now }, { origin: settings.origin });
    await queueMail(trx, topic, [{ template: CHANGED_TEMPLATE, recipient: account.email, ...renderMail(mail) }], now);
    await recordAudit(trx, 'password-reset', used.userId, { device: client.device, country: client.country, endedSessions }, now);
  });
  return { topic, endedSessions };
}
