/**
 * Every word of the emails the site sends, in one place. Each function is pure: the event's data and
 * the site's origin in, the message's content out (src/notifications/render.ts makes the bodies).
 * The company's identity comes from src/config/site.ts; labels of stored choices from choices.ts.
 */
import {
  choiceLabel,
  DEGREES,
  INTERESTS,
  SUBJECTS,
  WORKPLACES,
  type Degree,
  type Interest,
  type Subject,
  type Workplace,
} from '../config/choices';
import { formatPhone, fullAddress, responseHours, site } from '../config/site';
import { RETENTION } from '../config/retention';
import { COMPLAINT_ACKNOWLEDGEMENT_DAYS } from '../config/complaint-deadline';

import { countOf } from '../utils/plural';
import { truncate } from '../utils/truncate';
import { formatDate } from '../utils/dates';
import { thankYou } from './greeting';
import type { MailContent, Paragraph } from './mail-content';
import { APPLICATION_OUTCOME, CONFIRMATION_TEXT, CONTACT_OUTCOME } from './forms';
import { UNCONFIRMED_KEPT } from './job-alerts';
import { KEEP_DETAILS_MONTHS, REGISTRATION_OUTCOME } from './registration';

export interface ApplicationFacts {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  degree: Degree;
  interest?: Interest | null;
  bio?: string | null;
  /** The role applied for, as it was when the application was sent; none for a general application. */
  role?: { title: string; company: string } | null;
  receivedAt: Date;
}

/** How the mails name a role: 'Sales Executive at Acme Ltd'. */
export const roleName = (role: { title: string; company: string }) => `${role.title} at ${role.company}`;

export interface EnquiryFacts {
  name: string;
  email: string;
  subject: Subject;
  message: string;
  receivedAt: Date;
}

export interface WaitingComment {
  authorName: string;
  postTitle: string;
  content: string;
  createdAt: Date;
}

/** Where links in the mails point: the site's canonical origin (SITE_URL), without a trailing slash. */
export interface MailContext {
  origin: string;
}

const NOT_GIVEN = 'Not given';
/** How much of each waiting comment the digest quotes, and how many it lists. */
export const DIGEST_EXCERPT_CHARS = 200;
export const DIGEST_MAX_ITEMS = 20;

/** The dashboard tab a consultant mail links to. */
const dashboard = (origin: string, tab: 'applications' | 'contacts' | 'comments') => `${origin}/admin#${tab}`;

/** The company's identity under every mail. */
export const footer = (): string[] => [site.legalName, fullAddress, `${formatPhone()} · ${site.email}`, site.website];

/** The receipts' closing: how to reach us, and how their data is kept. */
export const receiptClosing = ({ origin }: MailContext): Paragraph[] => [
  [`Questions? Call us on ${formatPhone()} or email `, { text: site.email, href: `mailto:${site.email}` }, ` (${site.officeHours}).`],
  ['How we keep and use your details is set out in our ', { text: 'privacy notice', href: `${origin}/privacy-notice` }, '.'],
  [`Best wishes,\n${site.founder.name}, ${site.name}`],
];

/** To the consultant: a new application, with the candidate's details (never the CV itself); the mail's Reply-To is the candidate. */
export function applicationToConsultant(a: ApplicationFacts, { origin }: MailContext): MailContent {
  const name = `${a.firstName} ${a.lastName}`;
  return {
    subject: a.role ? `New application for ${roleName(a.role)}: ${name}` : `New application: ${name} (${choiceLabel(DEGREES, a.degree)})`,
    heading: 'New application',
    paragraphs: [
      [
        a.role
          ? `${name} has applied for ${roleName(a.role)} through the website. Their CV is in the dashboard. Reply to this email to answer them.`
          : `${name} has applied through the website. Their CV is in the dashboard. Reply to this email to answer them.`,
      ],
    ],
    fields: [
      ['Role', a.role ? roleName(a.role) : 'General application (no particular role)'],
      ['Name', name],
      ['Email', a.email],
      ['Phone', a.phone],
      ['Degree', choiceLabel(DEGREES, a.degree)],
      ['Interest', a.interest ? choiceLabel(INTERESTS, a.interest) : NOT_GIVEN],
      ['About them', a.bio || NOT_GIVEN],
      ['Received', formatDate(a.receivedAt, 'withZone')],
    ],
    action: { text: 'Open the application in the dashboard', href: dashboard(origin, 'applications') },
    footer: footer(),
  };
}

