import { ukDayBounds } from '../utils/uk-time';

/**
 * The years a date field takes, in UTC. Wider than any real job expiry or publication date, yet it catches
 * a year typed short ('0026') or long ('20260'), keeps every date a four-digit ISO year, and stays inside
 * what PostgreSQL's timestamptz can hold (a JavaScript Date reaches much further: a 500 otherwise).
 */
const FIRST_YEAR = 1900;
const LAST_YEAR = 9999;

export const DATE_RANGE_MESSAGE = `Enter a date between the years ${FIRST_YEAR} and ${LAST_YEAR}`;

/** What is wrong with a parsed date: `invalid` when it is no date at all, the range's message when outside it. */
export function dateProblem(date: Date, invalid: string): string | undefined {
  const time = date.getTime();
  if (Number.isNaN(time)) return invalid;
  if (time < Date.UTC(FIRST_YEAR, 0, 1) || time >= Date.UTC(LAST_YEAR + 1, 0, 1)) return DATE_RANGE_MESSAGE;
  return undefined;
}

/**
 * The date forms the site sends: a calendar day (the form's date input) or an ISO 8601 time with its
 * offset (`toISOString()`), years as four digits or ISO's signed six.
 */
const ISO_DATE = /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/i;

/**
 * A date field's text as a Date: a calendar day ('2026-11-24'), which means that day in the UK (its first
 * instant, or its last for `edge` 'end': an expiry), or an ISO 8601 time with its offset. Anything else is
 * an Invalid Date where `new Date()` would guess: '01/02/2026' read month-first, '5' as May 2001,
 * '2026-02-30' as 2 March.
 */
export function parseIsoDate(text: string, edge: 'start' | 'end' = 'start'): Date {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return new Date(NaN);
  const [, year, month, day, time] = match;
  // The calendar day must exist as written (no roll-over into the next month), whatever the offset.
  const written = new Date(`${year}-${month}-${day}T00:00:00Z`);
  if (Number.isNaN(written.getTime()) || written.getUTCMonth() + 1 !== Number(month) || written.getUTCDate() !== Number(day))
    return new Date(NaN);
  if (time) return new Date(match[0]);
  // A day outside the years taken is refused for that (dateProblem), whichever instant of it is meant.
  if (dateProblem(written, '')) return written;
  return ukDayBounds(Number(year), Number(month), Number(day))[edge];
}
