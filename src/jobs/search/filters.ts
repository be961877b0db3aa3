/**
 * The job list's search, as the address carries it (`/jobs?q=&location=&type=&salary=`): read from a query
 * string, written back to one, and whether a job matches it. Runs in the browser (the /jobs page filters
 * its prebuilt cards) and at build time, so it imports nothing heavy: a job is matched through its facets
 * (facets.ts reads them from the job when the page is built).
 */
import { JOB_TYPES, type JobType } from '../../config/choices';

export interface JobFilters {
  /** Keywords, as typed. */
  q: string;
  /** 'remote', a city's key or a region's slug (locations.ts); '' for anywhere. */
  location: string;
  type: JobType | '';
  /** Minimum yearly pay in pounds, or null for any. */
  salary: number | null;
}

/** The minimum salaries the search offers (yearly, in pounds); an address may ask for any other. */
export const SALARY_STEPS = [20_000, 25_000, 30_000, 35_000, 40_000] as const;

export const NO_FILTERS: JobFilters = { q: '', location: '', type: '', salary: null };

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

/**
 * The filters an address asks for. What cannot be one (an unknown type or location, a salary of 'abc')
 * is left out, so a mistyped or outdated link still shows jobs. `isLocation` says which locations exist
 * (the page's choices).
 */
export function parseFilters(search: string | URLSearchParams, isLocation: (value: string) => boolean): JobFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const q = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY);
  const location = (params.get('location') ?? '').trim().toLowerCase();
  const type = JOB_TYPES.find((t) => t.value.toLowerCase() === params.get('type')?.trim().toLowerCase())?.value ?? '';
  return { q, location: isLocation(location) ? location : '', type, salary: parseSalaryParam(params.get('salary')) };
}

/** The query string of some filters ('' for none, else '?q=sales&type=Full-time'), in a fixed order, without empty ones. */
export function filtersQuery(filters: Partial<JobFilters>): string {
  const params = new URLSearchParams();
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  if (filters.location) params.set('location', filters.location);
  if (filters.type) params.set('type', filters.type);
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

/** The words of a keyword search, each to be found at the start of a word of the job. */
export const searchTerms = (q: string) => searchableText(q).trim().split(' ').filter(Boolean);

/** What a job is matched on (facets.ts reads them from a job; the page carries them on each card). */
export interface JobFacets {
  /** searchableText of its title, company, location, type, salary and description. */
  text: string;
  type: string;
  /** 'remote', and the keys and slugs of the cities and regions it is in (locations.ts). */
  places: readonly string[];
  /** Top of its base pay, a year's worth in pounds; undefined when its salary cannot be read. */
  yearlyPay?: number;
}

/**
 * Whether a job matches every filter set: each keyword starts a word of the job's text, its places include
 * the location, its type is the type, and its pay reaches the minimum (a job whose pay cannot be read does
 * not, once a minimum is set).
 */
export function matchesFilters(job: JobFacets, filters: JobFilters): boolean {
  if (filters.type && job.type !== filters.type) return false;
  if (filters.location && !job.places.includes(filters.location)) return false;
  if (filters.salary && !(job.yearlyPay !== undefined && job.yearlyPay >= filters.salary)) return false;
  return searchTerms(filters.q).every((term) => job.text.includes(` ${term}`));
}
