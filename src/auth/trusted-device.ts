import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { normaliseEmail } from './accounts';
import { ISSUER, sessionKey } from './session-token';

/** Its own audience, so a device token is never taken for a session token, nor the reverse. */
const AUDIENCE = 'psychgrad-trusted-device';
/** How long a browser stays trusted after it last signed in. */
export const TRUSTED_DEVICE_DAYS = 365;

/** The account a token vouches for, without the email itself in the browser. */
const subject = (email: string) => createHash('sha256').update(normaliseEmail(email)).digest('base64url');

/**
 * A token saying this browser has signed in to the account with this email (a "device cookie"): failed
 * sign-ins elsewhere, which lock the email out for everyone else, do not lock out such a browser.
 */
export function signDeviceToken(email: string, now = new Date(), key: Uint8Array = sessionKey()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(subject(email))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TRUSTED_DEVICE_DAYS * 86_400)
    .sign(key);
}

/** Whether a token is a genuine, unexpired device token for this email. */
export async function isTrustedDevice(token: string | undefined, email: string, now = new Date(), key: Uint8Array = sessionKey()): Promise<boolean> {
  if (!token) return false;
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'], currentDate: now });
    return payload.sub === subject(email);
  } catch {
    return false;
  }
}
