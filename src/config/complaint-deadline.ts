import { tz } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { endOfDay } from 'date-fns/endOfDay';
import { startOfDay } from 'date-fns/startOfDay';
import { subDays } from 'date-fns/subDays';
import { site } from './site';

/**
 * Days we have to acknowledge a data-protection complaint (Data Protection Act 2018 s.164A(3), inserted by
 * the Data (Use and Access) Act 2025): the privacy notice promises it and the dashboard counts it.
 */
export const COMPLAINT_ACKNOWLEDGEMENT_DAYS = 30;

/** Days are the UK's calendar days, whatever the zone of the server or the admin's browser. */
const inUk = { in: tz(site.timeZone) };

/**
 * The last moment to acknowledge a complaint received at `receivedAt`: the end of the UK day 30 days after the
 * day of receipt, since the ICO counts the period from the day after. The clock starts when the enquiry
 * arrived, not when the admin marked it: the law counts from receipt. A deadline on a weekend or bank holiday
 * is not moved to the next working day, as the ICO allows: the earlier date is never late.
 */
export function acknowledgementDue(receivedAt: Date): Date {
  return new Date(endOfDay(addDays(receivedAt, COMPLAINT_ACKNOWLEDGEMENT_DAYS, inUk), inUk).getTime());
}

/** Whether a complaint received at `receivedAt` and not yet acknowledged is past its deadline at `now`. */
export const isAcknowledgementOverdue = (receivedAt: Date, now: Date): boolean => now.getTime() > acknowledgementDue(receivedAt).getTime();

/**
 * The same rule as a cut-off a query can use: at `now`, an unacknowledged complaint is overdue exactly when
 * it was received before this moment (the start of the UK day 30 days ago).
 */
export function overdueIfReceivedBefore(now: Date): Date {
  return new Date(startOfDay(subDays(now, COMPLAINT_ACKNOWLEDGEMENT_DAYS, inUk), inUk).getTime());
}
