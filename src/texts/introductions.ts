/**
 * The words of introductions (docs/decisions/introductions.md): the question to the candidate ("may we put
 * you forward?") and its page, the reviewer's shortlist page and emails, the consultant's mail of each
 * decision, and how the candidate's pages tell of their introductions.
 */
import { choiceLabel, NOT_FOR_US_REASONS, SHORTLIST_DECISIONS, type NotForUsReason, type ShortlistDecision } from '../config/choices';
import { site } from '../config/site';
import { formatDate } from '../utils/date-format';
import { footer, receiptClosing, type MailContext } from './emails';
import type { MailContent } from './mail-content';
import { firstNameOf } from './greeting';

/** Exactly what would be shared with the employer: stored with the introduction, as the candidate was shown it. */
export interface SharedProfile {
  name: string;
  summary: string | null;
  degree: string | null;
  experience: string | null;
  availability: string | null;
  salaryExpectation: string | null;
  location: string | null;
  cvFileName: string | null;
}

export const PROFILE_LABELS = {
  name: 'Name',
  summary: 'Our summary',
  degree: 'Degree',
  experience: 'Experience',
  availability: 'Availability',
  salaryExpectation: 'Salary expectation',
  location: 'Location',
  cvFileName: 'CV',
} as const satisfies Record<keyof SharedProfile, string>;

const NOT_GIVEN = 'Not given';

/** The profile as label/value rows, in the order the pages and mails list them. */
export const profileRows = (p: SharedProfile): Array<[string, string]> =>
  (Object.keys(PROFILE_LABELS) as Array<keyof SharedProfile>).map((key) => [PROFILE_LABELS[key], p[key] ?? NOT_GIVEN]);

/** The description of a confidential employer, from its brief, when the consultant gives none. */
export const confidentialEmployer = (location: string) => `an employer in ${location}`;
export const salaryFloorText = (pounds: number) => `£${pounds.toLocaleString('en-GB')} a year or more`;
export const availabilityText = (day: Date) => `From ${formatDate(day, 'long')}`;

/** The role and employer as the candidate is asked about them. */
export interface ConsentFacts {
  name: string;
  roleTitle: string;
  employerShown: string;
  profile: SharedProfile;
  /** The UK day the question closes. */
  dueOn: string;
}

export const consentQuestion = (f: Pick<ConsentFacts, 'roleTitle' | 'employerShown'>) =>
  `May we put you forward for ${f.roleTitle} at ${f.employerShown}?`;

/** A UK day (YYYY-MM-DD) as people read it. */
export const dayText = (day: string) => formatDate(new Date(`${day}T12:00:00Z`), 'long');

/**
 * The whole text the candidate is shown, in plain text: stored with the introduction as the consent's
 * wording (regulations 19 and 28), and the body of the question's page and email.
 */
export function consentText(f: ConsentFacts): string {
  return [
    consentQuestion(f),
    consentIntro(f.employerShown),
    ...profileRows(f.profile).map(([label, value]) => `${label}: ${value}`),
    consentClosing(f.dueOn),
  ].join('\n');
}
export const consentIntro = (employer: string) => `If you say yes, we will share the following with ${employer}, for this role only:`;
export const consentClosing = (dueOn: string) =>
  `If you say no, or do not answer by ${dayText(dueOn)}, nothing about you is shared with them.`;

export const CONSENT_PAGE_TEXT = {
  title: 'May we put you forward?',
  yes: 'Yes, put me forward for this role',
  no: 'No, do not put me forward',
  answeredTitle: 'Thank you for your answer',
  answeredYes: (role: string, employer: string, when: Date) =>
    `You agreed on ${formatDate(when, 'long')} to be put forward for ${role} at ${employer}. We will let you know what they say.`,
  answeredNo: (role: string, employer: string) =>
    `You asked us not to put you forward for ${role} at ${employer}. Nothing about you has been shared with them.`,
  closed: (role: string, employer: string) =>
    `We did not hear from you in time, so we have not put you forward for ${role} at ${employer}. Nothing about you has been shared with them.`,
  private: 'This page is private to you: please do not share its link.',
} as const;

