import { loadOverview } from '../../insights/overview';
import { getDb } from '../../db/client';
import { adminOnly } from '../admin-guard';
import { json, route } from '../http';

/** GET /api/admin/overview (admin): the overview cards' counts. */
export const adminOverview = route({
  GET: adminOnly(async () => json(await loadOverview(getDb()))),
});
