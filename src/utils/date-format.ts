import { site } from '../config/site';

/**
 * The dates people read, in the UK's order and UK time, on every page, island, dashboard view, export and
 * email: '6 December 2026', '6 Dec 2026', '6 Dec 2026, 14:05', and in emails, read wherever the reader is,
 * '6 Dec 2026, 14:05 GMT' ('BST' in summer). Only Intl's numeric parts are used, with the months' names
 * written here, so the words are the same in Node and in every browser (ICU versions differ on 'Sep' and
 * 'Sept') and an island carries no date library.
 */
export const DATE_STYLES = ['long', 'short', 'withTime', 'withZone'] as const;
export type DateStyle = (typeof DATE_STYLES)[number];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

let ukClock: Intl.DateTimeFormat | undefined;
/** The date and wall-clock time in the UK at this instant, as numbers. */
function ukParts(date: Date) {
  ukClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: site.timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(ukClock.formatToParts(date).map((p) => [p.type, p.value]));
  const [year, month, day, hour, minute] = [parts.year, parts.month, parts.day, parts.hour, parts.minute].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  // Ahead of UTC by an hour: British Summer Time.
  const summer = Date.UTC(year, month - 1, day, hour, minute) - Math.floor(date.getTime() / 60_000) * 60_000 === 3_600_000;
  return { year, month, day, time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`, zone: summer ? 'BST' : 'GMT' };
}

/** A Date for a Date or an ISO string; undefined for a missing or invalid one. */
export function toDate(value: Date | string | null | undefined): Date | undefined {
  if (value == null) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Formats a date in one of the product's styles, in UK time, or returns the fallback for a missing or invalid date. */
export function formatDate(value: Date | string | null | undefined, style: DateStyle, fallback = ''): string {
  const date = toDate(value);
  if (!date) return fallback;
  const { year, month, day, time, zone } = ukParts(date);
  const monthName = MONTHS[month - 1]!;
  if (style === 'long') return `${day} ${monthName} ${year}`;
  const short = `${day} ${monthName.slice(0, 3)} ${year}`;
  if (style === 'short') return short;
  return style === 'withTime' ? `${short}, ${time}` : `${short}, ${time} ${zone}`;
}