/** To the candidate: the question, with exactly what would be shared. */
export function consentMail(f: ConsentFacts, link: string, context: MailContext, reminder = false): MailContent {
  const first = firstNameOf(f.name);
  return {
    subject: `${reminder ? 'Reminder: ' : ''}${consentQuestion(f)}`,
    heading: first ? `Hello, ${first}` : 'Hello',
    paragraphs: [[consentQuestion(f)], [consentIntro(f.employerShown)]],
    fields: profileRows(f.profile),
    action: { text: 'Answer yes or no', href: link },
    closing: [[consentClosing(f.dueOn)], ...receiptClosing(context)],
    footer: footer(),
  };
}

/** Initials for a blind shortlist: 'Priya Shah' → 'P. S.'. */
export const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${[...word][0]!.toUpperCase()}.`)
    .join(' ') || 'Candidate';

/** The name a shortlisted CV downloads under: who introduced the candidate, and when (no contact details). */
export const shortlistCvName = (who: string, sentAt: Date) => `${who} - CV introduced by ${site.name} on ${formatDate(sentAt, 'long')}`;

export const SHORTLIST_PAGE_TEXT = {
  title: (role: string) => `Shortlist: ${role}`,
  intro: (reviewer: string, employer: string) => `Hello ${reviewer}. These candidates are introduced to ${employer} by ${site.name}.`,
  respondBy: (day: string) => `Please respond by ${dayText(day)}.`,
  none: 'No candidate has been confirmed for this shortlist yet. We will email you when there is one.',
  willing: (when: Date) => `Confirmed willing to be considered for this role on ${formatDate(when, 'long')}.`,
  viewCv: 'View the CV',
  downloadCv: 'Download the CV',
  noCv: 'No CV on file.',
  decisionLegend: 'Your decision',
  reasonLabel: 'Reason (for "Not for us")',
  commentLabel: 'Comment (optional)',
  send: 'Send decision',
  decided: (decision: string, when: Date) => `Your decision: ${decision} (${formatDate(when, 'withTime')}). You can change it below.`,
  thanksTitle: 'Thank you: your decision is sent',
  thanks: 'The consultant has been told at once.',
  back: 'Back to the shortlist',
  private: `This link is personal to you and opens for a limited time. Please do not forward it. Everything on this page is confidential under your agreement with ${site.name}.`,
  reasonNeeded: 'Please choose a reason for "Not for us".',
} as const;

export const decisionLabel = (d: ShortlistDecision) => choiceLabel(SHORTLIST_DECISIONS, d);
export const reasonLabel = (r: NotForUsReason) => choiceLabel(NOT_FOR_US_REASONS, r);

/** The one page every link that opens nothing gets: wrong, mistyped, revoked or expired alike. */
export const LINK_NOT_FOUND_TEXT = {
  title: 'This link does not work',
  explain:
    'The link may be incomplete or mistyped (try copying it from the email in full), or it has expired or been withdrawn. Please contact us for a new one.',
} as const;

export interface ShortlistMailFacts {
  reviewerName: string;
  roleTitle: string;
  employer: string;
  dueOn: string;
  expiresAt: Date;
}

/** To the reviewer: their personal link to the shortlist. */
export function shortlistMail(f: ShortlistMailFacts, link: string, context: MailContext, reminder = false): MailContent {
  return {
    subject: `${reminder ? 'Reminder: ' : ''}Shortlist for ${f.roleTitle}: please respond by ${dayText(f.dueOn)}`,
    heading: `Hello ${f.reviewerName}`,
    paragraphs: [
      [
        reminder
          ? `Some candidates on your shortlist for ${f.roleTitle} still wait for your decision.`
          : `Your shortlist for ${f.roleTitle} is ready. Each candidate has confirmed they are willing to be considered for this role.`,
      ],
      [`Please respond by ${dayText(f.dueOn)}: for each candidate, Invite to interview, Maybe or Not for us.`],
      [`The link is personal to you and works until ${formatDate(f.expiresAt, 'long')}. Please do not forward this email.`],
    ],
    action: { text: 'Open the shortlist', href: link },
    closing: receiptClosing(context).slice(0, 1),
    footer: footer(),
  };
}

export interface DecisionMailFacts {
  reviewerName: string;
  candidate: string;
  roleTitle: string;
  employer: string;
  decision: ShortlistDecision;
  reason: NotForUsReason | null;
  comment: string | null;
  decidedAt: Date;
}

/** To the consultant: a reviewer's decision, at once. */
export function decisionMail(f: DecisionMailFacts, { origin }: MailContext): MailContent {
  return {
    subject: `${decisionLabel(f.decision)}: ${f.candidate} for ${f.roleTitle} (${f.employer})`,
    heading: 'A shortlist decision',
    paragraphs: [[`${f.reviewerName} decided on ${f.candidate} for ${f.roleTitle} at ${f.employer}.`]],
    fields: [
      ['Decision', decisionLabel(f.decision)],
      ...(f.reason ? ([['Reason', reasonLabel(f.reason)]] as const) : []),
      ['Comment', f.comment || NOT_GIVEN],
      ['When', formatDate(f.decidedAt, 'withZone')],
    ],
    action: { text: 'Open the dashboard', href: `${origin}/admin#jobs` },
    footer: footer(),
  };
}

