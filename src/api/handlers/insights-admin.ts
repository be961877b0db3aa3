import { getDb } from '../../db/client';
import { csvStream } from '../../exports/csv';
import { insightsColumns, insightsFileName, insightsRows } from '../../insights/csv';
import { INSIGHTS_TABLES, isInsightsTable } from '../../schemas/insights-tables';
import { readPeriod } from '../../insights/period';
import { insightsReport } from '../../insights/report';
import { attachmentDisposition } from '../../utils/content-disposition';
import { adminOnly } from '../admin-guard';
import { HttpError, json, route } from '../http';

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
