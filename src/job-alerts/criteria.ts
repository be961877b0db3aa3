/**
 * Whether a job fits an alert: the alert's criteria are a /jobs search (src/jobs/search/filters.ts), with
 * a quiz career path adding the words that path's search uses (quiz-paths.ts). One matcher for the page,
 * the quiz's links and the alerts: the keywords in the database (src/jobs/search-query.ts), the rest by
 * the facets (filters.ts).
 */
import { filtersQuery, matchesFilters, type JobFacets, type JobFilters } from '../jobs/search/filters';
import type { JobType, Workplace } from '../config/choices';
import { cities } from '../data/cities';
import { jobPlaces, regionGroups, REMOTE } from '../jobs/search/locations';
import { QUIZ_PATH_SEARCHES } from '../jobs/search/quiz-paths';
import { careerPaths } from '../quiz/careerPaths';
import type { PathId } from '../config/choices';
import type { JobAlertCriteria } from './schema';
import { JOB_ALERT_FORM } from '../texts/job-alerts';

export type AlertCriteria = Omit<JobAlertCriteria, 'frequency'>;

/** The /jobs search an alert stands for. */
export function alertFilters(criteria: AlertCriteria): JobFilters {
  const pathWords =
    criteria.interest && Object.hasOwn(QUIZ_PATH_SEARCHES, criteria.interest) ? QUIZ_PATH_SEARCHES[criteria.interest as PathId].q : '';
  // An alert keeps Remote as its location (or type), as the search once offered it: the workplace now.
  const remote = criteria.location === REMOTE || criteria.type === 'Remote';
  return {
    q: [criteria.q, pathWords].filter(Boolean).join(' '),
    location: criteria.location === REMOTE ? '' : criteria.location,
    type: criteria.type === 'Remote' ? '' : criteria.type,
    workplace: remote ? 'remote' : '',
    salary: criteria.salary,
  };
}

/** Whether a job's facets fit an alert (its keywords are matched in the database: keywordMatches). */
export const alertMatches = (job: JobFacets, criteria: AlertCriteria) => matchesFilters(job, alertFilters(criteria));

/**
 * The alert a /jobs search signs up for. An alert has no workplace of its own yet: a search for remote
 * jobs keeps it as the location Remote, which alertFilters reads back as the workplace; on-site and hybrid
 * are not kept.
 */
export function alertCriteriaForSearch(filters: JobFilters): AlertCriteria {
  const location = filters.location || (filters.workplace === 'remote' ? REMOTE : '');
  return { q: filters.q, location, type: filters.type, salary: filters.salary, interest: '' };
}

/** The /jobs address of an alert's search ('/jobs?q=sales&location=exeter'). */
export const alertJobsPath = (criteria: AlertCriteria) => `/jobs${filtersQuery(alertFilters(criteria))}`;

const LOCATION_LABELS = new Map([[REMOTE, 'Remote'], ...regionGroups().flatMap((g) => g.choices.map((c) => [c.value, c.label] as const))]);

/** An alert's search in words, for its emails and pages: '"sales", B2B Sales, in Exeter, Full-time, from £25,000'. */
export function describeCriteria(criteria: AlertCriteria): string {
  const parts = [
    criteria.q && `"${criteria.q}"`,
    criteria.interest && careerPaths[criteria.interest]?.title,
    criteria.location && `in ${LOCATION_LABELS.get(criteria.location) ?? criteria.location}`,
    criteria.type,
    criteria.salary && `from £${criteria.salary.toLocaleString('en-GB')} a year`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'all new jobs';
}

/** A job page's alert: new jobs of its type in its place (its first city named, else its region, else Remote), or anywhere. */
export function criteriaForJob(job: { location: string; type: JobType; workplace: Workplace }): AlertCriteria {
  const places = jobPlaces(job);
  const cityKeys = new Set(cities.map((c) => c.key));
  const location = places.find((p) => cityKeys.has(p)) ?? places.find((p) => p !== REMOTE) ?? places[0] ?? '';
  return { q: '', location, type: job.type, salary: null, interest: '' };
}

/** The sign-up offered with a job (its page, the confirmation of an application for it): new jobs like it. */
export interface JobAlertOffer {
  criteria: AlertCriteria;
  describe: string;
}

export function alertOfferForJob(job: { location: string; type: JobType; workplace: Workplace }): JobAlertOffer {
  const criteria = criteriaForJob(job);
  return { criteria, describe: JOB_ALERT_FORM.likeThisJob(describeCriteria(criteria)) };
}