/** The reference the confirmation on the site showed (src/utils/reference.ts), as a receipt's paragraph. */
const referenceParagraph = (reference: string): Paragraph => [
  `${CONFIRMATION_TEXT.reference}: ${reference}. ${CONFIRMATION_TEXT.referenceHint}`,
];

/**
 * To the candidate: a receipt for their application, with the private link to its status page (statusUrl),
 * where they can also withdraw it.
 */
export function applicationReceipt(a: ApplicationFacts, context: MailContext, reference: string, statusUrl: string): MailContent {
  return {
    subject: `We've received your application - ${site.name}`,
    heading: thankYou(a.firstName),
    paragraphs: [
      referenceParagraph(reference),
      [
        `Thank you for sending your CV to ${site.name}${a.role ? ` for ${roleName(a.role)}` : ''}. ${APPLICATION_OUTCOME.success.description}`,
      ],
      [
        `We have your CV and details (${choiceLabel(DEGREES, a.degree)}${a.interest ? `, interested in ${choiceLabel(INTERESTS, a.interest)}` : ''}). You don't need to do anything else.`,
      ],
      [
        "Your application's status page shows where it stands, and lets you withdraw it if you change your mind. The link is yours alone: please don't forward this email.",
      ],
    ],
    action: { text: STATUS_LINK_TEXT, href: statusUrl },
    closing: receiptClosing(context),
    footer: footer(),
  };
}

/** The receipt's button to the status page. */
export const STATUS_LINK_TEXT = 'See where your application stands';

/** What the candidate is told when the admin marks their application unsuccessful. */
export interface UnsuccessfulFacts {
  firstName: string;
  role: { title: string; company: string } | null;
}

/** To the candidate, once per application, when the admin marks it unsuccessful and confirms this email (sent after a grace period). */
export function applicationUnsuccessful(a: UnsuccessfulFacts, context: MailContext): MailContent {
  return {
    subject: `Your application to ${site.name}`,
    heading: thankYou(a.firstName),
    paragraphs: [
      [
        `Thank you for applying to ${site.name}${a.role ? ` for ${roleName(a.role)}` : ''}, and for the time you put into it. We're sorry to tell you that we won't be taking your application further this time.`,
      ],
      ['Roles often come down to a close match with one employer at one moment, so please do apply again, for another role or later on.'],
      [
        `We keep your details for ${RETENTION.applicationMonths} months in case a suitable role comes up, then delete them. The status link in the email we sent when you applied lets you withdraw your application and have your details erased at any time.`,
      ],
    ],
    closing: receiptClosing(context),
    footer: footer(),
  };
}

/** To the consultant: a new enquiry; the mail's Reply-To is the sender, so answering reaches them. */
export function enquiryToConsultant(e: EnquiryFacts, { origin }: MailContext): MailContent {
  return {
    subject: `New enquiry from ${e.name}: ${choiceLabel(SUBJECTS, e.subject)}`,
    heading: 'New enquiry',
    paragraphs: [[`${e.name} sent a message through the contact form. Reply to this email to answer them.`]],
    fields: [
      ['Name', e.name],
      ['Email', e.email],
      ['Subject', choiceLabel(SUBJECTS, e.subject)],
      ['Received', formatDate(e.receivedAt, 'withZone')],
    ],
    quote: e.message,
    action: { text: 'Open enquiries in the dashboard', href: dashboard(origin, 'contacts') },
    footer: footer(),
  };
}

/**
 * To the sender: a short receipt. It does not repeat their message, and greets them by one word of their
 * name at most: anyone can type any address into the form, and a receipt that echoed the text would let
 * them send it to a stranger under our name.
 */
