/** A job's search facets, read when the pages are built (the browser gets them on each card). */
import type { Job } from '../../db/schema';
import { parseSalary, type SalaryUnit } from '../salary';
import { searchableText, type JobFacets } from './filters';
import { jobPlaces } from './locations';

/**
 * A year's worth of each period, to compare any pay with a yearly minimum: full time (37.5 hours and 5 days
 * a week, 52 weeks). A part-time job's hourly rate is compared as if full time.
 */
const PER_YEAR: Record<SalaryUnit, number> = { HOUR: 37.5 * 52, DAY: 5 * 52, WEEK: 52, MONTH: 12, YEAR: 1 };

/** The top of a salary's base pay over a year, in whole pounds; undefined when it cannot be read (salary.ts). */
export function yearlyPay(salary: string | null | undefined): number | undefined {
  const range = parseSalary(salary);
  return range && Math.round((range.max ?? range.min) * PER_YEAR[range.unit]);
}

export function jobFacets(job: Pick<Job, 'title' | 'company' | 'location' | 'type' | 'workplace' | 'salary' | 'description'>): JobFacets {
  return {
    text: searchableText([job.title, job.company, job.location, job.type, job.salary ?? '', job.description].join(' ')),
    type: job.type,
    places: jobPlaces(job),
    yearlyPay: yearlyPay(job.salary),
  };
}
