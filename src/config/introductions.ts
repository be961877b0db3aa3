/**
 * The periods of introductions and shortlists (docs/decisions/introductions.md). The employer's response
 * time is not here: it is a figure of the agreement version the client accepted (submissionResponseBusinessDays).
 */
export const INTRODUCTION_PERIODS = {
  /** The candidate is reminded once, this many business days after being asked. */
  consentReminderBusinessDays: 2,
  /** With no answer by the end of this many business days after being asked, the question closes as not given. */
  consentBusinessDays: 5,
  /** A reviewer's link opens for this many days after it was made. */
  shortlistLinkDays: 30,
  /** The candidate-protection register looks back this many months (the agreement's figure of version 1). */
  registerMonths: 12,
} as const;

/** Where the candidate's question leads: its page (GET) and their answer (POST), written by the API. */
export const CONSENT_PAGE_PREFIX = '/api/introductions';
export const consentPath = (token: string) => `${CONSENT_PAGE_PREFIX}/${token}`;
/** A reviewer's shortlist page, a CV on it, and a decision's form. */
export const SHORTLIST_PAGE_PREFIX = '/api/shortlists';
export const shortlistPath = (token: string) => `${SHORTLIST_PAGE_PREFIX}/${token}`;
export const shortlistCvPath = (token: string, introductionId: number, download = false) =>
  `${shortlistPath(token)}/cv/${introductionId}${download ? '?download=1' : ''}`;
export const shortlistDecisionPath = (token: string, introductionId: number) => `${shortlistPath(token)}/decisions/${introductionId}`;
