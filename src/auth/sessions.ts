import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How long a sign-in lasts: 8 hours without use, 7 days at most. */
export const SESSION_LIMITS = { idleMs: 8 * 3600_000, absoluteMs: 7 * 24 * 3600_000 } as const;
/** The idle deadline is moved on at most this often, so reads do not write on every request. */
const TOUCH_EVERY_MS = 5 * 60_000;

/** What the `sess` column holds. */
interface SessionData {
  userId: number;
  createdAt: string;
  expiresAt: string;
}

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
}

const earlier = (a: Date, b: Date) => (a < b ? a : b);

/** Records a new session for a person and clears expired ones. */
export async function startSession(db: Kysely<Database>, userId: number, now = new Date()): Promise<StartedSession> {
  const sid = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIMITS.absoluteMs);
  const data: SessionData = { userId, createdAt: now.toISOString(), expiresAt: expiresAt.toISOString() };
  await db
    .insertInto('sessions')
    .values({ sid, sess: JSON.stringify(data), expire: earlier(new Date(now.getTime() + SESSION_LIMITS.idleMs), expiresAt) })
    .execute();
  await pruneSessions(db, now);
  return { sid, expiresAt };
}

/**
 * The person a live session belongs to, or undefined (unknown, ended, idle too long, past its absolute
 * expiry, or the account is gone). A live session's idle deadline moves on.
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
  const data = (typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess) as SessionData;
  const expiresAt = new Date(data.expiresAt);
  if (!(expiresAt > now)) return undefined;
  const idleDeadline = earlier(new Date(now.getTime() + SESSION_LIMITS.idleMs), expiresAt);
  if (idleDeadline.getTime() - new Date(row.expire).getTime() > TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ expire: idleDeadline }).where('sid', '=', sid).execute();
  }
  return { id: row.id, email: row.email, firstName: row.firstName, isAdmin: row.isAdmin };
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
