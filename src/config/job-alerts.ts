/**
 * How long a job alert sign-up waits for its confirmation before it is deleted (retention, the emails and
 * pages that say so). Here, not in retention/policy.ts, so the sign-up form's texts carry no date library.
 */
export const UNCONFIRMED_JOB_ALERT_DAYS = 7;
