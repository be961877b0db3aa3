import { getDb } from '../db/client';
import { findVisibleJob, listVisibleJobs } from '../jobs/queries';
import { filtersQuery, parseFilters } from '../jobs/search/filters';
import { LOCATION_VALUES } from '../jobs/search/locations';
import { keywordJobIds, searchVisibleJobs } from '../jobs/search-query';
import { htmlAnswer } from './html-page';
import { jobResultsPage } from './job-results-page';
import { createJob, deleteJob, listAllJobs, listIncompleteAdverts, updateJob } from '../jobs/manage';
import { JOB_TEXT_MAX_CHARS, jobSchema, newJobSchema } from '../schemas/job';
import { adminEditing } from './admin-editing';
import { adminOnly } from './admin-guard';
import { cdnCached } from './cdn-cache';
import { DEFAULT_JSON_LIMIT_BYTES, HttpError, json, parseId, readJson, route } from './http';
import { readListQuery } from './list-query';
import { rebuildAfterContentChange } from './site-rebuild';

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

/** The search of an address: its filters, read as /jobs reads them (what cannot be a filter left out). */
const filtersOf = (req: Request) => parseFilters(new URL(req.url).searchParams, (value) => LOCATION_VALUES.has(value));

/**
 * GET /api/jobs/search?q=: the ids of the visible jobs the keywords find, the best match first (the /jobs
 * page's script shows its cards so; the other filters it applies itself, from the cards' facets).
 */
export const jobSearch = route({
  GET: cdnCached(async (req) => json({ ids: await keywordJobIds(getDb(), filtersOf(req).q) })),
});

/**
 * GET /jobs?... (netlify.toml rewrites a /jobs address with a search field here; also /api/jobs/results):
 * the filtered list as a page, so a shared search and the form sent without JavaScript show it. An address
 * with empty fields or what is not a filter is sent to the same search written plainly (no search at all
 * is the prebuilt /jobs).
 */
export const jobResults = route({
  GET: cdnCached(async (req) => {
    const filters = filtersOf(req);
    const query = filtersQuery(filters);
    if (new URL(req.url).search !== query) return new Response(null, { status: 302, headers: { location: `/jobs${query}` } });
    return htmlAnswer(jobResultsPage(filters, await searchVisibleJobs(getDb(), filters)));
  }),
});
