import { responseHours } from '../config/site';

/**
 * The promise on the forms and in the receipts ("within 48 hours"), counted by the dashboard: an application
 * or enquiry still `new` this many hours after it arrived is waiting too long. Enquiries are held to the same
 * hours as applications (the site promises nothing else for them).
 */
export const PROMISED_HOURS = responseHours.application;

const HOUR_MS = 3_600_000;

/** The status a row has until the consultant takes it up: the only one that waits. */
export const WAITING_STATUS = 'new';

/** The same rule as a cut-off a query can use: at `now`, a `new` row is overdue exactly when received before this moment. */
export const overdueIfReceivedBefore = (now: Date): Date => new Date(now.getTime() - PROMISED_HOURS * HOUR_MS);

/** How long a row has waited for an answer at `now`, as the dashboard shows it. */
export interface Waiting {
  /** Whole hours since it arrived while it is still `new`; null once taken up. */
  waitingHours: number | null;
  /** Still `new` past the promised hours. */
  overdue: boolean;
}

export function waitingOf(row: { status: string; createdAt: Date }, now: Date): Waiting {
  if (row.status !== WAITING_STATUS) return { waitingHours: null, overdue: false };
  return {
    waitingHours: Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / HOUR_MS)),
    overdue: row.createdAt.getTime() < overdueIfReceivedBefore(now).getTime(),
  };
}
