import { describe, expect, it } from 'vitest';
import type { Workplace } from '../../../config/choices';
import { cities } from '../../../data/cities';
import { jobPlaces, LOCATION_VALUES, regionGroups, regionSlug } from '../locations';

describe('jobPlaces', () => {
  it.each<[{ location: string; workplace: Workplace }, string[]]>([
    [{ location: 'Bristol', workplace: 'on-site' }, ['bristol', 'south-west-england']],
    [{ location: 'bristol city centre (hybrid)', workplace: 'hybrid' }, ['bristol', 'south-west-england']],
    [{ location: 'Remote (UK)', workplace: 'remote' }, ['remote']],
    [{ location: 'Exeter or remote', workplace: 'on-site' }, ['remote', 'exeter', 'south-west-england']],
    [{ location: 'Anywhere in the UK', workplace: 'remote' }, ['remote']],
    [{ location: 'Newcastle upon Tyne', workplace: 'on-site' }, ['newcastle', 'north-east-england']],
    [{ location: 'Stoke-on-Trent', workplace: 'on-site' }, ['stoke-on-trent', 'west-midlands']],
    [{ location: 'Milton Keynes', workplace: 'on-site' }, ['milton-keynes', 'south-east-england']],
    [{ location: 'London', workplace: 'on-site' }, ['london']],
    [{ location: 'Manchester / Leeds', workplace: 'on-site' }, ['manchester', 'leeds', 'north-west-england', 'yorkshire-and-the-humber']],
    // A region named without a city of ours.
    [{ location: 'Scotland', workplace: 'on-site' }, ['scotland']],
    [{ location: 'Truro, South West', workplace: 'on-site' }, ['south-west-england']],
    [{ location: 'East of England', workplace: 'on-site' }, ['east-of-england']],
    // Not a whole word: no place.
    [{ location: 'Bathgate', workplace: 'on-site' }, []],
    [{ location: 'Remoteville', workplace: 'on-site' }, []],
    [{ location: '', workplace: 'on-site' }, []],
  ])('%j is in %j', (job, expected) => {
    expect(jobPlaces(job).sort()).toEqual(expected.sort());
  });
});

describe('the location choices', () => {
  it('offer every city once, under its region, and each region with more than one city', () => {
    const groups = regionGroups();
    const cityValues = groups.flatMap((g) => g.choices.map((c) => c.value)).filter((v) => cities.some((c) => c.key === v));
    expect(cityValues.sort()).toEqual(cities.map((c) => c.key).sort());
    const southWest = groups.find((g) => g.region === 'South West England')!;
    expect(southWest.choices[0]).toEqual({ value: 'south-west-england', label: 'All of South West England' });
    expect(groups.find((g) => g.region === 'London')!.choices).toEqual([{ value: 'london', label: 'London' }]);
    expect(LOCATION_VALUES.has('remote')).toBe(true);
    expect(LOCATION_VALUES.size).toBe(new Set(groups.flatMap((g) => g.choices.map((c) => c.value))).size + 1);
  });

  it.each([
    ['South West England', 'south-west-england'],
    ['Yorkshire and the Humber', 'yorkshire-and-the-humber'],
    ['London', 'london'],
  ])('%s has the slug %s', (region, slug) => {
    expect(regionSlug(region)).toBe(slug);
  });
});