/** The dashboard's ledger of introductions (on a job; reusable on a client or a person). */
export const LEDGER_TEXT = {
  show: 'Introductions',
  hide: 'Hide introductions',
  heading: 'Introductions',
  empty: 'No one has been introduced yet.',
  loading: 'Loading introductions…',
  failed: 'Could not load the introductions: ',
  asked: (when: string) => `asked ${when}`,
  sent: (when: string) => `sent ${when}`,
  /** On the person's page. */
  ofPerson: 'Introductions',
  /** On the client's page: the candidate-protection register. */
  register: 'Introductions in the last 12 months (candidate protection)',
  /** The Overview's flag beside the 48-hour one. */
  lateEmployers: (n: number) => `${n === 1 ? '1 employer is' : `${n} employers are`} past their response date on a shortlist`,
} as const;

/** The API's words on the "not for us" email (src/introductions/outcome.ts). */
export const NOT_FOR_US_MAIL_TEXT = {
  nothingToWithdraw: 'There is no email waiting to withdraw: it has been sent, or none was queued.',
} as const;

/** How the candidate's status page and /my tell of one introduction. */
export const INTRODUCTION_PLAIN = {
  heading: 'Roles we asked you about',
  asked: (question: string, when: Date) => `${question} (asked on ${formatDate(when, 'long')})`,
  answers: {
    waiting: 'Waiting for your answer',
    yes: (when: Date) => `You said yes on ${formatDate(when, 'long')}`,
    no: (when: Date) => `You said no on ${formatDate(when, 'long')}`,
    none: 'You did not answer in time, so you were not put forward',
    withdrawn: 'Withdrawn',
  },
  putForward: (when: Date) => `Put forward to an employer on ${formatDate(when, 'long')}`,
  outcomes: {
    waiting: 'Waiting for the employer’s answer',
    maybe: 'The employer is still considering you',
    interview: 'The employer would like to interview you',
    notForUs: 'The employer decided not to take this further',
    offered: 'The employer has offered you the role',
    placed: 'You were placed in this role',
  },
} as const;

