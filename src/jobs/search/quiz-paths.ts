/**
 * The jobs each career quiz path leads to: the search the quiz's 'View Relevant Jobs' opens on /jobs, and
 * the words the keyword search takes as standing for each path's (SEARCH_SYNONYMS), so that a search for a
 * path finds the roles the path promises however their adverts put it ('sales' finds a Business
 * Development Representative who 'sells'). Keywords are matched by PostgreSQL's English stemming
 * (keywords.ts), so 'sell' also finds 'sells' and 'selling'.
 */
import type { PathId } from '../../config/choices';
import { filtersQuery, type JobFilters } from './filters';

export const JOBS_PATH = '/jobs';

export const QUIZ_PATH_SEARCHES = {
  'b2b-sales': { q: 'sales' },
  'marketing-insights': { q: 'marketing' },
  'business-development': { q: 'business development' },
  'account-management': { q: 'account management' },
} as const satisfies Record<PathId, Partial<JobFilters>>;

/**
 * Words a search also looks for when its keywords say the word or phrase on the left: each of the quiz's
 * paths (QUIZ_PATH_SEARCHES) and the titles its first roles go by (PATH_ROLES). One way only: a search for
 * 'sell' does not look for every 'sales'. Lower case, letters, digits and spaces.
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  sales: ['sell', 'business development', 'new business', 'bdr', 'sdr', 'sales development', 'account executive', 'sales executive'],
  'business development': ['bdr', 'new business', 'business developer', 'lead generation'],
  marketing: ['consumer insight', 'market research', 'campaign'],
  'account management': ['account manager', 'key account', 'customer success', 'client relationship', 'renewal'],
  'account manager': ['account management', 'customer success', 'key account'],
  bdr: ['business development representative'],
  sdr: ['sales development representative'],
};

/** /jobs searched for a quiz path; all jobs for a path the table does not know. */
export function jobsHrefForPath(pathId: string): string {
  const search = Object.hasOwn(QUIZ_PATH_SEARCHES, pathId) ? QUIZ_PATH_SEARCHES[pathId as PathId] : {};
  return `${JOBS_PATH}${filtersQuery(search)}`;
}
