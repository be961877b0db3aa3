import { personOfSession } from '../people/sign-in';
import { getDb } from '../db/client';
import { isLoopbackHost } from '../utils/web-address';
import { HttpError, OTHER_ORIGIN_READ_REFUSED, type Handler, type RequestContext } from './http';
import { marked } from './route-map';
import { isOtherOriginRead } from './same-origin';
import { readCookie } from './session-cookie';

/**
 * A person's "My data" session cookie (docs/decisions/people.md): its own, never the admin's, so neither
 * session opens the other's routes. HttpOnly, SameSite=Strict, whole site; `__Host-` prefixed and Secure
 * wherever it can be (everywhere but localhost, as the admin's). No Max-Age: the browser drops it when
 * closed, and the server ends it after 30 minutes idle.
 */
const COOKIE = 'my_session';

const isSecure = (req: Request) => !isLoopbackHost(new URL(req.url).hostname);
const cookieName = (req: Request) => (isSecure(req) ? `__Host-${COOKIE}` : COOKIE);
const attributes = (req: Request) => `Path=/; HttpOnly; SameSite=Strict${isSecure(req) ? '; Secure' : ''}`;

/** The session token a request carries, if any. */
export const personSessionToken = (req: Request) => readCookie(req, cookieName(req));

/** The Set-Cookie value of a new session. */
export const personSessionCookie = (req: Request, token: string) => `${cookieName(req)}=${token}; ${attributes(req)}`;

/** The Set-Cookie value that removes it. */
export const clearedPersonSessionCookie = (req: Request) => `${cookieName(req)}=; Max-Age=0; ${attributes(req)}`;

/** Answers about a person are never stored by a cache nor indexed. */
export const PERSON_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' } as const;

export type PersonHandler = (req: Request, ctx: RequestContext & { personId: number }) => Response | Promise<Response>;

/**
 * A handler of a person signed in to "My data": 401 without a live session of theirs (each request keeps
 * it alive); its reads go only to this site's own pages, as an admin's do; `route` refuses cross-site writes.
 */
export function personSignedIn(handler: PersonHandler): Handler {
  return marked(
    async (req, ctx) => {
      if ((req.method === 'GET' || req.method === 'HEAD') && isOtherOriginRead(req)) throw new HttpError(403, OTHER_ORIGIN_READ_REFUSED);
      const personId = await personOfSession(getDb(), personSessionToken(req));
      const res = await handler(req, { ...ctx, personId });
      for (const [name, value] of Object.entries(PERSON_HEADERS)) res.headers.set(name, value);
      return res;
    },
    { access: 'person' },
  );
}
