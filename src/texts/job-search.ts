import { countOf } from '../utils/plural';

/** The job search's words: the form on /jobs, its script and the city pages' list of open roles. */
export const JOB_SEARCH_TEXT = {
  formLabel: 'Search jobs',
  keywords: 'Keywords',
  keywordsHint: 'e.g. sales, marketing, SaaS',
  location: 'Location',
  anyLocation: 'Anywhere',
  remote: 'Remote',
  type: 'Job type',
  anyType: 'Any type',
  salary: 'Minimum salary',
  anySalary: 'Any salary',
  salaryAtLeast: (pounds: string) => `${pounds}+ a year`,
  search: 'Search',
  clear: 'Clear filters',
  count: (n: number) => countOf(n, 'job'),
  noMatch: {
    title: 'No jobs match your search',
    body: 'Try fewer keywords or clear a filter. Or tell us what you are looking for: new roles come in every week and we will let you know.',
    contact: 'Tell us what you are looking for',
  },
  city: {
    heading: (city: string) => `Open roles in ${city}`,
    none: (city: string) => `There are no open roles in ${city} right now.`,
    allJobs: 'See all jobs',
  },
} as const;
