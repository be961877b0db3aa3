/**
 * Where a job is, for the job search and the city pages: Remote, the cities the agency covers
 * (src/data/cities.ts) and their regions, each with the value the address carries.
 */
import type { Workplace } from '../../config/choices';
import { cities, type CityProfile } from '../../data/cities';
import { searchableText } from './filters';

/** The location value of remote jobs. */
export const REMOTE = 'remote';

/** 'South West England' -> 'south-west-england'. */
export const regionSlug = (region: string) => searchableText(region).trim().replace(/ /g, '-');

export interface LocationChoice {
  value: string;
  label: string;
}

export interface RegionGroup {
  region: string;
  /** The whole region first (unless its one city has its name, as London), then its cities by name. */
  choices: LocationChoice[];
}

/** The regions in alphabetical order, each with its cities: the search's location choices after Remote. */
export function regionGroups(): RegionGroup[] {
  const byRegion = Map.groupBy(cities, (city) => city.region);
  return [...byRegion.keys()]
    .sort((a, b) => a.localeCompare(b, 'en-GB'))
    .map((region) => {
      const members = [...byRegion.get(region)!].sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
      const cityChoices = members.map((city) => ({ value: city.key, label: city.name }));
      const whole = { value: regionSlug(region), label: `All of ${region}` };
      return { region, choices: cityChoices.some((c) => c.value === whole.value) ? cityChoices : [whole, ...cityChoices] };
    });
}

/** Every location value the search knows. */
export const LOCATION_VALUES: ReadonlySet<string> = new Set([REMOTE, ...regionGroups().flatMap((g) => g.choices.map((c) => c.value))]);

/**
 * The names a region may be written as in a job's location: in full, and without a trailing 'England'
 * ('South West' for 'South West England'; not 'East of' for 'East of England').
 */
function regionNames(region: string): string[] {
  const short = region.replace(/\s+England$/, '');
  return short !== region && !/\sof$/.test(short) ? [region, short] : [region];
}

const written = (text: string, name: string) => text.includes(searchableText(name));

/**
 * The places a job is in, from its location text (and its workplace): 'remote' when the job is done remotely
 * or its text says Remote (a hybrid job is not remote: it has an office to go to); each covered city named in the text, as a whole word ('Newcastle upon Tyne' is
 * Newcastle); and the regions of those cities and any region named in the text.
 */
export function jobPlaces(job: { location: string; workplace: Workplace }): string[] {
  const text = searchableText(job.location);
  const places = new Set<string>();
  if (job.workplace === 'remote' || written(text, 'remote')) places.add(REMOTE);
  const named: CityProfile[] = cities.filter((city) => written(text, city.name));
  for (const city of named) places.add(city.key);
  const regions = new Set(cities.map((city) => city.region));
  for (const region of regions) {
    if (named.some((city) => city.region === region) || regionNames(region).some((name) => written(text, name)))
      places.add(regionSlug(region));
  }
  return [...places];
}