export function enquiryReceipt(e: EnquiryFacts, context: MailContext, reference: string): MailContent {
  return {
    subject: `We've received your message - ${site.name}`,
    heading: thankYou(e.name),
    paragraphs: [[`Thank you for getting in touch. ${CONTACT_OUTCOME.success.description}`], referenceParagraph(reference)],
    closing: receiptClosing(context),
    footer: footer(),
  };
}

/**
 * To the sender of a data-protection complaint (the contact form's subject): the acknowledgement DPA 2018
 * s.164A asks for within 30 days, sent at once, with the reference and what happens next. Like every
 * receipt it does not repeat their message (anyone can type any address into the form).
 */
export function complaintAcknowledgement(e: EnquiryFacts, context: MailContext, reference: string): MailContent {
  return {
    subject: `We've received your data protection complaint - ${site.name}`,
    heading: thankYou(e.name),
    paragraphs: [
      [
        `This email acknowledges your complaint about how we handle personal data, received ${formatDate(e.receivedAt, 'withZone')}. The Data Protection Act 2018 (section 164A) asks us to acknowledge a complaint within ${COMPLAINT_ACKNOWLEDGEMENT_DAYS} days of receiving it: this is that acknowledgement.`,
      ],
      referenceParagraph(reference),
      [
        'What happens next: we look into what you told us, may ask you for more information, keep you informed of our progress, and tell you the outcome without undue delay.',
      ],
      [
        "If you are unhappy with the outcome, you can complain to the Information Commissioner's Office: ",
        { text: 'ico.org.uk/make-a-complaint', href: 'https://ico.org.uk/make-a-complaint/' },
        '.',
      ],
    ],
    closing: receiptClosing(context),
    footer: footer(),
  };
}

/** To the consultant, once per ceiling and hour: the site paused a form because too much arrived at once. */
export function siteCeilingReached(paused: string, hourStart: Date, { origin }: MailContext): MailContent {
  return {
    subject: `The website paused ${paused} for the rest of the hour`,
    heading: 'A form is paused',
    paragraphs: [
      [
        `More ${paused} arrived since ${formatDate(hourStart, 'withZone')} than the website takes in an hour, far more than usual: probably someone sending them automatically. Until the hour ends, visitors are asked to phone or email instead.`,
      ],
      [
        'What did arrive is in the dashboard. If this was a genuine rush (a popular job advert), nothing needs doing: the form opens again by itself on the hour.',
      ],
    ],
    action: { text: 'Open the dashboard', href: `${origin}/admin` },
    footer: footer(),
  };
}

/** To the consultant, once an hour at most: the visitor insights stopped taking new rows because too many arrived at once. */
export function insightsCeilingReached(hourStart: Date, { origin }: MailContext): MailContent {
  return {
    subject: 'The website stopped adding new pages and sources to the visitor insights for the rest of the hour',
    heading: 'Visitor insights are taking no new sources',
    paragraphs: [
      [
        `More new pages and sources (a page, referring site or campaign not yet counted that day) arrived since ${formatDate(hourStart, 'withTime')} than the website takes in an hour, far more than usual: probably someone sending made-up page views to put referring sites or campaigns in the Overview.`,
      ],
      [
        'Until the hour ends, views of pages and sources already counted that day still count; views that would add a new one are not recorded. Nothing needs doing: it starts again by itself on the hour. Referring sites or campaigns from this hour that you do not recognise are probably made up.',
      ],
    ],
    action: { text: 'Open the dashboard', href: `${origin}/admin` },
    footer: footer(),
  };
}

/** When a waiting comment was left and how it begins, as the digest quotes it after its author and post. */
const digestTail = (c: Omit<WaitingComment, 'postTitle'>) =>
  `" (${formatDate(c.createdAt, 'withZone')}): ${truncate(c.content, DIGEST_EXCERPT_CHARS)}`;

/** How the digest lists a waiting comment: who, on which post, when, and the start of what they wrote. */
export const digestItem = (c: WaitingComment) => `${c.authorName} on "${c.postTitle}${digestTail(c)}`;

/**
 * Whether a digest's plain text quotes this comment, known by its author, time and words (its post may
 * have been renamed since): a data-protection request finds the digests about a person this way.
 */
