/** What people read about job alerts: the subscribe form, its consent statement, and the pages the emails link to. */
import { site } from '../config/site';
import { UNCONFIRMED_JOB_ALERT_DAYS } from '../config/job-alerts';

/** How long an unconfirmed alert is kept, in words. */
export const UNCONFIRMED_KEPT = `${UNCONFIRMED_JOB_ALERT_DAYS} days`;

/**
 * The consent statement's version, stored with each subscription (PECR: consent must be shown). Change it
 * whenever CONSENT_STATEMENT's meaning changes, so each record says which wording the person agreed to.
 */
export const CONSENT_VERSION = '2026-11-a';

export const CONSENT_STATEMENT = `Email me new jobs that match this search. I can stop at any time with the link in every email. ${site.name} uses my address only for these alerts (see the privacy notice).`;

export const JOB_ALERT_FREQUENCIES = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number]['value'];

/** Where a subscription was given (its consent record's `consent_source`). */
export const JOB_ALERT_SOURCES = ['jobs-page', 'job-page', 'quiz-results', 'application-confirmation', 'register-page'] as const;
export type JobAlertSource = (typeof JOB_ALERT_SOURCES)[number];

/** The subscribe form's labels, also naming the fields on the no-JavaScript problem page. */
export const JOB_ALERT_LABELS = {
  email: 'Email address',
  frequency: 'How often',
  consent: 'Consent to job alert emails',
  q: 'Keywords',
  location: 'Location',
  type: 'Job type',
  salary: 'Minimum salary',
  interest: 'Career path',
} as const;

export const JOB_ALERT_FORM = {
  heading: 'Get new jobs by email',
  intro: 'We email you when a new role matches this search, once for each role, at most once a day.',
  submit: 'Create job alert',
  /** Under the heading beside a job (its page, the confirmation of an application for it). */
  likeThisJob: (search: string) => `New jobs like this one: ${search}.`,
  consentRequired: 'Please tick the box to agree to job alert emails',
  /** Keywords outside KEYWORD_CHARACTERS (src/schemas/job-alert.ts). */
  keywordCharacters: "Use only letters, numbers, spaces and these marks: - ' & + # . , / ( )",
} as const;

/** The pages the API writes for the links in the emails. */
export const JOB_ALERT_PAGES = {
  checkEmail: {
    title: 'Check your email',
    body: `If the address can receive job alerts, we have sent it an email with a link to confirm. Nothing is sent until you confirm; an unconfirmed alert is deleted after ${UNCONFIRMED_KEPT}.`,
  },
  /** A second sign-up while the inbox's confirmation of the hour waits: that email's link confirms this one too. */
  joined: {
    title: 'Check your email',
    body: `We sent this address a confirmation email within the last hour: its link confirms this alert too, so check your inbox (and spam folder) for it. Nothing is sent until you confirm; an unconfirmed alert is deleted after ${UNCONFIRMED_KEPT}.`,
  },
  /** A sign-up after the inbox's confirmation of the hour was used: its own follows when the hour is up. */
  later: {
    title: 'Check your email within the hour',
    body: `We saved this alert. We send an address at most one confirmation email an hour and sent one within the last hour, so this alert’s confirmation follows within the hour: check your inbox then. Nothing is sent until you confirm; an unconfirmed alert is deleted after ${UNCONFIRMED_KEPT}.`,
  },
  /** The problem page of a sign-up the API refused. */
  notCreated: { title: 'Job alert not created', fallback: 'Something went wrong. Please try again.' },
  confirm: {
    title: 'Confirm your job alert',
    body: 'Press the button to start receiving job alerts at this address.',
    button: 'Confirm job alert',
    alertFor: 'Alert for',
    /** More than one sign-up waits for this confirmation. */
    alertsFor: 'The button confirms each of these alerts:',
  },
  confirmed: {
    title: 'Job alert confirmed',
    body: 'You will now receive new matching jobs by email.',
    manage: 'Change this alert or unsubscribe',
    manageNote: '(every alert email has this link too).',
  },
  /** Over the links' rate limit (the body is the limit's message). */
  tooMany: { title: 'Please try again later' },
  invalid: {
    title: 'This link no longer works',
    body: `The job alert may have been confirmed already, unsubscribed or deleted (an unconfirmed alert is deleted after ${UNCONFIRMED_KEPT}). You can create a new one on the jobs page.`,
  },
  manage: {
    title: 'Your job alert',
    intro: 'Change what this alert looks for and how often it comes, or unsubscribe.',
    /** The address, shown partly (anyone with the link sees this page). */
    sentTo: 'Sent to',
    save: 'Save changes',
    unsubscribe: 'Unsubscribe',
    anyLocation: 'Anywhere',
    anyType: 'Any type',
    anySalary: 'Any salary',
    anyInterest: 'Any career path',
  },
  saved: { title: 'Job alert updated', body: 'Your changes are saved and apply from the next alert.' },
  unsubscribed: { title: 'Unsubscribed', body: 'You will receive no more job alerts at this address. We have deleted this alert.' },
  seeJobs: 'See the jobs',
} as const;
