import type { Job } from '../../../db/schema';
import { alertFilters, criteriaForJob } from '../../../job-alerts/criteria';
import { cities } from '../../../data/cities';
import type { Facets } from '../../../jobs/closed';
import { jobFacets } from '../../../jobs/search/facets';
import { hasFilters, matchesFilters, NO_FILTERS, type JobFilters } from '../../../jobs/search/filters';
import { jobPlaces, REMOTE } from '../../../jobs/search/locations';

const CITY_KEYS = new Set(cities.map((city) => city.key));

/**
 * The /jobs search a closed job's page links to: the first of its place and type, its place, its region,
 * its workplace (when remote) and its type that finds one of the open roles, so the link never lands on
 * an empty list; undefined when none does (the page then offers the alert sign-up instead).
 */
export function searchLikeClosedJob(closed: Facets, open: readonly (Facets & Pick<Job, 'salary'>)[]): JobFilters | undefined {
  const { location, type, workplace } = alertFilters(criteriaForJob(closed));
  const region = jobPlaces(closed).find((place) => place !== location && place !== REMOTE && !CITY_KEYS.has(place)) ?? '';
  const candidates: JobFilters[] = [
    { ...NO_FILTERS, location, type, workplace },
    { ...NO_FILTERS, location },
    { ...NO_FILTERS, location: region },
    { ...NO_FILTERS, workplace },
    { ...NO_FILTERS, type },
  ].filter(hasFilters);
  const facets = open.map(jobFacets);
  return candidates.find((filters) => facets.some((job) => matchesFilters(job, filters)));
}
