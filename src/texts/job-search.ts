import { countOf } from '../utils/plural';

/** The job search's words: the form on /jobs, its script and the city pages' list of open roles. */
export const JOB_SEARCH_TEXT = {
  formLabel: 'Search jobs',
  keywords: 'Keywords',
  keywordsHint: 'e.g. sales, marketing, SaaS',
  location: 'Location',
  anyLocation: 'Anywhere',
  type: 'Job type',
  anyType: 'Any type',
  workplace: 'Workplace',
  anyWorkplace: 'Any workplace',
  salary: 'Minimum salary',
  anySalary: 'Any salary',
  salaryAtLeast: (pounds: string) => `${pounds}+ a year`,
  search: 'Search',
  /** Under the count when a minimum salary left out jobs it cannot be compared with. */
  notComparable: (n: number) =>
    `${countOf(n, 'more job')} ${n === 1 ? 'matches' : 'match'} but ${n === 1 ? 'states' : 'state'} no yearly salary (hourly pay, or none given), so the minimum leaves ${n === 1 ? 'it' : 'them'} out.`,
  showNotComparable: (n: number) => (n === 1 ? 'Show it too' : 'Show them too'),
  /** The title of the results page the API writes for a search sent without JavaScript. */
  resultsTitle: 'Job search results',
  heading: 'Jobs for Psychology Graduates',
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
