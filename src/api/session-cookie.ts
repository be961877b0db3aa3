import { TRUSTED_DEVICE_DAYS } from '../auth/trusted-device';
import { SIGNED_IN_COOKIE } from '../config/admin-cookies';
import { isLoopbackHost } from '../utils/web-address';

/** The admin session cookie: HttpOnly, SameSite=Strict, Secure except on localhost, whole site; named by sessionCookieName. */
export const SESSION_COOKIE = 'admin_session';

/** The browser's mark of an earlier sign-in (src/auth/trusted-device.ts): sent to the sign-in routes only. */
export const DEVICE_COOKIE = 'admin_device';

/** Whether cookies are Secure for this request: everywhere but localhost (plain http while developing). */
const isSecure = (req: Request) => !isLoopbackHost(new URL(req.url).hostname);

function attributes(req: Request, { httpOnly = true, path = '/' } = {}): string {
  return `Path=${path};${httpOnly ? ' HttpOnly;' : ''} SameSite=Strict${isSecure(req) ? '; Secure' : ''}`;
}

/**
 * The session cookie's name: `__Host-` prefixed wherever it is Secure, so the browser keeps it only as
 * set here (Secure, Path=/, no Domain) and no sibling subdomain can set or replace it for this site. On
 * localhost, where it cannot be Secure, the plain name. Only that name is read: a cookie of the plain
 * name over HTTPS (as any subdomain could plant) holds no session.
 */
export const sessionCookieName = (req: Request) => (isSecure(req) ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

/** The value of a cookie on a request, if present; a value that is not valid percent-encoding counts as absent. */
export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined; // we never set such a value, so it cannot hold a session
      }
    }
  }
  return undefined;
}

/**
 * The Set-Cookie values of a new session: the token, and the signed-in hint scripts may read
 * (src/config/admin-cookies.ts), both kept until the session's absolute expiry.
 */
export function sessionCookies(req: Request, token: string, expiresAt: Date): string[] {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return [
    `${sessionCookieName(req)}=${token}; Max-Age=${maxAge}; ${attributes(req)}`,
    `${SIGNED_IN_COOKIE}=1; Max-Age=${maxAge}; ${attributes(req, { httpOnly: false })}`,
  ];
}

/** The Set-Cookie values that remove the session cookie and the signed-in hint. */
export function clearedSessionCookies(req: Request): string[] {
  return [
    `${sessionCookieName(req)}=; Max-Age=0; ${attributes(req)}`,
    `${SIGNED_IN_COOKIE}=; Max-Age=0; ${attributes(req, { httpOnly: false })}`,
  ];
}

/** The Set-Cookie value that marks this browser as trusted for the account it signed in to, for a year. */
export function deviceCookie(req: Request, token: string): string {
  return `${DEVICE_COOKIE}=${token}; Max-Age=${TRUSTED_DEVICE_DAYS * 86_400}; ${attributes(req, { path: '/api/auth' })}`;
}

/** The password step's token while the account's second factor is awaited (src/auth/factors/pending-sign-in.ts): sent to the sign-in routes only. */
export const PENDING_SIGN_IN_COOKIE = 'admin_pending_sign_in';

/** The Set-Cookie value of the pending sign-in token, for as long as it lasts (or, with no token, its removal). */
export function pendingSignInCookie(req: Request, token: string | undefined, maxAgeSeconds: number): string {
  return `${PENDING_SIGN_IN_COOKIE}=${token ?? ''}; Max-Age=${token ? maxAgeSeconds : 0}; ${attributes(req, { path: '/api/auth' })}`;
}
