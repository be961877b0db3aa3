import { enforceRateLimit, RATE_LIMITS } from '../../abuse/rate-limit';
import { readSessionToken, sessionKey } from '../../auth/session-token';
import { isLiveAdminSession } from '../../auth/sessions';
import { getDb } from '../../db/client';
import { isKnownBot } from '../../insights/bots';
import { countPageView } from '../../insights/count-view';
import { pageViewSchema } from '../../schemas/visit';
import { HttpError, parseWith, readText, route } from '../http';
import { readCookie, sessionCookieName } from '../session-cookie';

/** The largest beacon taken: a view is a few hundred bytes; anything bigger is not the site's script. */
export const PAGE_VIEW_MAX_BYTES = 2048;

/**
 * Whether the request carries the cookie of a live admin session: the admin's own visits are not counted.
 * The session is looked up, as every admin check does, so a signed-out or revoked session's token counts as anyone's.
 */
async function isAdminVisit(req: Request): Promise<boolean> {
  const token = readCookie(req, sessionCookieName(req));
  const sid = token === undefined ? undefined : await readSessionToken(token, sessionKey());
  return sid !== undefined && (await isLiveAdminSession(getDb(), sid));
}

const NOTHING = () => new Response(null, { status: 204 });

/**
 * POST /api/insights/views: one page view from the page's script (src/lib/consented-features.ts), sent
 * only with the visitor's Analytics consent, as text (navigator.sendBeacon's string body) holding JSON.
 * Counted on arrival (one upsert); no address, user agent or identifier is stored. Known bots and the
 * admin's own visits are answered the same 204 and not counted. Over 2 KB: 413; per client rate-limited.
 */
export const pageViews = route({
  POST: async (req, ctx) => {
    const db = getDb();
    const text = await readText(req, PAGE_VIEW_MAX_BYTES);
    await enforceRateLimit(db, RATE_LIMITS.pageViews, ctx.ip);
    if (isKnownBot(req.headers.get('user-agent')) || (await isAdminVisit(req))) return NOTHING();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'Malformed JSON body');
    }
    await countPageView(db, parseWith(pageViewSchema, body));
    return NOTHING();
  },
});
