import { exportFileName } from '../../exports/file-name';
import { getDb } from '../../db/client';
import { placementsCsv } from '../../placements/export';
import { listPlacements } from '../../placements/placements';
import { attachmentDisposition } from '../../utils/content-disposition';
import { adminOnly } from '../admin-guard';
import { route } from '../http';

/**
 * GET /api/admin/placements/export: every placement as CSV for the bookkeeper (UK dates, pounds). A module
 * of its own, so the CSV writer loads with the export only, not with every placement route.
 */
export const adminPlacementsExport = route({
  GET: adminOnly(async () => {
    const now = new Date();
    const name = exportFileName('placements', 'csv', now);
    return new Response(placementsCsv(await listPlacements(getDb(), now)), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': attachmentDisposition(name, name),
        'x-content-type-options': 'nosniff',
      },
    });
  }),
});
