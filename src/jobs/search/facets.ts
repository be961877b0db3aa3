/** A job's search facets, read when the pages are built (the browser gets them on each card) and by the API. */
import type { Job } from '../../db/schema';
import { parseSalary, type SalaryUnit } from '../salary';
import type { JobFacets } from './filters';
import { jobPlaces, REMOTE } from './locations';

/**
 * A salary's periods, as a year's worth: a yearly or monthly salary. Hourly, daily and weekly pay is not a
 * salary: how many hours or days a year it comes to is the job's, not the advert's, so it is never compared
 * with a yearly minimum (docs/decisions/jobs.md).
 */
const PER_YEAR: Partial<Record<SalaryUnit, number>> = { MONTH: 12, YEAR: 1 };

/** The top of a job's base salary over a year, in whole pounds; undefined when it states none (salary.ts) or pays by the hour, day or week. */
export function annualSalary(salary: string | null | undefined): number | undefined {
  const range = parseSalary(salary);
  const perYear = range && PER_YEAR[range.unit];
  return perYear && Math.round((range.max ?? range.min) * perYear);
}

export function jobFacets(job: Pick<Job, 'location' | 'type' | 'workplace' | 'salary'>): JobFacets {
  const places = jobPlaces(job);
  return {
    type: job.type,
    places,
    workplaces: places.includes(REMOTE) && job.workplace !== REMOTE ? [job.workplace, REMOTE] : [job.workplace],
    annualSalary: annualSalary(job.salary),
  };
}
