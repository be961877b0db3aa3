import { describe, expect, it } from 'vitest';
import { formatDate, formatUtcDay, relativeTime } from '../dates';

describe('formatDate', () => {
  it.each([
    ['long', '2026-03-05T10:00:00Z', 'March 5, 2026'],
    ['short', '2026-03-05T10:00:00Z', 'Mar 5, 2026'],
    ['withTime', '2026-03-05T10:07:00Z', 'Mar 5, 2026 10:07'],
  ] as const)('formats %s', (style, value, expected) => {
    expect(formatDate(value, style)).toBe(expected);
  });

  it.each([
    ['a summer evening (BST) is the next day in the UK', '2026-07-05T23:30:00Z', 'long', 'July 6, 2026'],
    ['a summer time is an hour ahead of UTC', '2026-07-05T10:07:00Z', 'withTime', 'Jul 5, 2026 11:07'],
    ['a winter time is UTC', '2026-12-31T23:30:00Z', 'withTime', 'Dec 31, 2026 23:30'],
    ['the clocks going forward', '2026-03-29T01:30:00Z', 'withTime', 'Mar 29, 2026 02:30'],
  ] as const)('shows UK time: %s', (_name, value, style, expected) => {
    expect(formatDate(value, style)).toBe(expected);
  });

  it.each([null, undefined, 'not a date'])('returns the fallback for %s', (value) => {
    expect(formatDate(value, 'long', 'Date unavailable')).toBe('Date unavailable');
  });
});

describe('formatUtcDay', () => {
  it.each([
    ['in summer (BST)', '2026-07-10T23:59:59.999Z', 'Jul 10, 2026'],
    ['in winter', '2026-12-10T23:59:59.999Z', 'Dec 10, 2026'],
  ])('shows a job expiring at the end of a day (UTC) %s as that day', (_name, value, expected) => {
    expect(formatUtcDay(value, 'short')).toBe(expected);
    expect(formatUtcDay(null, 'short')).toBe('');
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    ['2026-11-22T11:59:30Z', 'just now'],
    ['2026-11-22T11:00:00Z', 'about 1 hour ago'],
    ['2026-11-19T12:00:00Z', '3 days ago'],
    ['2026-10-22T12:00:00Z', 'about 1 month ago'],
    ['2026-11-25T12:00:00Z', 'in 3 days'],
  ])('%s is "%s"', (value, expected) => {
    expect(relativeTime(value, now)).toBe(expected);
  });

  it('is empty for an invalid date', () => {
    expect(relativeTime('garbage', now)).toBe('');
  });
});
