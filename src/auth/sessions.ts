import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { recordAudit } from './audit-log';
import type { Database } from '../db/schema';
import { queueMail } from '../notifications/outbox';
import { renderMail } from '../notifications/render';
import { mailSettingsFromEnv } from '../notifications/settings';
import { newSignIn } from '../texts/emails';
import { DEVICE_WORDS } from '../texts/security';
import type { DeviceFacts } from './device';

/** How long a sign-in lasts: 8 hours without use, 7 days at most. */
export const SESSION_LIMITS = { idleMs: 8 * 3600_000, absoluteMs: 7 * 24 * 3600_000 } as const;
/** The idle deadline (and "last seen") is moved on at most this often, so reads do not write on every request. */
const TOUCH_EVERY_MS = 5 * 60_000;

export const NEW_SIGN_IN_TEMPLATE = 'new-sign-in';

/** What the `sess` column holds: the account, the deadlines, and where the sign-in came from in words. */
interface SessionData {
  userId: number;
  createdAt: string;
  expiresAt: string;
  /** Absent on sessions started before the device was recorded. */
  device?: string;
  country?: string | null;
  lastSeenAt?: string;
  /** When the owner last gave the password or a factor in this session (at sign-in, or to confirm a change), and which. */
  reauthAt?: string;
  reauthWith?: ReauthMethod;
}

/** What a person gave to prove it is them: the password alone, or a second factor (an app or recovery code, a passkey). */
export type ReauthMethod = 'password' | 'factor';

/** How a session was started, for its record of the last proof given (src/auth/reauth.ts). */
export type SessionStart = DeviceFacts & { signedInWith?: ReauthMethod };

/** The signed-in person, as the API needs them. */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string | null;
  isAdmin: boolean;
}

export interface StartedSession {
  sid: string;
  expiresAt: Date;
  /** The outbox topic of the new-sign-in email to send after the answer, when the device was new. */
  mailTopic?: string;
}

/** A session as its owner sees it in the Security panel: never its sid, only an opaque id derived from it. */
export interface SessionSummary {
  id: string;
  device: string | null;
  country: string | null;
  startedAt: string;
  lastSeenAt: string;
  current: boolean;
}

const earlier = (a: Date, b: Date) => (a < b ? a : b);
const parse = (sess: unknown) => (typeof sess === 'string' ? JSON.parse(sess) : sess) as SessionData;

/** The id a session is shown and signed out by: a hash of its sid, which opens nothing. */
export const sessionPublicId = (sid: string) => createHash('sha256').update(sid).digest('base64url').slice(0, 22);

/**
 * Records a new session for a person, with where it came from, and clears expired ones. Every way of
 * signing in ends here (the password, and any second step after it): from a device the account has not
 * seen before (`facts.known` false), the owner is emailed and the sign-in audited. Returns the outbox topic
 * of that email for the caller to send after its answer.
 */
export async function startSession(db: Kysely<Database>, userId: number, facts: SessionStart, now = new Date()): Promise<StartedSession> {
  const sid = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIMITS.absoluteMs);
  const data: SessionData = {
    userId,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    device: facts.device,
    country: facts.country,
    lastSeenAt: now.toISOString(),
    ...(facts.signedInWith && { reauthAt: now.toISOString(), reauthWith: facts.signedInWith }),
  };
  const mailTopic = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sessions')
      .values({ sid, sess: JSON.stringify(data), expire: earlier(new Date(now.getTime() + SESSION_LIMITS.idleMs), expiresAt) })
      .execute();
    const where = { device: facts.device, country: facts.country };
    if (facts.known) {
      await recordAudit(trx, 'sign-in', userId, where, now);
      return undefined;
    }
    const { email } = await trx.selectFrom('authUsers').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    const topic = `${NEW_SIGN_IN_TEMPLATE}:${sessionPublicId(sid)}`;
    const mail = newSignIn({ device: facts.device, country: facts.country, at: now }, { origin: mailSettingsFromEnv().origin });
    await queueMail(trx, topic, [{ template: NEW_SIGN_IN_TEMPLATE, recipient: email, ...renderMail(mail) }], now);
    await recordAudit(trx, 'sign-in-new-device', userId, where, now);
    return topic;
  });
  await pruneSessions(db, now);
  return { sid, expiresAt, mailTopic };
}

/**
 * The person a live session belongs to, or undefined (unknown, ended, idle too long, past its absolute
 * expiry, or the account is gone). A live session's idle deadline and last-seen time move on.
 */
