/**
 * How long a job alert sign-up waits for its confirmation before it is deleted (retention, the emails and
 * pages that say so). Here, not in retention.ts, so the sign-up form's texts carry no date library.
 */
export const UNCONFIRMED_JOB_ALERT_DAYS = 7;

/**
 * The consent statement's version, stored with each subscription (PECR: consent must be shown). Change it
 * whenever the meaning of CONSENT_STATEMENT (src/texts/job-alerts.ts) changes, so each record says which wording the person agreed to.
 */
export const CONSENT_VERSION = '2026-11-a';

export const JOB_ALERT_FREQUENCIES = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number]['value'];

/** Where a subscription was given (its consent record's `consent_source`). */
export const JOB_ALERT_SOURCES = ['jobs-page', 'job-page', 'quiz-results', 'application-confirmation', 'register-page'] as const;
export type JobAlertSource = (typeof JOB_ALERT_SOURCES)[number];
