/**
 * The jobs each career quiz path leads to: the search the quiz's 'View Relevant Jobs' opens on /jobs.
 * Keywords find the words at the start of any word of a job's title, company, location, type, salary or
 * description (filters.ts), so each path's word is the one its roles' adverts use.
 */
import type { PathId } from '../../quiz/careerPaths';
import { filtersQuery, type JobFilters } from './filters';

export const JOBS_PATH = '/jobs';

export const QUIZ_PATH_SEARCHES = {
  'b2b-sales': { q: 'sales' },
  'marketing-insights': { q: 'marketing' },
  'business-development': { q: 'business development' },
  'account-management': { q: 'account' },
} as const satisfies Record<PathId, Partial<JobFilters>>;

/** /jobs searched for a quiz path; all jobs for a path the table does not know. */
export function jobsHrefForPath(pathId: string): string {
  const search = Object.hasOwn(QUIZ_PATH_SEARCHES, pathId) ? QUIZ_PATH_SEARCHES[pathId as PathId] : {};
  return `${JOBS_PATH}${filtersQuery(search)}`;
}
