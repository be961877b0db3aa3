import { describe, expect, it } from 'vitest';
import {
  filtersQuery,
  hasFilters,
  matchesFilters,
  NO_FILTERS,
  notComparable,
  parseFilters,
  parseSalaryParam,
  searchTerms,
  type JobFacets,
} from '../filters';

const known = (value: string) => ['remote', 'bristol', 'south-west-england'].includes(value);

describe('parseFilters', () => {
  it.each([
    ['', NO_FILTERS],
    ['?q=sales', { ...NO_FILTERS, q: 'sales' }],
    ['?q=%20%20b2b%20%20%20sales%20', { ...NO_FILTERS, q: 'b2b sales' }],
    ['?location=bristol&type=Full-time&salary=25000', { ...NO_FILTERS, location: 'bristol', type: 'Full-time', salary: 25000 }],
    ['?workplace=hybrid', { ...NO_FILTERS, workplace: 'hybrid' }],
    ['?workplace=On-Site', { ...NO_FILTERS, workplace: 'on-site' }],
    ['?workplace=remote&type=Part-time', { ...NO_FILTERS, workplace: 'remote', type: 'Part-time' }],
    ['?workplace=office', NO_FILTERS],
    ['?location=BRISTOL', { ...NO_FILTERS, location: 'bristol' }],
    ['?type=full-time', { ...NO_FILTERS, type: 'Full-time' }],
    // Remote is offered once, as a workplace: older links' location or type Remote are read as it.
    ['?type=remote&location=remote', { ...NO_FILTERS, workplace: 'remote' }],
    ['?location=remote', { ...NO_FILTERS, workplace: 'remote' }],
    ['?type=Remote&workplace=hybrid', { ...NO_FILTERS, workplace: 'hybrid' }],
    // What cannot be a filter is left out, the rest kept.
    ['?type=Permanent&q=sales', { ...NO_FILTERS, q: 'sales' }],
    ['?location=atlantis', NO_FILTERS],
    ['?salary=abc', NO_FILTERS],
    ['?salary=-5&type=Contract', { ...NO_FILTERS, type: 'Contract' }],
    ['?q=&location=&type=&workplace=&salary=', NO_FILTERS],
    ['?unknown=1&q=x', { ...NO_FILTERS, q: 'x' }],
  ])('reads %j', (search, expected) => {
    expect(parseFilters(search, known)).toEqual(expected);
  });

  it('reads URLSearchParams too, and cuts very long keywords', () => {
    expect(parseFilters(new URLSearchParams({ q: 'a'.repeat(500) }), known).q).toHaveLength(200);
  });
});

describe('parseSalaryParam', () => {
  it.each([
    ['25000', 25000],
    ['25,000', 25000],
    ['£25000', 25000],
    ['25k', 25000],
    ['25K', 25000],
    [' 30000 ', 30000],
    ['0', null],
    ['abc', null],
    ['25.5k', null],
    ['1e5', null],
    ['2000000', null],
    ['', null],
    [null, null],
  ])('%j is %j', (value, expected) => {
    expect(parseSalaryParam(value)).toBe(expected);
  });
});

describe('filtersQuery', () => {
  it.each([
    [NO_FILTERS, ''],
    [{ q: 'sales' }, '?q=sales'],
    [{ q: '  ' }, ''],
    [{ q: 'b2b sales', workplace: 'remote' }, '?q=b2b+sales&workplace=remote'],
    [
      { salary: 30000, type: 'Part-time', workplace: 'hybrid', location: 'bristol', q: 'x' },
      '?q=x&location=bristol&type=Part-time&workplace=hybrid&salary=30000',
    ],
    [{ q: 'R&D = 100%' }, '?q=R%26D+%3D+100%25'],
  ] as const)('%j is %j', (filters, expected) => {
    expect(filtersQuery(filters)).toBe(expected);
  });

  it('round-trips through parseFilters', () => {
    const filters = {
      q: 'account manager',
      location: 'south-west-england',
      type: 'Full-time',
      workplace: 'on-site',
      salary: 27000,
    } as const;
    expect(parseFilters(filtersQuery(filters), known)).toEqual(filters);
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });
});

describe('searchTerms', () => {
  it.each([
    ['', []],
    ['Sales', ['sales']],
    ['  B2B   sales ', ['b2b', 'sales']],
    ['e-commerce', ['e', 'commerce']],
    ['Café', ['cafe']],
    ['"business development"', ['business', 'development']],
  ])('%j gives %j', (q, expected) => {
    expect(searchTerms(q)).toEqual(expected);
  });
});

describe('matchesFilters', () => {
  const job: JobFacets = {
    type: 'Full-time',
    places: ['bristol', 'south-west-england'],
    workplaces: ['hybrid'],
    annualSalary: 30000,
  };
  const hourly: JobFacets = { ...job, annualSalary: undefined };
  const remote: JobFacets = { ...job, places: ['remote'], workplaces: ['remote'] };

  it.each([
    [{}, job, true],
    [{ location: 'bristol' }, job, true],
    [{ location: 'south-west-england' }, job, true],
    [{ location: 'exeter' }, job, false],
    [{ type: 'Full-time' }, job, true],
    [{ type: 'Part-time' }, job, false],
    [{ workplace: 'hybrid' }, job, true],
    [{ workplace: 'on-site' }, job, false],
    [{ workplace: 'remote' }, job, false], // a hybrid job has an office to go to
    [{ workplace: 'remote' }, remote, true],
    [{ salary: 30000 }, job, true], // the top of the range reaches it
    [{ salary: 30001 }, job, false],
    [{ salary: 20000 }, hourly, false], // no yearly salary to compare: left out, and counted (notComparable)
    [{}, hourly, true],
    [{ location: 'bristol', type: 'Full-time', workplace: 'hybrid', salary: 25000 }, job, true],
  ] as const)('%j on the job: %s', (filters, facets, expected) => {
    expect(matchesFilters(facets, { ...NO_FILTERS, ...filters })).toBe(expected);
  });

  it('says which jobs a minimum salary left out for want of a yearly salary', () => {
    expect(notComparable(hourly, { ...NO_FILTERS, salary: 20000 })).toBe(true);
    expect(notComparable(hourly, NO_FILTERS)).toBe(false); // no minimum, nothing left out
    expect(notComparable(job, { ...NO_FILTERS, salary: 40000 })).toBe(false); // compared, and below it
    expect(notComparable(hourly, { ...NO_FILTERS, salary: 20000, location: 'exeter' })).toBe(false); // left out by the place anyway
  });
});
