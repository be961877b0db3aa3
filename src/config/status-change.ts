/**
 * How long the candidate's "not taken forward" email waits in the outbox after the admin confirms it, so
 * that a mistake can be undone from the dashboard before it goes (docs/decisions/application-status.md).
 */
export const UNSUCCESSFUL_MAIL_GRACE_MINUTES = 5;
