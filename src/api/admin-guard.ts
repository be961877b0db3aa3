import { NotAdminError, NotSignedInError, SecondFactorRequiredError } from '../auth/errors';
import { factorState, mustEnrol } from '../auth/factors/account-factors';
import { readSessionToken, sessionKey } from '../auth/session-token';
import { findSessionUser, type SessionUser } from '../auth/sessions';
import { getDb } from '../db/client';
import { purgePublicReads } from './cdn-cache';
import { HttpError, OTHER_ORIGIN_READ_REFUSED, type Handler, type RequestContext } from './http';
import { marked } from './route-map';
import { isOtherOriginRead } from './same-origin';
import { readCookie, sessionCookieName } from './session-cookie';

/** The session id and person behind a request's cookie; NotSignedInError when there is no live session. */
export async function sessionOf(req: Request): Promise<{ sid: string; user: SessionUser }> {
  const token = readCookie(req, sessionCookieName(req));
  const sid = token ? await readSessionToken(token, sessionKey()) : undefined;
  const user = sid ? await findSessionUser(getDb(), sid) : undefined;
  if (!sid || !user) throw new NotSignedInError();
  return { sid, user };
}

/**
 * The signed-in admin, or 401 (no live session) / 403 (not an admin; or, while every admin must have a
 * second factor, one without any: only src/api/handlers/security-factors.ts is open to them). `route` refuses
 * cross-site writes first.
 */
export async function requireAdmin(req: Request): Promise<SessionUser> {
  const user = await requireAdminEnrolling(req);
  if (mustEnrol(await factorState(getDb(), user.id))) throw new SecondFactorRequiredError();
  return user;
}

/** The signed-in admin, whether or not they have the second factor the setting may require (for setting one up). */
export async function requireAdminEnrolling(req: Request): Promise<SessionUser> {
  const { user } = await sessionOf(req);
  if (!user.isAdmin) throw new NotAdminError();
  return user;
}

/** Answers for the admin are never stored by a cache nor indexed. */
export const ADMIN_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' } as const;

export type AdminHandler = (req: Request, ctx: RequestContext & { admin: SessionUser }) => Response | Promise<Response>;

/**
 * A handler only a signed-in admin reaches; its answers carry ADMIN_HEADERS. Its reads (lists, exports,
 * CVs) go only to this site's own pages (isOtherOriginRead), as its writes do (`route`). Every change an admin makes
 * (any method but GET that succeeds) purges the CDN's copies of public reads before the answer, so the
 * admin and every visitor read the change at once, whatever it touched.
 */
export function adminOnly(handler: AdminHandler): Handler {
  return marked(
    async (req, ctx) => {
      if (isRead(req) && isOtherOriginRead(req)) throw new HttpError(403, OTHER_ORIGIN_READ_REFUSED);
      const admin = await requireAdmin(req);
      const res = await handler(req, { ...ctx, admin });
      if (!isRead(req) && res.ok) await purgePublicReads();
      for (const [name, value] of Object.entries(ADMIN_HEADERS)) res.headers.set(name, value);
      return res;
    },
    { access: 'admin' },
  );
}

const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';

export type SignedInHandler = (req: Request, ctx: RequestContext & { sid: string; user: SessionUser }) => Response | Promise<Response>;

/**
 * A handler of the signed-in person's own account (their sessions, their activity): 401 without a live
 * session; its reads go only to this site's own pages, as an admin's do.
 */
export function signedIn(handler: SignedInHandler): Handler {
  return marked(
    async (req, ctx) => {
      if (isRead(req) && isOtherOriginRead(req)) throw new HttpError(403, OTHER_ORIGIN_READ_REFUSED);
      const { sid, user } = await sessionOf(req);
      return handler(req, { ...ctx, sid, user });
    },
    { access: 'signed-in' },
  );
}