export function digestQuotes(text: string, c: Omit<WaitingComment, 'postTitle'>): boolean {
  return text.includes(`- ${c.authorName} on "`) && text.includes(digestTail(c));
}

/** To the consultant, once a day: the comments waiting for moderation (the newest first, up to a limit). */
export function commentDigest(waiting: readonly WaitingComment[], total: number, { origin }: MailContext): MailContent {
  const shown = waiting.slice(0, DIGEST_MAX_ITEMS);
  const more = total - shown.length;
  return {
    subject: total === 1 ? '1 comment is waiting for moderation' : `${total} comments are waiting for moderation`,
    heading: 'Comments waiting for moderation',
    paragraphs: [[`${total === 1 ? 'One comment is' : `${total} comments are`} waiting for your approval before they appear on the blog.`]],
    items: [...shown.map(digestItem), ...(more > 0 ? [`and ${more} more`] : [])],
    action: { text: 'Moderate comments in the dashboard', href: dashboard(origin, 'comments') },
    footer: footer(),
  };
}

/** How many applications and enquiries are still new past the promised hours. */
export interface OverdueCounts {
  applications: number;
  enquiries: number;
}

/**
 * To the consultant, daily when chosen in the dashboard: how many applications and enquiries are still new
 * past the promised hours. Counts only, no names: the dashboard lists them, and a mail without personal data
 * needs no erasing.
 */
export function waitingReminder(overdue: OverdueCounts, { origin }: MailContext): MailContent {
  const hours = responseHours.application;
  const total = overdue.applications + overdue.enquiries;
  return {
    subject: `${total} waiting over ${hours} hours`,
    heading: `Waiting over ${hours} hours`,
    paragraphs: [[`These are still marked New more than ${hours} hours after they arrived, past the answer the website promises:`]],
    items: [
      ...(overdue.applications ? [countOf(overdue.applications, 'application')] : []),
      ...(overdue.enquiries ? [countOf(overdue.enquiries, 'enquiry', 'enquiries')] : []),
    ],
    action: overdue.applications
      ? { text: 'Open the applications', href: dashboard(origin, 'applications') }
      : { text: 'Open the enquiries', href: dashboard(origin, 'contacts') },
    closing: [
      [
        "Each leaves this reminder once its status is changed from New. To stop these reminders, untick the daily reminder under 'Email notifications' in the dashboard.",
      ],
    ],
    footer: footer(),
  };
}

/** A job as an alert lists it. */
export interface AlertJob {
  id: number;
  title: string;
  company: string;
  location: string;
  type: string;
  workplace: Workplace;
  salary: string | null;
  expiresAt: Date | null;
}

/** An alert's search in words: 'sales in Exeter, Full-time, from £25,000'. */
export interface AlertSearchWords {
  description: string;
}

/**
 * To someone who asked for job alerts: the one email before they confirm. Anyone can type any address
 * into the form, so it says nothing anyone typed (not even the search: the page the link opens shows it)
 * and carries no job: it cannot be used to mail a stranger anything but this question.
 */
export function jobAlertConfirmation(links: { confirm: string }, { origin }: MailContext): MailContent {
  return {
    subject: `Confirm your job alert - ${site.name}`,
    heading: 'Confirm your job alert',
    paragraphs: [
      [`Someone, we hope you, asked for emails from ${site.name} about new jobs at this address.`],
      [
        `The link below shows the search they chose. Nothing will be sent unless you confirm there. If it was not you, ignore this email: the request is deleted after ${UNCONFIRMED_KEPT}.`,
      ],
    ],
    action: { text: 'See the search and confirm', href: links.confirm },
    closing: [['How we keep and use your details is set out in our ', { text: 'privacy notice', href: `${origin}/privacy-notice` }, '.']],
    footer: footer(),
  };
}

/**
 * A job's closing day as alerts write it, kept once worked out: a run lists one job to thousands of
 * subscribers, and each formatting in UK time costs tens of microseconds. Expiries end UK days, so few differ.
 */
