import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ISSUER, sessionKey } from '../session-token';
import { passwordBinding } from '../trusted-device';

/** How long the step between a right password and the app's code may take. */
export const PENDING_SIGN_IN_SECONDS = 5 * 60;
/** The token's audience: never taken for a session token (whose audience is ISSUER). */
const AUDIENCE = `${ISSUER}:second-factor`;

/** Who has given the right password and is yet to give a code: no session, only the right to try one. */
export interface PendingSignIn {
  userId: number;
  email: string;
}

/** A pending sign-in as its token carries it: bound to the password it was given with, and named, so it works once. */
export interface PendingToken extends PendingSignIn {
  /** Names the account's password hash when the token was made (trusted-device.ts): a reset voids the token. */
  binding: string;
  /** The token's id, spent when it starts a session. */
  jti: string;
  expiresAt: Date;
}

/** A token for the step after a right password, naming the account's password hash as the device cookie does. */
export function signPendingSignIn(
  { userId, email }: PendingSignIn,
  passwordHash: string,
  key: Uint8Array = sessionKey(),
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ uid: userId, email, pwd: passwordBinding(email, passwordHash) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + PENDING_SIGN_IN_SECONDS)
    .sign(key);
}

/** The pending sign-in of a genuine, unexpired token, or undefined. */
export async function readPendingSignIn(
  token: string,
  key: Uint8Array = sessionKey(),
  now = new Date(),
): Promise<PendingToken | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'], currentDate: now });
    const { uid, email, pwd, jti, exp } = payload;
    if (typeof uid !== 'number' || typeof email !== 'string' || typeof pwd !== 'string' || typeof jti !== 'string' || !exp)
      return undefined;
    return { userId: uid, email, binding: pwd, jti, expiresAt: new Date(exp * 1000) };
  } catch {
    return undefined;
  }
}

/** Whether the token has already started a session. */
export async function isSpent(db: Kysely<Database>, token: PendingToken): Promise<boolean> {
  return Boolean(await db.selectFrom('spentSignInTokens').select('jti').where('jti', '=', token.jti).executeTakeFirst());
}

/**
 * Marks the token used: true for the one caller that spends it (of two at once, the other gets false).
 * Tokens past their expiry are forgotten here, as they can no longer be read.
 */
export async function spendPendingSignIn(db: Kysely<Database>, token: PendingToken, now = new Date()): Promise<boolean> {
  await db.deleteFrom('spentSignInTokens').where('expiresAt', '<=', now).execute();
  const inserted = await db
    .insertInto('spentSignInTokens')
    .values({ jti: token.jti, expiresAt: token.expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows) === 1;
}
