import { describe, expect, it } from 'vitest';
import { formatDate, relativeTime } from '../dates';
import { MACHINE_ZONES, onMachineIn } from './machine-zones';

describe.each(MACHINE_ZONES)('formatDate on a machine in %s', (zone) => {
  onMachineIn(zone);

  it.each([
    ['long', '2026-03-05T10:00:00Z', '5 March 2026'],
    ['short', '2026-03-05T10:00:00Z', '5 Mar 2026'],
    ['withTime', '2026-03-05T10:07:00Z', '5 Mar 2026, 10:07'],
    ['withZone', '2026-03-05T10:07:00Z', '5 Mar 2026, 10:07 GMT'],
    ['short', '2026-09-06T10:00:00Z', '6 Sep 2026'],
    ['long', '2026-12-06T10:00:00Z', '6 December 2026'],
  ] as const)('formats %s in the UK order', (style, value, expected) => {
    expect(formatDate(value, style)).toBe(expected);
  });

  it.each([
    ['a summer evening (BST) is the next day in the UK', '2026-07-05T23:30:00Z', 'long', '6 July 2026'],
    ['a summer time is an hour ahead of UTC', '2026-07-05T10:07:00Z', 'withTime', '5 Jul 2026, 11:07'],
    ['a summer time in an email names BST', '2026-07-05T10:07:00Z', 'withZone', '5 Jul 2026, 11:07 BST'],
    ['a winter time is UTC', '2026-12-31T23:30:00Z', 'withTime', '31 Dec 2026, 23:30'],
    ['a winter time in an email names GMT', '2026-12-31T23:30:00Z', 'withZone', '31 Dec 2026, 23:30 GMT'],
    ['the clocks going forward', '2026-03-29T01:30:00Z', 'withZone', '29 Mar 2026, 02:30 BST'],
    ['the last minute before the clocks go forward', '2026-03-29T00:59:59Z', 'withZone', '29 Mar 2026, 00:59 GMT'],
    ['the first time round on the night the clocks go back', '2026-10-25T00:30:00Z', 'withZone', '25 Oct 2026, 01:30 BST'],
    ['the second time round', '2026-10-25T01:30:00Z', 'withZone', '25 Oct 2026, 01:30 GMT'],
    ['a job expiring at the end of a summer day in the UK shows that day', '2026-06-30T22:59:59.999Z', 'short', '30 Jun 2026'],
    ['an expiry at half past midnight BST is that UK day', '2026-06-30T23:30:00Z', 'short', '1 Jul 2026'],
  ] as const)('shows UK time: %s', (_name, value, style, expected) => {
    expect(formatDate(value, style)).toBe(expected);
  });

  it.each([null, undefined, 'not a date'])('returns the fallback for %s', (value) => {
    expect(formatDate(value, 'long', 'Date unavailable')).toBe('Date unavailable');
  });
});

describe.each(MACHINE_ZONES)('relativeTime on a machine in %s', (zone) => {
  onMachineIn(zone);
  const now = new Date('2026-11-22T12:00:00Z');

  it.each([
    ['2026-11-22T11:59:30Z', 'just now'],
    ['2026-11-22T11:00:00Z', 'about 1 hour ago'],
    ['2026-11-19T12:00:00Z', '3 days ago'],
    ['2026-10-22T12:00:00Z', 'about 1 month ago'],
  ])('%s is "%s"', (value, expected) => {
    expect(relativeTime(value, now)).toBe(expected);
  });

  it.each([
    [
      '30 minutes before, across the autumn change (01:10 GMT, posted 01:40 BST)',
      '2026-10-25T00:40:00Z',
      '2026-10-25T01:10:00Z',
      '30 minutes ago',
    ],
    [
      '30 minutes before, across the spring change (02:10 BST, posted 00:40 GMT)',
      '2026-03-29T00:40:00Z',
      '2026-03-29T01:10:00Z',
      '30 minutes ago',
    ],
    ['30 minutes before, across New York’s autumn change', '2026-11-01T05:40:00Z', '2026-11-01T06:10:00Z', '30 minutes ago'],
    ['29 days 23½ hours before, across the spring change', '2026-03-10T12:00:00Z', '2026-04-09T11:30:00Z', '30 days ago'],
    ['30 days and half an hour before, across the autumn change', '2026-10-10T12:00:00Z', '2026-11-09T12:30:00Z', 'about 1 month ago'],
  ])('%s reads the same everywhere', (_name, value, at, expected) => {
    expect(relativeTime(value, new Date(at))).toBe(expected);
  });

  it.each([
    ['a second ahead', '2026-11-22T12:00:01Z'],
    ['an hour ahead', '2026-11-22T13:00:00Z'],
    ['three days ahead', '2026-11-25T12:00:00Z'],
  ])('a time %s of the visitor’s clock (theirs is behind) is "just now", never negative', (_name, value) => {
    expect(relativeTime(value, now)).toBe('just now');
  });

  it('is empty for an invalid date', () => {
    expect(relativeTime('garbage', now)).toBe('');
  });
});