const closingDays = new Map<number, string>();
function closingDay(expiresAt: Date): string {
  let day = closingDays.get(expiresAt.getTime());
  if (day === undefined) {
    if (closingDays.size >= 1000) closingDays.clear();
    day = formatDate(expiresAt, 'long');
    closingDays.set(expiresAt.getTime(), day);
  }
  return day;
}

/** What an alert says of a job under its title: the employer, where and how it is done, the pay and the closing day. */
export function alertJobDetails(job: AlertJob): string[] {
  const workplace = choiceLabel(WORKPLACES, job.workplace);
  // 'Remote' said once, whether the location, the workplace or the type says it.
  const where = [job.company, job.location, workplace, job.type].filter(
    (part, i, all) => part && all.findIndex((other) => other.toLowerCase() === part.toLowerCase()) === i,
  );
  const closes = job.expiresAt ? ` · Closes ${closingDay(job.expiresAt)}` : '';
  return [where.join(' · '), `${job.salary || 'Salary not stated'}${closes}`];
}

/** A job alert: the new matching jobs, each its title linking to its page, with the way to change the alert or stop it. */
export function jobAlert(
  jobs: readonly AlertJob[],
  search: AlertSearchWords,
  links: { manage: string; unsubscribe: string },
  { origin }: MailContext,
): MailContent {
  return {
    subject: jobs.length === 1 ? `New job: ${roleName(jobs[0])}` : `${jobs.length} new jobs matching your alert - ${site.name}`,
    heading: jobs.length === 1 ? 'A new job matches your alert' : `${jobs.length} new jobs match your alert`,
    paragraphs: [[`New since your last alert, for: ${search.description}.`]],
    listings: jobs.map((job) => ({ link: { text: job.title, href: `${origin}/jobs/${job.id}` }, details: alertJobDetails(job) })),
    closing: [
      ['You receive this because you asked for job alerts. ', { text: 'Change this alert or unsubscribe', href: links.manage }, '.'],
    ],
    footer: footer(),
  };
}

/** Where a sign-in or a reset came from, as the account emails tell it. */
export interface SignInFacts {
  /** The browser and system in words ("Chrome on Windows"). */
  device: string;
  country: string | null;
  at: Date;
}

const signInFields = ({ device, country, at }: SignInFacts): Array<readonly [string, string]> => [
  ['Device', device],
  ['Where', country ?? 'Not known'],
  ['When', formatDate(at, 'withZone')],
];

/** What to do when an account email tells of something its owner did not do. */
const notYou = (origin: string): Paragraph => [
  'If this was not you, reset your password now with "Forgot your password?" on the ',
  { text: 'sign-in page', href: `${origin}/admin` },
  ': that signs every device out. A reset does not remove passkeys or the authenticator app, so remove any you do not recognise on the page that follows it. Then check the Security panel of the dashboard: its recent activity shows what was done in your account.',
];

/** To an admin: their account was signed in to from a browser it had not seen before. */
export function newSignIn(facts: SignInFacts, { origin }: MailContext): MailContent {
  return {
    subject: `New sign-in to your ${site.name} admin account`,
    heading: 'A new sign-in to your account',
    paragraphs: [['Your admin account was just signed in to from a device or browser it has not seen before.']],
    fields: signInFields(facts),
    closing: [['If this was you, there is nothing to do.'], notYou(origin)],
    footer: footer(),
  };
}

/** How long a password reset link works, in the words of the email and the page. */
export const RESET_LINK_MINUTES = 30;

/** To an admin who used "Forgot your password?": the single-use link to choose a new password. */
export function passwordResetLink(link: string, { origin }: MailContext): MailContent {
  return {
    subject: `Reset your ${site.name} admin password`,
    heading: 'Reset your password',
    paragraphs: [
      [`Someone, we hope you, asked to reset the password of your ${site.name} admin account.`],
      [`The link works once, for ${RESET_LINK_MINUTES} minutes. Choosing a new password signs every device out of the account.`],
    ],
    action: { text: 'Choose a new password', href: link },
    closing: [
      ['If you did not ask for this, ignore this email: your password stays as it is.'],
      ['Every sign-in from a new device is also emailed to you. ', { text: 'Sign in', href: `${origin}/admin` }, '.'],
    ],
    footer: footer(),
  };
}

