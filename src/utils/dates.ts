import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { formatDistance } from 'date-fns/formatDistance';
import { isValid } from 'date-fns/isValid';
import { site } from '../config/site';

/** The date formats the product uses. */
export const DATE_FORMATS = {
  long: 'MMMM d, yyyy',
  short: 'MMM d, yyyy',
  withTime: 'MMM d, yyyy HH:mm',
  /** The UK's own order, for a deadline the law sets ('28 December 2026'). */
  ukLong: 'd MMMM yyyy',
} as const;

function toDate(value: Date | string | null | undefined): Date | undefined {
  if (value == null) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? date : undefined;
}

/** Formats a date in one of the product's formats, in UK time, or returns the fallback for a missing or invalid date. */
export function formatDate(value: Date | string | null | undefined, style: keyof typeof DATE_FORMATS, fallback = ''): string {
  const date = toDate(value);
  return date ? format(date, DATE_FORMATS[style], { in: tz(site.timeZone) }) : fallback;
}

/** Distances are measured between exact instants: UTC has no clock changes, nor the machine's zone. */
const onExactInstants = { addSuffix: true, in: tz('UTC') } as const;

/**
 * "3 days ago" style relative time from `now`; empty for a missing or invalid date. A time under a minute
 * ago, or ahead of `now` (the visitor's clock is behind), is 'just now': these are times things happened.
 */
export function relativeTime(value: Date | string | null | undefined, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  if (now.getTime() - date.getTime() < 60_000) return 'just now';
  return formatDistance(date, now, onExactInstants);
}
