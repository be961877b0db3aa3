import { enforceRateLimit, RATE_LIMITS } from '../abuse/rate-limit';
import { readSessionToken, sessionKey } from '../auth/session-token';
import { getDb } from '../db/client';
import { isKnownBot } from '../insights/bots';
import { countPageView } from '../insights/count-view';
import { pageViewSchema } from '../schemas/visit';
import { csvStream } from '../exports/csv';
import { INSIGHTS_TABLES, insightsColumns, insightsFileName, insightsRows, isInsightsTable } from '../insights/csv';
import { readPeriod } from '../insights/period';
import { insightsReport } from '../insights/report';
import { attachmentDisposition } from '../utils/content-disposition';
import { adminOnly } from './admin-guard';
import { HttpError, json, parseWith, readText, route } from './http';
import { readCookie, sessionCookieName } from './session-cookie';

/** The largest beacon taken: a view is a few hundred bytes; anything bigger is not the site's script. */
export const PAGE_VIEW_MAX_BYTES = 2048;

/** Whether the request carries a genuine admin session cookie: the admin's own visits are not counted. */
async function isAdminVisit(req: Request): Promise<boolean> {
  const token = readCookie(req, sessionCookieName(req));
  return token !== undefined && (await readSessionToken(token, sessionKey())) !== undefined;
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

/**
 * GET /api/admin/insights?from=&to= (admin): the Overview's insights for a period of UK days (by default
 * the last 30), as JSON; with &table=jobs (or daily, posts, cities, referrers, campaigns) that table as a
 * CSV attachment.
 */
export const adminInsights = route({
  GET: adminOnly(async (req) => {
    const params = new URL(req.url).searchParams;
    const table = params.get('table');
    if (table !== null && !isInsightsTable(table)) throw new HttpError(400, `Invalid table: one of ${INSIGHTS_TABLES.join(', ')}`);
    const report = await insightsReport(getDb(), readPeriod(params.get('from'), params.get('to')));
    if (table === null) return json(report);
    const name = insightsFileName(table, report.period);
    return new Response(csvStream(insightsRows(report, table), insightsColumns(table)), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': attachmentDisposition(name, name),
        'x-content-type-options': 'nosniff',
      },
    });
  }),
});
