import { tz } from '@date-fns/tz';
import { format, formatDistance, isValid } from 'date-fns';
import { site } from '../config/site';

/** The date formats the product uses. */
export const DATE_FORMATS = {
  long: 'MMMM d, yyyy',
  short: 'MMM d, yyyy',
  withTime: 'MMM d, yyyy HH:mm',
} as const;

function toDate(value: Date | string | null | undefined): Date | undefined {
  if (value == null) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? date : undefined;
}

function formatIn(timeZone: string, value: Date | string | null | undefined, style: keyof typeof DATE_FORMATS, fallback: string): string {
  const date = toDate(value);
  return date ? format(date, DATE_FORMATS[style], { in: tz(timeZone) }) : fallback;
}

/** Formats a date in one of the product's formats, in UK time, or returns the fallback for a missing or invalid date. */
export function formatDate(value: Date | string | null | undefined, style: keyof typeof DATE_FORMATS, fallback = ''): string {
  return formatIn(site.timeZone, value, style, fallback);
}

/**
 * Formats a calendar day stored as an instant in UTC (a job's expiry: the end of the chosen day, UTC) as
 * that day; in UK time it would read as the next day during British Summer Time.
 */
export function formatUtcDay(value: Date | string | null | undefined, style: keyof typeof DATE_FORMATS, fallback = ''): string {
  return formatIn('UTC', value, style, fallback);
}

/** "3 days ago" style relative time from `now`; empty for a missing or invalid date. */
export function relativeTime(value: Date | string | null | undefined, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  if (Math.abs(now.getTime() - date.getTime()) < 60_000) return 'just now';
  return formatDistance(date, now, { addSuffix: true });
}
