import { TRUSTED_DEVICE_DAYS } from '../auth/trusted-device';
import { SIGNED_IN_COOKIE } from '../config/admin-cookies';
import { isLoopbackHost } from '../utils/web-address';

/** The admin session cookie: HttpOnly, SameSite=Strict, Secure except on localhost, whole site. */
export const SESSION_COOKIE = 'admin_session';

/** The browser's mark of an earlier sign-in (src/auth/trusted-device.ts): sent to the sign-in routes only. */
export const DEVICE_COOKIE = 'admin_device';

function attributes(req: Request, { httpOnly = true, path = '/' } = {}): string {
  const secure = isLoopbackHost(new URL(req.url).hostname) ? '' : '; Secure';
  return `Path=${path};${httpOnly ? ' HttpOnly;' : ''} SameSite=Strict${secure}`;
}

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
    `${SESSION_COOKIE}=${token}; Max-Age=${maxAge}; ${attributes(req)}`,
    `${SIGNED_IN_COOKIE}=1; Max-Age=${maxAge}; ${attributes(req, { httpOnly: false })}`,
  ];
}

/** The Set-Cookie values that remove the session cookie and the signed-in hint. */
export function clearedSessionCookies(req: Request): string[] {
  return [`${SESSION_COOKIE}=; Max-Age=0; ${attributes(req)}`, `${SIGNED_IN_COOKIE}=; Max-Age=0; ${attributes(req, { httpOnly: false })}`];
}

/** The Set-Cookie value that marks this browser as trusted for the account it signed in to, for a year. */
export function deviceCookie(req: Request, token: string): string {
  return `${DEVICE_COOKIE}=${token}; Max-Age=${TRUSTED_DEVICE_DAYS * 86_400}; ${attributes(req, { path: '/api/auth' })}`;
}
