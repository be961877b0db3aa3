import { addDays } from 'date-fns/addDays';
import { ukDay } from '../utils/uk-time';
import type { InsightsPeriod } from './period';

/** A month's first day ('YYYY-MM-01') from any of its days. */
export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** The first day of the month after `month` ('YYYY-MM-01'). */
export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * The months (their first days, in order) that lie whole inside the period and before today's month:
 * closed, so their page views no longer change and the report may read them grouped (page_view_months).
 */
export function closedMonths({ from, to }: InsightsPeriod, today: string): string[] {
  const afterTo = ukDay(addDays(new Date(`${to}T12:00:00Z`), 1));
  const months: string[] = [];
  for (let month = from.endsWith('-01') ? from : nextMonth(monthOf(from)); month < monthOf(today); month = nextMonth(month)) {
    if (nextMonth(month) > afterTo) break;
    months.push(month);
  }
  return months;
}
