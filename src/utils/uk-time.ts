import { tz, TZDate } from '@date-fns/tz';
import { endOfDay } from 'date-fns/endOfDay';
import { format } from 'date-fns/format';
import { startOfDay } from 'date-fns/startOfDay';
import { site } from '../config/site';

/**
 * UK wall-clock times and calendar days as exact instants, and back: what the admin types, and what a bare
 * day means, is UK time (site.timeZone) whatever the zone of the browser or the server.
 */

const inUk = { in: tz(site.timeZone) };

/** A datetime-local input's value, to the minute, in the years the date fields take (src/schemas/date-range.ts). */
const WALL_CLOCK = "yyyy-MM-dd'T'HH:mm";
const WALL_CLOCK_PARTS = /^((?:19|[2-9]\d)\d{2})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

/** How far the UK's clocks move at a change. */
const CLOCK_CHANGE_MS = 3_600_000;

/** An instant as a datetime-local input's value ('2027-06-01T09:00'), in UK time. */
export function toUkWallClock(date: Date): string {
  return format(date, WALL_CLOCK, inUk);
}

/** An instant's calendar day in the UK ('2026-06-30'): a date input's value, a file name's date. */
export function ukDay(date: Date): string {
  return format(date, 'yyyy-MM-dd', inUk);
}

export type UkWallClockReading = { date: Date } | { problem: 'invalid' | 'skipped' };

/**
 * A datetime-local value read as UK time. A time the spring change skips (01:00-01:59 on its day) is
 * `skipped`, never moved to another time; a time the autumn change repeats is its first occurrence (BST).
 * A year outside 1900-9999 is `invalid` (before 1900 the UK's offset was not whole minutes).
 */
export function fromUkWallClock(text: string): UkWallClockReading {
  const parts = WALL_CLOCK_PARTS.exec(text);
  if (!parts) return { problem: 'invalid' };
  const [year, month, day, hours, minutes] = parts.slice(1).map(Number);
  const read = new TZDate(year, month - 1, day, hours, minutes, site.timeZone);
  const shown = toUkWallClock(read);
  if (shown.slice(0, 10) !== text.slice(0, 10)) return { problem: 'invalid' }; // no such day: 30 February
  if (shown !== text) return { problem: 'skipped' }; // TZDate moves a skipped time on by the change
  // Which of a repeated time's two instants TZDate picks depends on the machine's own zone: choose the first.
  const hourBefore = new Date(read.getTime() - CLOCK_CHANGE_MS);
  return { date: toUkWallClock(hourBefore) === text ? hourBefore : new Date(read.getTime()) };
}

/**
 * The first and last instants of a calendar day in the UK (month 1-12; a year from 100, as JavaScript reads
 * lower ones as 19xx): a bare day means that day there.
 */
export function ukDayBounds(year: number, month: number, day: number): { start: Date; end: Date } {
  // Midday is never skipped or repeated, and is the same day in the UK and in UTC.
  const midday = new TZDate(year, month - 1, day, 12, site.timeZone);
  return { start: new Date(startOfDay(midday).getTime()), end: new Date(endOfDay(midday).getTime()) };
}
