import { ENGLAND_BANK_HOLIDAYS } from '../config/introductions';

/**
 * Business days on UK days (YYYY-MM-DD): Monday to Friday, not a bank holiday in England and Wales. The
 * agreement's response times and the candidate's time to answer are counted in them.
 */
const holidays = new Set(ENGLAND_BANK_HOLIDAYS);

const shift = (day: string, days: number) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

export function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/** The UK day `count` business days after `day` (before it, for a negative count); `day` itself is not counted. */
export function addBusinessDays(day: string, count: number): string {
  const step = count < 0 ? -1 : 1;
  let result = day;
  for (let left = Math.abs(count); left > 0;) {
    result = shift(result, step);
    if (isBusinessDay(result)) left--;
  }
  return result;
}
