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