export async function findSessionUser(db: Kysely<Database>, sid: string, now = new Date()): Promise<SessionUser | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('authUsers', (join) => join.on(sql`(sessions.sess ->> 'userId')::integer`, '=', sql.ref('auth_users.id')))
    .select(['sessions.sess', 'sessions.expire', 'authUsers.id', 'authUsers.email', 'authUsers.firstName', 'authUsers.isAdmin'])
    .where('sessions.sid', '=', sid)
    .where('sessions.expire', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const data = parse(row.sess);
  const expiresAt = new Date(data.expiresAt);
  if (!(expiresAt > now)) return undefined;
  const idleDeadline = earlier(new Date(now.getTime() + SESSION_LIMITS.idleMs), expiresAt);
  if (idleDeadline.getTime() - new Date(row.expire).getTime() > TOUCH_EVERY_MS) {
    await db
      .updateTable('sessions')
      .set({ expire: idleDeadline, sess: JSON.stringify({ ...data, lastSeenAt: now.toISOString() }) })
      .where('sid', '=', sid)
      .execute();
  }
  return { id: row.id, email: row.email, firstName: row.firstName, isAdmin: row.isAdmin };
}

/** A live session's own record: where it came from and the last proof its owner gave (undefined when it is not live). */
export async function sessionRecord(db: Kysely<Database>, sid: string, now = new Date()) {
  const row = await db.selectFrom('sessions').select('sess').where('sid', '=', sid).where('expire', '>', now).executeTakeFirst();
  if (!row) return undefined;
  const data = parse(row.sess);
  return {
    device: data.device ?? DEVICE_WORDS.unknown,
    country: data.country ?? null,
    reauthAt: data.reauthAt ? new Date(data.reauthAt) : undefined,
    reauthWith: data.reauthWith,
  };
}

/** Records that the owner just proved it is them in this session (src/auth/reauth.ts). */
export async function recordSessionReauth(db: Kysely<Database>, sid: string, method: ReauthMethod, now = new Date()): Promise<void> {
  const row = await db.selectFrom('sessions').select('sess').where('sid', '=', sid).executeTakeFirst();
  if (!row) return;
  const data: SessionData = { ...parse(row.sess), reauthAt: now.toISOString(), reauthWith: method };
  await db
    .updateTable('sessions')
    .set({ sess: JSON.stringify(data) })
    .where('sid', '=', sid)
    .execute();
}

/** Whether a token's session is live and an admin's, without moving its idle deadline (a page view is not a use of the dashboard). */
export async function isLiveAdminSession(db: Kysely<Database>, sid: string, now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('authUsers', (join) => join.on(sql`(sessions.sess ->> 'userId')::integer`, '=', sql.ref('auth_users.id')))
    .select(['sessions.sess', 'authUsers.isAdmin'])
    .where('sessions.sid', '=', sid)
    .where('sessions.expire', '>', now)
    .executeTakeFirst();
  return Boolean(row?.isAdmin) && new Date(parse(row!.sess).expiresAt) > now;
}

/** The live sessions of a person, the current one first, then the most recently seen. */
export async function listSessions(db: Kysely<Database>, userId: number, currentSid: string, now = new Date()): Promise<SessionSummary[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['sid', 'sess'])
    .where(sql<number>`(sess ->> 'userId')::integer`, '=', userId)
    .where('expire', '>', now)
    .execute();
  return rows
    .map(({ sid, sess }) => ({ sid, data: parse(sess) }))
    .filter(({ data }) => new Date(data.expiresAt) > now)
    .map(({ sid, data }) => ({
      id: sessionPublicId(sid),
      device: data.device ?? null,
      country: data.country ?? null,
      startedAt: data.createdAt,
      lastSeenAt: data.lastSeenAt ?? data.createdAt,
      current: sid === currentSid,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
}

/** Ends one of a person's sessions by its public id; false when they have no such session. */
export async function endSessionById(db: Kysely<Database>, userId: number, id: string): Promise<boolean> {
  const rows = await db
    .selectFrom('sessions')
    .select('sid')
    .where(sql<number>`(sess ->> 'userId')::integer`, '=', userId)
    .execute();
  const match = rows.find((r) => sessionPublicId(r.sid) === id);
  if (!match) return false;
  await endSession(db, match.sid);
  return true;
}

/** Ends every session of a person but this one ("sign out everywhere else"); returns how many. */
export async function endOtherSessions(db: Kysely<Database>, userId: number, keepSid: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where(sql<number>`(sess ->> 'userId')::integer`, '=', userId)
    .where('sid', '<>', keepSid)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends one session (sign out). */
export async function endSession(db: Kysely<Database>, sid: string): Promise<void> {
  await db.deleteFrom('sessions').where('sid', '=', sid).execute();
}

/** Ends every session of a person (password reset). Returns how many were ended. */
export async function endUserSessions(db: Kysely<Database>, userId: number): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where(sql<number>`(sess ->> 'userId')::integer`, '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes sessions past their deadline. */
export async function pruneSessions(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db.deleteFrom('sessions').where('expire', '<=', now).execute();
}
