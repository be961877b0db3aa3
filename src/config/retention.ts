import { tz } from '@date-fns/tz';
import { subMonths } from 'date-fns/subMonths';
import { subYears } from 'date-fns/subYears';
import { BRIEF_CONFIRM_DAYS, CLIENT_RECORD_YEARS } from './briefs';
import { UNCONFIRMED_JOB_ALERT_DAYS } from './job-alerts';
import { site } from './site';

/**
 * How long personal data is kept, written once: the privacy notice shows these figures (its source is
 * checked for them by tests/api/retention.test.ts).
 * - applications that are unsuccessful, or never progressed (new, in review): applicationMonths from the
 *   last contact, i.e. the last change of status (the application itself until then);
 * - placed candidates: placedYears from the placement (the change to 'placed');
 * - contact enquiries: contactMonths from receipt; one marked as a data-protection complaint is kept while the
 *   complaint is open, and then contactMonths from when its outcome was told (the record of how it was handled,
 *   should the complainant take it to the ICO);
 * - blog comments never approved (spam, or never moderated): unapprovedCommentMonths from posting (a
 *   published comment stays while it is published: the notice says so);
 * - job alerts never confirmed: unconfirmedJobAlertDays from the sign-up; confirmed ones jobAlertMonths
 *   after the subscriber's last confirmed act (confirming, or saving the alert's manage page);
 * - vacancy briefs never confirmed: unconfirmedBriefDays from sending; clients with their contacts, briefs
 *   and acceptances clientYears after the last service to the client (regulation 29), none of its briefs open;
 * - daily page-view counts (src/insights; nothing personal): pageViewMonths after their day, so a period
 *   can be compared with the same one a year and more before;
 * - expired admin sessions, rate-limit counters and sign-in failures: once no window can count them;
 *   password reset links and passkey challenges once expired; admin audit entries after auditMonths.
 */
export const RETENTION = {
  applicationMonths: 12,
  placedYears: 7,
  contactMonths: 12,
  unapprovedCommentMonths: 3,
  unconfirmedJobAlertDays: UNCONFIRMED_JOB_ALERT_DAYS,
  jobAlertMonths: 24,
  unconfirmedBriefDays: BRIEF_CONFIRM_DAYS,
  clientYears: CLIENT_RECORD_YEARS,
  pageViewMonths: 26,
  /** Longer than every rate-limit window (1 hour) and the sign-in throttle's (15 minutes). */
  counterHours: 24,
  /** What happened to admin accounts (src/auth/audit-log.ts): a year answers any question about past sign-ins. */
  auditMonths: 12,
} as const;

/**
 * Months and years are counted on the UK's calendar and clock (the notice's "12 months" is a UK reader's),
 * whatever the zone of the machine running the clean-up: the same instant, the same cut-offs.
 */
const inUk = { in: tz(site.timeZone) };

/** The moments before which each kind of row is removed. */
export function retentionCutoffs(now: Date) {
  const instant = (date: Date) => new Date(date.getTime());
  return {
    applications: instant(subMonths(now, RETENTION.applicationMonths, inUk)),
    placedApplications: instant(subYears(now, RETENTION.placedYears, inUk)),
    contacts: instant(subMonths(now, RETENTION.contactMonths, inUk)),
    unapprovedComments: instant(subMonths(now, RETENTION.unapprovedCommentMonths, inUk)),
    unconfirmedJobAlerts: new Date(now.getTime() - RETENTION.unconfirmedJobAlertDays * 86_400_000),
    jobAlerts: instant(subMonths(now, RETENTION.jobAlertMonths, inUk)),
    unconfirmedBriefs: new Date(now.getTime() - RETENTION.unconfirmedBriefDays * 86_400_000),
    clients: instant(subYears(now, RETENTION.clientYears, inUk)),
    pageViews: instant(subMonths(now, RETENTION.pageViewMonths, inUk)),
    counters: new Date(now.getTime() - RETENTION.counterHours * 3_600_000),
    auditEntries: instant(subMonths(now, RETENTION.auditMonths, inUk)),
  };
}
