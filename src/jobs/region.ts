import { cities } from '../data/cities';
import { jobPlaces, regionSlug } from './search/locations';

const REGIONS = [...new Set(cities.map((city) => city.region))];

/**
 * The region of the place a job's location names ('Bristol' -> 'South West England'), by the same
 * reading as the search (src/jobs/search/locations.ts): the region of the covered cities named, else a
 * region named itself. Undefined when the text names none, or places in more than one region ('Bristol or
 * Leeds'): a region is never guessed.
 */
export function jobRegion(location: string): string | undefined {
  const places = new Set(jobPlaces({ location, workplace: 'on-site' }));
  const named = cities.filter((city) => places.has(city.key));
  const regions = named.length > 0 ? new Set(named.map((city) => city.region)) : new Set(REGIONS.filter((r) => places.has(regionSlug(r))));
  return regions.size === 1 ? [...regions][0] : undefined;
}
