import { getDb } from '../db/client';
import { findVisibleJob, listVisibleJobs } from '../jobs/queries';
import { HttpError, json, parseId, route } from './http';

/** GET /api/jobs: active, unexpired jobs, newest first. */
export const jobsCollection = route({
  GET: async () => json(await listVisibleJobs(getDb())),
});

/** GET /api/jobs/{id}: one visible job; 404 for unknown, non-numeric, inactive or expired ids. */
export const jobItem = route({
  GET: async (_req, { params }) => {
    const job = await findVisibleJob(getDb(), parseId(params.id, 'Job'));
    if (!job) throw new HttpError(404, 'Job not found');
    return json(job);
  },
});
