import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { normaliseEmail } from '../utils/email';
import { ISSUER, sessionKey } from './session-token';

/** Its own audience, so a device token is never taken for a session token, nor the reverse. */
const AUDIENCE = 'psychgrad-trusted-device';
/** How long a browser stays trusted after it last signed in. */
export const TRUSTED_DEVICE_DAYS = 365;

/**
 * The account a token vouches for, without the email itself in the browser. It names the account's
 * password hash too (salted, so new at every reset): a password reset withdraws every browser's trust,
 * as it ends every session, and a lost laptop's cookie stops counting once the password is changed.
 */
export const passwordBinding = (email: string, passwordHash: string) =>
  createHash('sha256')
    .update(`${normaliseEmail(email)}\n${passwordHash}`)
    .digest('base64url');

/**
 * A token saying this browser has signed in to the account with this email and password hash (a "device
 * cookie"): failed sign-ins elsewhere, which lock the email out for everyone else, do not lock out such a browser.
 */
export function signDeviceToken(email: string, passwordHash: string, now = new Date(), key: Uint8Array = sessionKey()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(passwordBinding(email, passwordHash))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TRUSTED_DEVICE_DAYS * 86_400)
    .sign(key);
}

/** Whether a token is a genuine, unexpired device token for this email and its current password hash. */
export async function isTrustedDevice(
  token: string | undefined,
  email: string,
  passwordHash: string | undefined,
  now = new Date(),
  key: Uint8Array = sessionKey(),
): Promise<boolean> {
  if (!token || !passwordHash) return false;
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'], currentDate: now });
    return payload.sub === passwordBinding(email, passwordHash);
  } catch {
    return false;
  }
}
