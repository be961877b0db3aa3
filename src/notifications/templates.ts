/**
 * The mails to the consultant (NOTIFY_TO). They are addressed when sent, not when queued: after a mistake
 * in NOTIFY_TO is corrected, those still waiting or failed (then sent again) reach the right inbox.
 */
export const CONSULTANT_TEMPLATES = {
  application: 'application-consultant',
  enquiry: 'enquiry-consultant',
  commentDigest: 'comment-digest',
  siteCeiling: 'site-ceiling',
  waitingReminder: 'waiting-reminder',
  registration: 'registration-consultant',
  brief: 'brief-consultant',
  interview: 'interview-consultant',
  interviewNone: 'interview-none-consultant',
  rightToWork: 'right-to-work-consultant',
  shortlistDecision: 'shortlist-decision',
  feeDue: 'fee-due-consultant',
  feeOverdue: 'fee-overdue-consultant',
} as const;

/** Whether a message is one of the consultant's. */
export const isConsultantMail = (template: string) => (Object.values(CONSULTANT_TEMPLATES) as string[]).includes(template);
