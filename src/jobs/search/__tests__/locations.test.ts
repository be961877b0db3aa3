import { describe, expect, it } from 'vitest';
import { cities } from '../../../data/cities';
import { jobPlaces, LOCATION_VALUES, regionGroups, regionSlug } from '../locations';

describe('jobPlaces', () => {
  it.each([
    [{ location: 'Bristol', type: 'Full-time' }, ['bristol', 'south-west-england']],
    [{ location: 'bristol city centre (hybrid)', type: 'Full-time' }, ['bristol', 'south-west-england']],
    [{ location: 'Remote (UK)', type: 'Remote' }, ['remote']],
    [{ location: 'Exeter or remote', type: 'Full-time' }, ['remote', 'exeter', 'south-west-england']],
    [{ location: 'Anywhere in the UK', type: 'Remote' }, ['remote']],
    [{ location: 'Newcastle upon Tyne', type: 'Contract' }, ['newcastle', 'north-east-england']],
    [{ location: 'Stoke-on-Trent', type: 'Full-time' }, ['stoke-on-trent', 'west-midlands']],
    [{ location: 'Milton Keynes', type: 'Full-time' }, ['milton-keynes', 'south-east-england']],
    [{ location: 'London', type: 'Full-time' }, ['london']],
    [{ location: 'Manchester / Leeds', type: 'Full-time' }, ['manchester', 'leeds', 'north-west-england', 'yorkshire-and-the-humber']],
    // A region named without a city of ours.
    [{ location: 'Scotland', type: 'Full-time' }, ['scotland']],
    [{ location: 'Truro, South West', type: 'Full-time' }, ['south-west-england']],
    [{ location: 'East of England', type: 'Full-time' }, ['east-of-england']],
    // Not a whole word: no place.
    [{ location: 'Bathgate', type: 'Full-time' }, []],
    [{ location: 'Remoteville', type: 'Full-time' }, []],
    [{ location: '', type: 'Part-time' }, []],
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
