/** The admin session cookie: HttpOnly, SameSite=Strict, Secure except on localhost, whole site. */
export const SESSION_COOKIE = 'admin_session';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function attributes(req: Request): string {
  const secure = LOCAL_HOSTS.has(new URL(req.url).hostname) ? '' : '; Secure';
  return `Path=/; HttpOnly; SameSite=Strict${secure}`;
}

/** The value of a cookie on a request, if present. */
export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** Set-Cookie for a new session token, kept until the session's absolute expiry. */
export function sessionCookie(req: Request, token: string, expiresAt: Date): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return `${SESSION_COOKIE}=${token}; Max-Age=${maxAge}; ${attributes(req)}`;
}

/** Set-Cookie that removes the session cookie. */
export function clearedSessionCookie(req: Request): string {
  return `${SESSION_COOKIE}=; Max-Age=0; ${attributes(req)}`;
}
