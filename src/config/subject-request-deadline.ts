/**
 * When a data-protection request (access, erasure...) must be answered: UK GDPR Article 12A, inserted by
 * the Data (Use and Access) Act 2025 (docs/decisions/data-protection.md). One month beginning with the
 * "relevant time": the request's receipt or, when the controller asked for proof of identity, the day the
 * proof arrived. When the controller asks for information to identify what the request is about
 * (clarification), the period from the day it asks to the day it receives the answer, both included, does
 * not count. A month runs to the same date in the next month, or that month's last day when it has no such
 * date (31 January: 28 or 29 February), as the ICO counts it. The two-month extension for complex requests
 * is not modelled: the consultant tells the person and notes it.
 *
 * Every day is a UK calendar day written 'YYYY-MM-DD' (what the consultant records), so the rule needs no
 * clock and no time zone.
 */

export interface DataRequestDays {
  receivedOn: string;
  identityAskedOn: string | null;
  identityReceivedOn: string | null;
  clarificationAskedOn: string | null;
  clarificationReceivedOn: string | null;
  completedOn: string | null;
}

export type DataRequestClock =
  /** Answered: nothing is due. */
  | { state: 'completed'; dueOn: null; pausedDays: number }
  /** Identity asked, not yet received: the month has not started. */
  | { state: 'waiting-identity'; dueOn: null; pausedDays: 0 }
  /** Clarification asked, not yet received: the clock is stopped. */
  | { state: 'paused'; dueOn: null; pausedDays: number }
  | { state: 'running'; dueOn: string; pausedDays: number };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** A 'YYYY-MM-DD' day as a number of days (UTC midnight), or NaN. */
function dayNumber(day: string): number {
  const parts = DAY.exec(day);
  if (!parts) return Number.NaN;
  return Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])) / MS_PER_DAY;
}

const dayText = (n: number) => new Date(n * MS_PER_DAY).toISOString().slice(0, 10);

/** Whether `day` is a real calendar day written 'YYYY-MM-DD'. */
export function isCalendarDay(day: string): boolean {
  const n = dayNumber(day);
  return !Number.isNaN(n) && dayText(n) === day;
}

/** The same date a month later, or the last day of that month when it has none. */
export function oneMonthFrom(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfNext = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return dayText(Date.UTC(year, month, Math.min(date, lastOfNext)) / MS_PER_DAY);
}

/** Adds whole days to a 'YYYY-MM-DD' day. */
export const addCalendarDays = (day: string, days: number): string => dayText(dayNumber(day) + days);

/** Where a request stands and, while its clock runs, the last day to answer it. */
export function dataRequestClock(r: DataRequestDays): DataRequestClock {
  const waitingForIdentity = r.identityAskedOn !== null && r.identityReceivedOn === null;
  // The month begins with the latest of the receipt and the proof of identity asked for.
  const startsOn = r.identityReceivedOn && r.identityReceivedOn > r.receivedOn ? r.identityReceivedOn : r.receivedOn;
  let pausedDays = 0;
  if (r.clarificationAskedOn) {
    // Days before the month began are not in it, so a question asked earlier stops only the days from its start.
    const from = Math.max(dayNumber(r.clarificationAskedOn), dayNumber(startsOn));
    if (r.clarificationReceivedOn) pausedDays = Math.max(0, dayNumber(r.clarificationReceivedOn) - from + 1);
    else if (!r.completedOn && !waitingForIdentity) return { state: 'paused', dueOn: null, pausedDays: 0 };
  }
  if (r.completedOn) return { state: 'completed', dueOn: null, pausedDays };
  if (waitingForIdentity) return { state: 'waiting-identity', dueOn: null, pausedDays: 0 };
  return { state: 'running', dueOn: addCalendarDays(oneMonthFrom(startsOn), pausedDays), pausedDays };
}
