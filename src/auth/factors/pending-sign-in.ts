import { jwtVerify, SignJWT } from 'jose';
import { ISSUER, sessionKey } from '../session-token';

/** How long the step between a right password and the app's code may take. */
export const PENDING_SIGN_IN_SECONDS = 5 * 60;
/** The token's audience: never taken for a session token (whose audience is ISSUER). */
const AUDIENCE = `${ISSUER}:second-factor`;

/** Who has given the right password and is yet to give a code: no session, only the right to try one. */
export interface PendingSignIn {
  userId: number;
  email: string;
}

export function signPendingSignIn({ userId, email }: PendingSignIn, key: Uint8Array = sessionKey(), now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ uid: userId, email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + PENDING_SIGN_IN_SECONDS)
    .sign(key);
}

/** The pending sign-in of a genuine, unexpired token, or undefined. */
export async function readPendingSignIn(
  token: string,
  key: Uint8Array = sessionKey(),
  now = new Date(),
): Promise<PendingSignIn | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'], currentDate: now });
    return typeof payload.uid === 'number' && typeof payload.email === 'string' ? { userId: payload.uid, email: payload.email } : undefined;
  } catch {
    return undefined;
  }
}
