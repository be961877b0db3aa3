/**
 * The /jobs search's routes: a module of their own, so that the job list's (jobs.ts, the most asked)
 * loads nothing of the search.
 */
import { getDb } from '../../db/client';
import { filtersQuery, parseFilters } from '../../jobs/search/filters';
import { LOCATION_VALUES } from '../../jobs/search/locations';
import { keywordJobIds, searchVisibleJobs } from '../../jobs/search-query';
import { cdnCached } from '../cdn-cache';
import { htmlAnswer } from '../html-page';
import { json, route } from '../http';
import { jobResultsPage } from '../pages/job-results-page';

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