/** To an admin: their password was just changed through a reset link. */
export function passwordChanged(facts: SignInFacts, { origin }: MailContext): MailContent {
  return {
    subject: `Your ${site.name} admin password was changed`,
    heading: 'Your password was changed',
    paragraphs: [['The password of your admin account was changed with a reset link, and every device was signed out.']],
    fields: signInFields(facts),
    closing: [['If this was you, there is nothing to do.'], notYou(origin)],
    footer: footer(),
  };
}

/** A change to how an admin account signs in (src/api/handlers/security-factors.ts): what it was, and whether it added or took away. */
export interface AccountChangeFacts extends SignInFacts {
  /** The change in words (FACTOR_CHANGES). */
  what: string;
  /** Whether it added a way in (a passkey, an app, new recovery codes) rather than removed one or changed a setting. */
  addedWayIn: boolean;
}

/** To an admin: a passkey, the authenticator app, the recovery codes or the second-factor setting of their account changed. */
export function accountChanged({ what, addedWayIn, ...facts }: AccountChangeFacts, { origin }: MailContext): MailContent {
  return {
    subject: `${what}: your ${site.name} admin account`,
    heading: 'A change to how your account signs in',
    paragraphs: [['This change was just made to how your admin account signs in, from a session signed in to it.']],
    fields: [['Change', what], ...signInFields(facts)],
    closing: [
      ['If this was you, there is nothing to do.'],
      addedWayIn
        ? [
            'If this was not you, someone is using your account: reset your password now with "Forgot your password?" on the ',
            { text: 'sign-in page', href: `${origin}/admin` },
            '. That signs every device out, and the page that follows it lists your passkeys and authenticator app so you can remove what they added.',
          ]
        : [
            'If this was not you, someone is using your account: reset your password now with "Forgot your password?" on the ',
            { text: 'sign-in page', href: `${origin}/admin` },
            ' (that signs every device out), then sign in and put it back in the Security panel of the dashboard.',
          ],
    ],
    footer: footer(),
  };
}

/** To an admin: a session of their account tried to change how it signs in without the password or a code, and was refused. */
export function accountChangeRefused(attempt: string, facts: SignInFacts, { origin }: MailContext): MailContent {
  return {
    subject: `A change to your ${site.name} admin account was refused`,
    heading: 'A change to your account was refused',
    paragraphs: [
      [
        `A session signed in to your admin account tried to ${attempt}. It was refused, because the session had not given your password or a code in the last 5 minutes.`,
      ],
    ],
    fields: signInFields(facts),
    closing: [['If this was you, confirm it is you when the dashboard asks, and try again.'], notYou(origin)],
    footer: footer(),
  };
}

/** To every admin: whether every admin must have a second factor was changed, by whom. */
export function secondFactorSettingChanged(on: boolean, by: string, facts: SignInFacts, { origin }: MailContext): MailContent {
  return {
    subject: on ? `Every ${site.name} admin now needs a second factor` : `A second factor is no longer required of ${site.name} admins`,
    heading: on ? 'A second factor is now required' : 'A second factor is no longer required',
    paragraphs: [
      [
        on
          ? `${by} turned on "Require a second factor of every admin": an admin without an authenticator app or passkey must set one up before using the dashboard.`
          : `${by} turned off "Require a second factor of every admin": admins may sign in with their password alone.`,
      ],
    ],
    fields: [['Changed by', by], ...signInFields(facts)],
    closing: [
      ['The setting is in the Security panel of the dashboard.'],
      [
        `If ${by} did not make this change, their account is being used by someone else: tell them${on ? '' : ', and turn the setting back on'}. `,
        { text: 'Sign in', href: `${origin}/admin` },
        '.',
      ],
    ],
    footer: footer(),
  };
}

