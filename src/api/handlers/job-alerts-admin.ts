import { getDb } from '../../db/client';
import { listSubscribers } from '../../job-alerts/subscribers';
import { deleteSubscription } from '../../job-alerts/subscriptions';
import { adminOnly } from '../admin-guard';
import { HttpError, json, parseId, route } from '../http';
import { readListQuery } from '../list-query';

/** GET /api/admin/job-alerts?page=&pageSize=&q= (admin): one page of job alert subscriptions, newest first. */
export const adminJobAlerts = route({
  GET: adminOnly(async (req) => json(await listSubscribers(getDb(), readListQuery(req)))),
});

/** DELETE /api/admin/job-alerts/{id} (admin): removes a subscriber as their one-click unsubscribe would. */
export const adminJobAlertItem = route({
  DELETE: adminOnly(async (_req, { params }) => {
    if (!(await deleteSubscription(getDb(), parseId(params.id, 'Job alert')))) throw new HttpError(404, 'Job alert subscription not found');
    return json({ message: 'Job alert subscription removed' });
  }),
});
