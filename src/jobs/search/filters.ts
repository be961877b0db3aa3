/**
 * The job list's search, as the address carries it (`/jobs?q=&location=&type=&workplace=&salary=`): read
 * from a query string, written back to one, and whether a job's facets match it. Runs in the browser (the
 * /jobs page filters its prebuilt cards), in the API and at build time, so it imports nothing heavy: a job
 * is matched through its facets (facets.ts reads them from the job). Keywords are matched by the database's
 * full-text search (keywords.ts, src/jobs/search-query.ts), everywhere: this module only carries them.
 */
import { JOB_TYPES, WORKPLACES, type JobType, type Workplace } from '../../config/choices';

export interface JobFilters {
  /** Keywords, as typed. */
  q: string;
  /** A city's key or a region's slug (locations.ts); '' for anywhere. */
  location: string;
  type: JobType | '';
  /** Where the job is done; '' for any. */
  workplace: Workplace | '';
  /** Minimum yearly salary in pounds, or null for any. */
  salary: number | null;
}

/** The job types the search offers: Remote is offered once, as a workplace (a job of the type Remote is a remote one). */
export const SEARCH_JOB_TYPES = JOB_TYPES.filter((type) => type.value !== 'Remote');

/** The minimum salaries the search offers (yearly, in pounds); an address may ask for any other. */
export const SALARY_STEPS = [20_000, 25_000, 30_000, 35_000, 40_000] as const;

export const NO_FILTERS: JobFilters = { q: '', location: '', type: '', workplace: '', salary: null };

/** The highest minimum salary the address may ask for; beyond it the value is a mistake and ignored. */
const MAX_SALARY = 1_000_000;
/** Longest keyword text kept from the address. */
const MAX_QUERY = 200;

/** A minimum salary from the address: whole pounds ('27000', '27,000', '£27000') or thousands ('27k'); anything else is none. */
export function parseSalaryParam(value: string | null): number | null {
  const m = /^£?\s*(\d{1,7}(?:,\d{3})*)\s*(k?)$/i.exec(value?.trim() ?? '');
  if (!m) return null;
  const pounds = Number(m[1].replace(/,/g, '')) * (m[2] ? 1000 : 1);
  return pounds > 0 && pounds <= MAX_SALARY ? pounds : null;
}

/** The value Remote had as a location (locations.ts's REMOTE, not imported: this module stays small). */
const REMOTE_VALUE = 'remote';

/**
 * The filters an address asks for. What cannot be one (an unknown type or location, a salary of 'abc')
 * is left out, so a mistyped or outdated link still shows jobs. `isLocation` says which locations exist
 * (the page's choices). Remote was once a location and a job type: `location=remote` and `type=Remote`
 * (older links, alerts) are read as the workplace Remote, which holds every job of the type Remote.
 */
export function parseFilters(search: string | URLSearchParams, isLocation: (value: string) => boolean): JobFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = (name: string) => params.get(name)?.trim().toLowerCase() ?? '';
  const q = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY);
  let location = value('location');
  let type: JobType | '' = JOB_TYPES.find((t) => t.value.toLowerCase() === value('type'))?.value ?? '';
  let workplace: Workplace | '' = WORKPLACES.find((w) => w.value === value('workplace'))?.value ?? '';
  if (location === REMOTE_VALUE || type === 'Remote') workplace ||= 'remote';
  if (location === REMOTE_VALUE || !isLocation(location)) location = '';
  if (type === 'Remote') type = '';
  return { q, location, type, workplace, salary: parseSalaryParam(params.get('salary')) };
}

/** The query string of some filters ('' for none, else '?q=sales&type=Full-time'), in a fixed order, without empty ones. */
export function filtersQuery(filters: Partial<JobFilters>): string {
  const params = new URLSearchParams();
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  if (filters.location) params.set('location', filters.location);
  if (filters.type) params.set('type', filters.type);
  if (filters.workplace) params.set('workplace', filters.workplace);
  if (filters.salary) params.set('salary', String(filters.salary));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const hasFilters = (filters: JobFilters) => filtersQuery(filters) !== '';

/**
 * Text as the search compares it: lower case, accents dropped, every run of other characters than letters
 * and digits one space, with a space at each end (so a term is found at the start of a word by looking for
 * ' term').
 */
export function searchableText(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ` ${words} `;
}

/** The words of a keyword search (keywords.ts makes them a database query). */
export const searchTerms = (q: string) => searchableText(q).trim().split(' ').filter(Boolean);

/** What a job is matched on besides its keywords (facets.ts reads them from a job; the page carries them on each card). */
export interface JobFacets {
  type: string;
  /** The keys and slugs of the cities and regions it is in, and 'remote' when it is remote (locations.ts). */
  places: readonly string[];
  /** Where it is done: its workplace, and 'remote' too when its location says so ('Exeter or remote'). */
  workplaces: readonly string[];
  /** Top of its base salary over a year, in pounds; undefined when it states no yearly or monthly salary (facets.ts). */
  annualSalary?: number;
}

/**
 * Whether a job's facets match every filter set but the keywords: its type is the type, its places include
 * the location, its workplaces the workplace, and its salary reaches the minimum. A job whose pay is not a
 * salary (hourly, daily, weekly) or is not stated cannot be compared with a yearly minimum: it does not
 * match, and `notComparable` says why, so the list can say how many were left out for it.
 */
export function matchesFilters(job: JobFacets, filters: JobFilters): boolean {
  return matchesAllButSalary(job, filters) && (!filters.salary || (job.annualSalary !== undefined && job.annualSalary >= filters.salary));
}

/** Whether a job matches all but the minimum salary, and has no yearly salary to compare with it. */
export function notComparable(job: JobFacets, filters: JobFilters): boolean {
  return !!filters.salary && job.annualSalary === undefined && matchesAllButSalary(job, filters);
}

function matchesAllButSalary(job: JobFacets, filters: JobFilters): boolean {
  if (filters.type && job.type !== filters.type) return false;
  if (filters.location && !job.places.includes(filters.location)) return false;
  return !filters.workplace || job.workplaces.includes(filters.workplace);
}
