import { tz } from '@date-fns/tz';
import { formatDistance } from 'date-fns/formatDistance';
import { toDate } from './date-format';

/** The date formats live in date-format.ts, which islands import without this module's date library. */
export { DATE_STYLES, formatDate, type DateStyle } from './date-format';

/**
 * "3 days ago" style relative time from `now`; empty for a missing or invalid date. A time under a minute
 * ago, or ahead of `now` (the visitor's clock is behind), is 'just now': these are times things happened.
 */
export function relativeTime(value: Date | string | null | undefined, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  if (now.getTime() - date.getTime() < 60_000) return 'just now';
  // Distances are measured between exact instants: UTC has no clock changes, nor the machine's zone.
  return formatDistance(date, now, { addSuffix: true, in: tz('UTC') });
}