/** The consultant's controls on a job's ledger: asking a candidate, the reviewers' links, proposing interview slots. */
export const LEDGER_CONTROLS_TEXT = {
  ask: {
    heading: 'Ask a candidate',
    intro: 'Find the person, then ask them whether we may put them forward for this role. They are emailed the question.',
    search: 'Find a person by name, email or phone',
    searching: 'Searching…',
    noMatch: (q: string) => `No one matches “${q}”.`,
    button: 'Ask…',
    label: (name: string) => `Ask ${name} about this role`,
    formLabel: (name: string) => `What we tell the employer about ${name}`,
    formIntro: 'The candidate sees exactly this in the question before saying yes or no. Every field may be left empty.',
    fields: {
      summary: 'Summary',
      experience: 'Experience',
      availability: 'Availability',
      salaryExpectation: 'Salary expectation',
      location: 'Location',
      employerDescription: 'How the employer is described to the candidate',
    },
    hints: {
      summary: 'Left empty, the profile has no summary.',
      fromRecords: 'Left empty, taken from their records (their latest application or registration) where these hold it.',
      employerDescription: (fallback: string) =>
        `The brief is confidential: the employer is not named to the candidate. For example “a SaaS company in Bristol”. Left empty: “${fallback}”.`,
    },
    send: 'Ask the candidate',
    cancel: 'Cancel',
    asked: 'Candidate asked',
    failed: 'Could not ask the candidate',
  },
  tell: {
    button: 'Tell the candidate…',
    label: (name: string) => `Tell the candidate, ${name}, the employer decided not to take this further`,
    title: (name: string) => `Tell ${name} the employer decided not to take this further?`,
    intro: (recipient: string, minutes: number) =>
      `This email can go to ${recipient}. It waits ${minutes} minutes before it is sent, and Undo in the introductions withdraws it until then. They are emailed once per introduction.`,
    send: 'Send this email',
    queued: 'Email queued',
    queuedDescription: (name: string, time: string) => `${name}: the email goes at ${time} unless you undo it.`,
    failed: 'Could not tell the candidate',
    waiting: (time: string) => `The email to the candidate goes at ${time} unless you undo it.`,
    undo: 'Undo',
    undoLabel: (name: string) => `Undo telling ${name} and withdraw the email`,
    undone: 'Email withdrawn',
    undoneDescription: (name: string) => `${name}: nothing was sent.`,
    undoFailed: 'Could not undo',
    told: (date: string) => `Candidate told ${date}`,
  },
  links: {
    heading: 'Reviewer links',
    intro: 'Each reviewer gets a private link, open 30 days, showing only the candidates who said yes.',
    name: 'Reviewer’s name',
    email: 'Reviewer’s email',
    blind: 'Blind: show initials only, no names in the page or the CV’s file name',
    create: 'Create a reviewer link',
    created: 'Reviewer link sent',
    createFailed: 'Could not create the reviewer link',
    none: 'No reviewer links yet.',
    loadFailed: 'Could not load the reviewer links: ',
    blindTag: 'blind',
    summary: (due: string, expires: string) => `respond by ${due} · open until ${expires}`,
    revoked: (when: string) => `revoked ${when}`,
    revoke: 'Revoke',
    revokeLabel: (name: string) => `Revoke the link of ${name}`,
    revokedToast: 'Link revoked',
    revokeFailed: 'Could not revoke the link',
    activity: 'Openings and downloads',
    noActivity: 'Not opened yet.',
    view: { page: 'Opened the shortlist', cv: 'Opened or downloaded a CV' },
    decisions: (n: number) => (n === 1 ? '1 decision' : `${n} decisions`),
  },
  interview: {
    open: 'Propose interview slots',
    openLabel: (name: string) => `Propose interview slots for ${name}`,
    legend: 'Interview slots (UK time)',
    slot: (n: number) => `Slot ${n}`,
    mode: 'How',
    where: 'Where (an address, or how the call is made)',
    send: 'Send the slots to the candidate',
    sent: 'Interview slots sent',
    failed: 'Could not propose the interview',
    needSlot: 'Give at least one slot.',
    cancel: 'Cancel',
    waiting: 'Slots sent: the candidate has not chosen yet.',
    noneSuits: 'The candidate said none of the slots works.',
    at: (when: string) => `Interview ${when} (UK time)`,
    move: 'Move…',
    moveLabel: (name: string) => `Move the interview of ${name}`,
    moveFormLabel: (name: string) => `Move the interview of ${name} to a time agreed with both sides`,
    newTime: 'New time (UK time)',
    moveSend: 'Move the interview',
    moveTitle: (name: string) => `Move the interview of ${name}?`,
    moveSays: (email: string, when: string) =>
      `The new time, ${when}, is emailed with a calendar update to the candidate (${email}), the employer’s reviewer (when one is on record) and you.`,
    moveConfirm: 'Send the new time',
    moved: 'Interview moved',
    moveFailed: 'Could not move the interview',
    cancelInterview: 'Cancel interview…',
    cancelLabel: (name: string) => `Cancel the interview of ${name}`,
    cancelTitle: (name: string) => `Cancel the interview of ${name}?`,
    cancelSaysChosen: (email: string) =>
      `A cancellation is emailed with a calendar update to the candidate (${email}), the employer’s reviewer (when one is on record) and you.`,
    cancelSaysWaiting: 'No time was chosen, so nothing is emailed: the candidate’s link to choose a slot stops working.',
    cancelConfirm: 'Cancel the interview',
    cancelled: 'Interview cancelled',
    cancelFailed: 'Could not cancel the interview',
  },
  offer: {
    open: 'Record offer…',
    openLabel: (name: string) => `Record the offer to ${name}`,
    formLabel: (name: string) => `The offer to ${name}`,
    intro: 'The written offer must carry every item regulation 21 requires. Fields left empty are taken from the brief.',
    fromBrief: 'Left empty, the brief’s.',
    engagementFromBrief: 'As the brief says',
    byPhone: 'Made by phone: record it now and send the written offer later (within 3 business days)',
    record: 'Record the offer',
    cancel: 'Cancel',
    sendTitle: (name: string) => `Email the written offer to ${name}?`,
    sendSays: (email: string) => `The written offer, with these terms and the brief’s, is emailed to the candidate at ${email}.`,
    sendConfirm: 'Email the offer',
    recorded: 'Offer recorded',
    recordedByPhone: (name: string) => `${name}: made by phone. Send the written offer by the day the row shows.`,
    sent: 'Offer emailed',
    failed: 'Could not record the offer',
    sendWritten: 'Send the written offer…',
    sendWrittenLabel: (name: string) => `Send the written offer to ${name}`,
    sendWrittenFormLabel: (name: string) => `The written offer to ${name}`,
    sendWrittenSubmit: 'Send the written offer',
    sendWrittenIntro: 'The offer was made by phone. Add any items it lacks; fields left empty keep what was recorded.',
    sendFailed: 'Could not send the written offer',
    confirmBy: (day: string) => `Made by phone: the written offer is due by ${day}.`,
    sentOn: (day: string) => `Offer sent ${day}`,
    accepted: 'Record accepted…',
    acceptedLabel: (name: string) => `Record that ${name} accepted the offer`,
    acceptedTitle: (name: string) => `Record that ${name} accepted?`,
    acceptedSays:
      'The employer’s contact is emailed the reminder to check the candidate’s right to work (with no contact on record, it comes to you to pass on). The candidate is not emailed.',
    acceptedConfirm: 'Record accepted and email the employer',
    acceptedToast: 'Offer accepted',
    acceptedFailed: 'Could not record the acceptance',
    acceptedOn: (day: string) => `Accepted ${day}`,
  },
  placement: {
    open: 'Record placement…',
    openLabel: (name: string) => `Record the placement of ${name}`,
    formLabel: (name: string) => `The placement of ${name}`,
    startDate: 'Start date',
    firstYearSalary: 'First-year salary (£)',
    anticipatedSalary: 'Anticipated salary (£)',
    anticipatedHint: 'The salary the retained fee was charged on. Left empty, the first-year salary.',
    record: 'Record the placement',
    cancel: 'Cancel',
    title: (name: string) => `Record ${name} placed?`,
    says: (email: string) =>
      `The fees are worked out from the agreement that governs this introduction, and the candidate is emailed congratulations at ${email}.`,
    confirm: 'Record placed and email the candidate',
    recorded: 'Placement recorded',
    figures: (retained: string, contingency: string, net: string, due: string) =>
      `Retained fee ${retained}, contingency fee ${contingency}, net balance ${net} due ${due}.`,
    failed: 'Could not record the placement',
  },
} as const;
