import { BANK_HOLIDAYS_KNOWN_UNTIL, ENGLAND_AND_WALES_BANK_HOLIDAYS } from '../config/bank-holidays';

/**
 * Business days as the agreement counts them: Monday to Friday, not an England and Wales bank holiday.
 * Days are UK calendar days written 'YYYY-MM-DD' (ukDay gives an instant's), so no clock or zone enters.
 */

const holidays = new Set(ENGLAND_AND_WALES_BANK_HOLIDAYS);

/** The day `days` calendar days after `day` (negative: before). */
export function addDaysToDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

export function isBusinessDay(day: string): boolean {
  if (day > BANK_HOLIDAYS_KNOWN_UNTIL)
    throw new Error(`England and Wales bank holidays are listed only until ${BANK_HOLIDAYS_KNOWN_UNTIL}`);
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/**
 * The UK day `count` business days after `day` (before it, for a negative count); `day` itself never counts:
 * 2 business days after a Friday is the Tuesday.
 */
export function addBusinessDays(day: string, count: number): string {
  const step = count < 0 ? -1 : 1;
  let current = day;
  for (let left = Math.abs(count); left > 0;) {
    current = addDaysToDay(current, step);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}