/** To an admin: a code was sent with a second step of sign-in already used, or begun before the password changed. */
export function signInStepRefused(facts: SignInFacts, { origin }: MailContext): MailContent {
  return {
    subject: `A sign-in to your ${site.name} admin account was refused`,
    heading: 'A sign-in to your account was refused',
    paragraphs: [
      [
        'Someone sent a sign-in code for your admin account with a step that had already been used, or that began before your password was last changed. It was refused: whoever did it knew your password at some point.',
      ],
    ],
    fields: signInFields(facts),
    closing: [['If this was you (a form sent twice), there is nothing to do.'], notYou(origin)],
    footer: footer(),
  };
}

/** What the mails say of a registration without a job (docs/decisions/people.md). */
export interface RegistrationFacts {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  linkedinUrl?: string;
  cvFileName?: string;
  /** The career paths' and places' names, as the person chose them. */
  interests: string[];
  locations: string[];
  salaryFloor?: number;
  earliestStart?: string;
  keepDetails: boolean;
  hideFrom: string[];
  receivedAt: Date;
}

const listed = (items: string[]) => (items.length ? items.join(', ') : NOT_GIVEN);

/** To the consultant: someone registered without applying for a job. */
export function registrationToConsultant(r: RegistrationFacts, { origin }: MailContext): MailContent {
  const name = `${r.firstName} ${r.lastName}`;
  return {
    subject: `New registration: ${name}`,
    heading: 'New registration',
    paragraphs: [[`${name} has registered through the website without applying for a job. Reply to this email to answer them.`]],
    fields: [
      ['Name', name],
      ['Email', r.email],
      ['Phone', r.phone || NOT_GIVEN],
      ['LinkedIn', r.linkedinUrl || NOT_GIVEN],
      ['CV', r.cvFileName || NOT_GIVEN],
      ['Interested in', listed(r.interests)],
      ['Where', listed(r.locations)],
      ['Lowest salary', r.salaryFloor ? `£${r.salaryFloor.toLocaleString('en-GB')} a year` : NOT_GIVEN],
      ['Earliest start', r.earliestStart || NOT_GIVEN],
      ['Keep details for future roles', r.keepDetails ? `Yes, for ${KEEP_DETAILS_MONTHS} months` : 'No'],
      ['Never put forward to', listed(r.hideFrom)],
      ['Received', formatDate(r.receivedAt, 'withZone')],
    ],
    action: { text: 'Open the dashboard', href: `${origin}/admin` },
    footer: footer(),
  };
}

/** The one reminder, 30 days before keeping a person's details ends: its button leads to the renewal page (which asks again). */
export function keepDetailsRenewal(r: { name: string; expiresAt: Date }, links: { renew: string }, { origin }: MailContext): MailContent {
  return {
    subject: `Shall we keep your details? - ${site.name}`,
    heading: r.name ? `Hello ${r.name}` : 'Hello',
    paragraphs: [
      [
        `You asked us to keep your details for ${KEEP_DETAILS_MONTHS} months to consider you for future roles. That time ends on ${formatDate(r.expiresAt, 'long')}.`,
      ],
      [
        `If you would like us to keep them for another ${KEEP_DETAILS_MONTHS} months, press Renew and confirm on the page it opens. If not, do nothing: we will then delete your registration and CV, keeping only what the law makes us keep, as our privacy notice explains.`,
      ],
    ],
    action: { text: 'Renew', href: links.renew },
    closing: [
      ['How we keep and use your details is set out in our ', { text: 'privacy notice', href: `${origin}/privacy-notice#retention` }, '.'],
    ],
    footer: footer(),
  };
}

/** The person's receipt of their registration. */
export function registrationReceipt(r: RegistrationFacts, context: MailContext, reference: string): MailContent {
  return {
    subject: `You're registered - ${site.name}`,
    heading: thankYou(r.firstName),
    paragraphs: [
      referenceParagraph(reference),
      [REGISTRATION_OUTCOME.success.description],
      [
        r.keepDetails
          ? `As you asked, we will keep your details for ${KEEP_DETAILS_MONTHS} months to consider you for future roles, and ask you before that time ends whether to keep them longer.`
          : 'We keep your details only while we look for work for you, as the privacy notice says.',
      ],
      [`You can see, change or erase what we hold about you at any time on your My data page: ${context.origin}/my`],
    ],
    closing: receiptClosing(context),
    footer: footer(),
  };
}
