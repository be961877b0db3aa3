import { addDays } from 'date-fns/addDays';
import { DomainError } from '../errors/domain-error';
import { parseIsoDate } from '../schemas/date-range';
import { ukDay, ukDayBounds } from '../utils/uk-time';
import { RETENTION } from '../config/retention';
import { DEFAULT_INSIGHTS_DAYS } from '../config/overview';

/** A period of whole UK days, both included, as 'YYYY-MM-DD'. */
export interface InsightsPeriod {
  from: string;
  to: string;
}

/** The longest period asked for: everything retention keeps (26 months), with a day to spare. */
const MAX_PERIOD_DAYS = Math.ceil(RETENTION.pageViewMonths * 31) + 1;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The period `from`..`to` (UK days), each defaulting to the last DEFAULT_INSIGHTS_DAYS up to today: a refusal
 * ('invalid') for a day that is not one, an end before the start, or more than retention keeps.
 */
export function readPeriod(from: string | null | undefined, to: string | null | undefined, now = new Date()): InsightsPeriod {
  const end = to || ukDay(now);
  const start = from || ukDay(addDays(parseIsoDate(end), -(DEFAULT_INSIGHTS_DAYS - 1)));
  for (const [name, day] of [
    ['from', start],
    ['to', end],
  ] as const) {
    if (!DAY.test(day) || Number.isNaN(parseIsoDate(day).getTime()))
      throw new DomainError('invalid', `Invalid ${name}: a day as YYYY-MM-DD`, { errors: { [name]: ['Enter a day as YYYY-MM-DD'] } });
  }
  if (start > end)
    throw new DomainError('invalid', 'Invalid to: the period ends before it starts', { errors: { to: ['Ends before it starts'] } });
  if (periodDays({ from: start, to: end }).length > MAX_PERIOD_DAYS)
    throw new DomainError('invalid', `Invalid from: a period is at most ${RETENTION.pageViewMonths} months`, {
      errors: { from: [`At most ${RETENTION.pageViewMonths} months`] },
    });
  return { from: start, to: end };
}

/** Every UK day of the period, in order. */
export function periodDays({ from, to }: InsightsPeriod): string[] {
  const days: string[] = [];
  // Midday: never skipped nor repeated by a clock change, and the same day in the UK and in UTC.
  for (let day = from; day <= to; day = ukDay(addDays(new Date(`${day}T12:00:00Z`), 1))) days.push(day);
  return days;
}

/** The first and last instants of the period (UK days): what a timestamp column is compared with. */
export function periodInstants({ from, to }: InsightsPeriod): { start: Date; end: Date } {
  const bounds = (day: string) => ukDayBounds(...(day.split('-').map(Number) as [number, number, number]));
  return { start: bounds(from).start, end: bounds(to).end };
}
