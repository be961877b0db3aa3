/**
 * The words of a candidate's private status page (docs/decisions/application-status.md): where their application stands in
 * plain words, what happens next, withdrawing it, and the page a wrong or dead link gets.
 */
import type { ApplicationStatus } from '../config/choices';
import { site } from '../config/site';
import { RETENTION } from '../config/retention';
import { CONFIRMATION_TEXT } from './forms';

/** Each status as the candidate reads it, and what happens next. */
export const STATUS_IN_PLAIN_WORDS: Record<ApplicationStatus, { words: string; next: readonly string[] }> = {
  new: { words: 'Received', next: CONFIRMATION_TEXT.application.next.slice(0, 2) },
  in_review: {
    words: 'Being reviewed',
    next: [
      'A consultant is looking at your CV and the roles that could suit you.',
      'We will call or email you when there is news. You do not need to do anything.',
    ],
  },
  unsuccessful: {
    words: 'Not taken forward',
    next: [
      'We are sorry: we will not be taking this application further. You are welcome to apply again, for another role or later on.',
      `We keep your details for ${RETENTION.applicationMonths} months in case a suitable role comes up, then delete them.`,
    ],
  },
  placed: {
    words: 'Placed',
    next: [
      'Congratulations on your new role. We will stay in touch through your first months in the job.',
      `We keep your details for ${RETENTION.placedYears} years from the placement, to meet our legal, accounting and contractual obligations.`,
    ],
  },
};

/**
 * 'Questions? Call us on {phone} or email {address} ({hours}).', in its parts: the page writes the phone
 * and the address as links (tel:, mailto:), from site.ts.
 */
const contactLine = { call: 'Questions? Call us on', email: 'or email', hours: `(${site.officeHours}).` } as const;

export const STATUS_PAGE_TEXT = {
  title: 'Your application',
  greeting: (firstName: string | undefined) => (firstName ? `Hello, ${firstName}` : 'Hello'),
  role: 'Role',
  generalApplication: 'General application (no particular role)',
  roleAt: (title: string, company: string) => `${title} at ${company}`,
  status: 'Status',
  since: 'Last changed',
  next: 'What happens next',
  withdrawHeading: 'Withdraw your application',
  withdrawIntro:
    'You can withdraw your application at any time and have us erase the details we hold about you. You will be asked to confirm first.',
  withdrawLink: 'Withdraw my application',
  /** The reference the receipt email gave (CONFIRMATION_TEXT.referenceHint follows it). */
  reference: CONFIRMATION_TEXT.reference,
  private: 'This page is private to you: anyone with its link can see it, so please do not share the link.',
  contact: contactLine,
} as const;

export const WITHDRAW_TEXT = {
  title: 'Withdraw your application?',
  explain:
    'This withdraws your application and erases everything we hold under your email address: your applications and CVs, any messages you sent us through the website, your blog comments, your job alerts, and the emails we sent you about them.',
  final: 'It cannot be undone, and the link to this page will stop working.',
  confirm: 'Yes, withdraw and erase my details',
  keep: 'No, keep my application',
  doneTitle: 'Your application has been withdrawn',
  done: 'We have erased your details. We keep only a record that an erasure was made, which does not name you or hold your email address.',
  again: 'You are welcome to apply again at any time.',
  home: `Go to the ${site.name} home page`,
} as const;

/** A wrong, mistyped or dead link: it says nothing about whether an application ever existed. */
export const STATUS_NOT_FOUND_TEXT = {
  title: 'This link does not work',
  explain:
    'The link may be incomplete or mistyped (try copying it from the email in full), or the application it was for has been withdrawn or is no longer held.',
  contact: contactLine,
} as const;

/** Too many requests for status pages from one network (the rate limit's own message goes between). */
export const STATUS_TOO_MANY_TEXT = {
  title: 'Please try again later',
  contact: contactLine,
} as const;
