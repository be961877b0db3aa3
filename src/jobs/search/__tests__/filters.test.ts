import { describe, expect, it } from 'vitest';
import {
  filtersQuery,
  hasFilters,
  matchesFilters,
  NO_FILTERS,
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
    ['?location=bristol&type=Full-time&salary=25000', { q: '', location: 'bristol', type: 'Full-time', salary: 25000 }],
    ['?location=BRISTOL', { ...NO_FILTERS, location: 'bristol' }],
    ['?type=full-time', { ...NO_FILTERS, type: 'Full-time' }],
    ['?type=remote&location=remote', { ...NO_FILTERS, type: 'Remote', location: 'remote' }],
    // What cannot be a filter is left out, the rest kept.
    ['?type=Permanent&q=sales', { ...NO_FILTERS, q: 'sales' }],
    ['?location=atlantis', NO_FILTERS],
    ['?salary=abc', NO_FILTERS],
    ['?salary=-5&type=Contract', { ...NO_FILTERS, type: 'Contract' }],
    ['?q=&location=&type=&salary=', NO_FILTERS],
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
    [{ q: 'b2b sales', location: 'remote' }, '?q=b2b+sales&location=remote'],
    [{ salary: 30000, type: 'Part-time', location: 'bristol', q: 'x' }, '?q=x&location=bristol&type=Part-time&salary=30000'],
    [{ q: 'R&D = 100%' }, '?q=R%26D+%3D+100%25'],
  ] as const)('%j is %j', (filters, expected) => {
    expect(filtersQuery(filters)).toBe(expected);
  });

  it('round-trips through parseFilters', () => {
    const filters = { q: 'account manager', location: 'south-west-england', type: 'Full-time', salary: 27000 } as const;
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
    text: ' graduate business development representative lumen analytics bristol full time 26 000 30 000 join a b2b saas company ',
    type: 'Full-time',
    places: ['bristol', 'south-west-england'],
    yearlyPay: 30000,
  };
  const unread: JobFacets = { ...job, yearlyPay: undefined };

  it.each([
    [{}, job, true],
    [{ q: 'business' }, job, true],
    [{ q: 'BUSINESS development' }, job, true],
    [{ q: 'busi' }, job, true], // the start of a word
    [{ q: 'siness' }, job, false], // not inside one
    [{ q: 'business marketing' }, job, false], // every word
    [{ q: 'b2b' }, job, true],
    [{ location: 'bristol' }, job, true],
    [{ location: 'south-west-england' }, job, true],
    [{ location: 'remote' }, job, false],
    [{ type: 'Full-time' }, job, true],
    [{ type: 'Part-time' }, job, false],
    [{ salary: 30000 }, job, true], // the top of the range reaches it
    [{ salary: 30001 }, job, false],
    [{ salary: 20000 }, unread, false], // pay that cannot be read is left out once a minimum is set
    [{}, unread, true],
    [{ q: 'saas', location: 'bristol', type: 'Full-time', salary: 25000 }, job, true],
  ] as const)('%j on the job: %s', (filters, facets, expected) => {
    expect(matchesFilters(facets, { ...NO_FILTERS, ...filters })).toBe(expected);
  });
});
