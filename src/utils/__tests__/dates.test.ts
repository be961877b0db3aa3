import { describe, expect, it } from 'vitest';
import { formatDate, relativeTime } from '../dates';

describe('formatDate', () => {
  it.each([
    ['long', '2026-03-05T10:00:00Z', 'March 5, 2026'],
    ['short', '2026-03-05T10:00:00Z', 'Mar 5, 2026'],
    ['withTime', '2026-03-05T10:07:00Z', 'Mar 5, 2026 10:07'],
  ] as const)('formats %s', (style, value, expected) => {
    expect(formatDate(value, style)).toBe(expected);
  });

  it.each([null, undefined, 'not a date'])('returns the fallback for %s', (value) => {
    expect(formatDate(value, 'long', 'Date unavailable')).toBe('Date unavailable');
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
