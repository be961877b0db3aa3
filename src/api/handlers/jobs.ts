import { getDb } from '../../db/client';
import { findVisibleJob, listVisibleJobs } from '../../jobs/queries';
import { createJob, deleteJob, listAllJobs, listIncompleteAdverts, updateJob } from '../../jobs/manage';
import { JOB_TEXT_MAX_CHARS, jobSchema, newJobSchema } from '../../schemas/job';
import { adminEditing } from '../admin-editing';
import { adminOnly } from '../admin-guard';
import { cdnCached } from '../cdn-cache';
import { DEFAULT_JSON_LIMIT_BYTES, HttpError, json, parseId, readJson, route } from '../http';
import { readListQuery } from '../list-query';
import { rebuildAfterContentChange } from '../after-answer';

/**
 * A job at its fields' limits fits: the three long texts at 3 bytes a character (UTF-8's most for text
 * pasted from Word: £, curly quotes, bullets; JSON's escaped newlines and quotes take 2), the rest as
 * any other body.
 */
const JOB_BODY_LIMIT = { maxBytes: 3 * JOB_TEXT_MAX_CHARS * 3 + DEFAULT_JSON_LIMIT_BYTES };

/** GET /api/jobs: active, unexpired jobs, newest first. POST (admin): adds a job. */
export const jobsCollection = route({
  GET: cdnCached(async () => json(await listVisibleJobs(getDb()))),
  POST: adminOnly(async (req) => {
    const { submissionKey, ...data } = await readJson(req, newJobSchema, JOB_BODY_LIMIT);
    const job = await createJob(getDb(), data, submissionKey);
    await rebuildAfterContentChange();
    return json(job, 201);
  }),
});

/**
 * GET /api/jobs/{id}: one visible job; 404 for unknown, non-numeric, inactive or expired ids.
 * PUT (admin): replaces the job's fields (also how it is activated or deactivated). DELETE (admin).
 */
export const jobItem = route({
  GET: cdnCached(async (_req, { params }) => {
    const job = await findVisibleJob(getDb(), parseId(params.id, 'Job'));
    if (!job) throw new HttpError(404, 'Job not found');
    return json(job);
  }),
  ...adminEditing({ noun: 'Job', param: 'id', schema: jobSchema, maxBytes: JOB_BODY_LIMIT.maxBytes, update: updateJob, remove: deleteJob }),
});

/** GET /api/admin/jobs (admin): every job, active or not, newest first, paginated. */
export const adminJobs = route({
  GET: adminOnly(async (req) => json(await listAllJobs(getDb(), readListQuery(req)))),
});

/** GET /api/admin/jobs/incomplete-adverts (admin): jobs on the site whose adverts lack what regulation 27 asks. */
export const adminIncompleteAdverts = route({
  GET: adminOnly(async () => json(await listIncompleteAdverts(getDb()))),
});
