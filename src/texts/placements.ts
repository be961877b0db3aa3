/**
 * What interviews, offers and placements say (docs/decisions/placements.md): the candidate's slot page,
 * the invitations, reminders and feedback requests, the written offer, the employer's right-to-work
 * reminder, the candidate's congratulation, and the dashboard's Placements tab.
 */
import { choiceLabel, ENGAGEMENTS, INTERVIEW_MODES, type Engagement, type InterviewMode } from '../config/choices';
import { formatPhone, site } from '../config/site';
import { formatDate } from '../utils/date-format';
import { footer, type MailContext } from './emails';
import { BRIEF_LABELS } from './employers';
import type { MailContent, Paragraph } from './mail-content';

/** A UK day ('2027-01-04') as people read it: '4 January 2027'. */
export const longDay = (day: string) => formatDate(`${day}T12:00:00Z`, 'long');
/** A UK day as the tab and the export show it: '4 Jan 2027'. */
export const shortDay = (day: string) => formatDate(`${day}T12:00:00Z`, 'short');

const contactLine = (): Paragraph => [
  `Questions? Call us on ${formatPhone()} or email `,
  { text: site.email, href: `mailto:${site.email}` },
  ` (${site.officeHours}).`,
];
const signOff: Paragraph = [`Best wishes,\n${site.founder.name}, ${site.name}`];

/** The interview as every mail about it names it. */
export interface InterviewFacts {
  interviewId: number;
  candidateName: string;
  roleTitle: string;
  employerName: string;
  mode: InterviewMode;
  where: string;
}

const modeLabel = (mode: InterviewMode) => choiceLabel(INTERVIEW_MODES, mode);
const interviewFields = (i: InterviewFacts, when?: Date): Array<[string, string]> => [
  ['Role', `${i.roleTitle} at ${i.employerName}`],
  ...(when ? [['When', formatDate(when, 'withZone')] as [string, string]] : []),
  ['How', modeLabel(i.mode)],
  ['Where', i.where],
];

/** The calendar event's words. */
export const interviewEventText = (i: InterviewFacts, reader: 'candidate' | 'employer') => ({
  summary: reader === 'candidate' ? `Interview: ${i.roleTitle}, ${i.employerName}` : `Interview: ${i.candidateName} for ${i.roleTitle}`,
  description: `${modeLabel(i.mode)}: ${i.where}\nArranged by ${site.name}, ${formatPhone()}, ${site.email}.`,
});

export const INTERVIEW_ATTACHMENT_NAME = 'interview.ics';

/** To the candidate: the slots offered, and the link to the page where they choose one. */
export function interviewSlotsMail(i: InterviewFacts, slots: readonly Date[], link: string, context: MailContext): MailContent {
  return {
    subject: `Interview for ${i.roleTitle}: please choose a time`,
    heading: 'Choose a time for your interview',
    paragraphs: [
      [`Good news: ${i.employerName} would like to interview you for ${i.roleTitle}.`],
      ['Please choose one of these times on the page the button opens. If none of them works, say so there and we will find others.'],
      [
        'If you need any adjustments for the interview, you can tell us there too. We pass them on to the employer only if you ask us to; otherwise we tell them only that adjustments were asked for.',
      ],
    ],
    fields: interviewFields(i),
    items: slots.map((slot) => formatDate(slot, 'withZone')),
    action: { text: 'Choose a time', href: link },
    closing: [
      contactLine(),
      ['How we keep and use your details is set out in our ', { text: 'privacy notice', href: `${context.origin}/privacy-notice` }, '.'],
      signOff,
    ],
    footer: footer(),
  };
}

/** To the consultant: the candidate said none of the slots works. */
export function noSlotSuitsMail(i: InterviewFacts, adjustments: string | null, { origin }: MailContext): MailContent {
  return {
    subject: `No interview time suits ${i.candidateName}`,
    heading: 'None of the times works',
    paragraphs: [
      [
        `${i.candidateName} says none of the times offered for ${i.roleTitle} at ${i.employerName} works. Please agree others with both sides.`,
      ],
    ],
    fields: interviewFields(i),
    ...(adjustments ? { quote: adjustments } : {}),
    action: { text: 'Open the dashboard', href: `${origin}/admin#placements` },
    footer: footer(),
  };
}

export type InterviewChange = 'confirmed' | 'moved' | 'cancelled';
const CHANGE_WORDS: Record<InterviewChange, { subject: string; heading: string; lead: string }> = {
  confirmed: { subject: 'Interview confirmed', heading: 'Your interview is confirmed', lead: 'The interview is booked.' },
  moved: {
    subject: 'Interview moved',
    heading: 'The interview has moved',
    lead: 'The interview has moved to a new time; the invitation attached updates your calendar.',
  },
  cancelled: {
    subject: 'Interview cancelled',
    heading: 'The interview is cancelled',
    lead: 'The interview is cancelled; the attachment removes it from your calendar.',
  },
};

/** What the employer's copy says of adjustments: the words only when the candidate chose to share them. */
export const adjustmentsForEmployer = (adjustments: string | null, shared: boolean) =>
  !adjustments
    ? null
    : shared
      ? adjustments
      : 'The candidate has asked for adjustments for the interview; our consultant will talk them through with you.';

/** The confirmation, move or cancellation, to the candidate, the employer's reviewer or the consultant; the .ics is attached. */
export function interviewChangeMail(
  change: InterviewChange,
  reader: 'candidate' | 'reviewer' | 'consultant',
  i: InterviewFacts,
  when: Date,
  adjustments: string | null,
  { origin }: MailContext,
): MailContent {
  const words = CHANGE_WORDS[change];
  const who = reader === 'candidate' ? `${i.roleTitle} at ${i.employerName}` : `${i.candidateName} for ${i.roleTitle}`;
  return {
    subject: `${words.subject}: ${who}`,
    heading: words.heading,
    paragraphs: [
      [words.lead],
      ...(reader === 'consultant' && adjustments ? [['The candidate asked for these adjustments:'] as Paragraph] : []),
      ...(reader === 'reviewer' && adjustments ? [[adjustments] as Paragraph] : []),
    ],
    fields: [['Candidate', i.candidateName], ...interviewFields(i, when)],
    ...(reader === 'consultant' && adjustments ? { quote: adjustments } : {}),
    ...(reader === 'consultant' ? { action: { text: 'Open the dashboard', href: `${origin}/admin#placements` } } : {}),
    closing: reader === 'consultant' ? [] : [contactLine(), signOff],
    footer: footer(),
  };
}

/** To the candidate and the reviewer, a day before. */
export function interviewReminderMail(reader: 'candidate' | 'reviewer', i: InterviewFacts, when: Date): MailContent {
  return {
    subject: `Reminder: interview ${formatDate(when, 'withZone')}`,
    heading: 'Your interview is tomorrow',
    paragraphs: [
      [
        reader === 'candidate'
          ? `A reminder of your interview for ${i.roleTitle} at ${i.employerName}.`
          : `A reminder of your interview with ${i.candidateName} for ${i.roleTitle}.`,
      ],
    ],
    fields: [['Candidate', i.candidateName], ...interviewFields(i, when)],
    closing: [contactLine(), signOff],
    footer: footer(),
  };
}

/** To the reviewer after the interview: feedback is due by the agreement's business days; `reminder` for the one reminder. */
export function feedbackRequestMail(i: InterviewFacts, due: string, reminder: boolean): MailContent {
  return {
    subject: `${reminder ? 'Reminder: feedback' : 'Feedback'} on ${i.candidateName} for ${i.roleTitle}`,
    heading: reminder ? 'Your feedback is due' : 'How did the interview go?',
    paragraphs: [
      [
        `Please tell us how the interview with ${i.candidateName} for ${i.roleTitle} went, and whether you would like to take them further: reply to this email, or call us.`,
      ],
      [`Under our agreement, feedback is due by ${longDay(due)}.`],
    ],
    closing: [contactLine(), signOff],
    footer: footer(),
  };
}

/** The slot page (GET shows, POST acts). */
export const SLOT_PAGE_TEXT = {
  title: 'Choose a time for your interview',
  intro: (i: Pick<InterviewFacts, 'roleTitle' | 'employerName'>) =>
    `${i.employerName} would like to interview you for ${i.roleTitle}. Choose the time that suits you.`,
  how: 'How',
  where: 'Where',
  adjustmentsLabel: 'Adjustments you need for the interview (optional)',
  adjustmentsHint: 'For example step-free access, extra time, or a captioned video call. Only our consultant reads this.',
  shareLabel: 'Share this with the employer',
  shareHint: 'If you leave this unticked, we tell the employer only that adjustments were asked for.',
  slotsLegend: 'Times offered',
  choose: (time: string) => `Choose ${time}`,
  none: 'None of these work',
  chosen: {
    title: 'Interview confirmed',
    body: (time: string) => `Thank you: your interview is at ${time}. We have emailed you the details with a calendar invitation.`,
  },
  alreadyChosen: (time: string) => `Your interview is at ${time}. To change it, please call or email us.`,
  noneSent: {
    title: 'Thank you',
    body: 'We have told our consultant that none of these times works. They will be in touch to find another.',
  },
  invalidLink: {
    title: 'This link no longer works',
    body: 'The interview has been cancelled or rearranged. Please call or email us if you have questions.',
  },
  unknownSlot: 'That time is not one of those offered: please choose again.',
  tooMany: 'Too many requests',
} as const;

/** The written offer's rows: each regulation 21 item's label. */
export const OFFER_LABELS = {
  employer: 'Employer',
  roleTitle: 'Position',
  typeOfWork: BRIEF_LABELS.typeOfWork,
  engagement: BRIEF_LABELS.engagement,
  startDate: BRIEF_LABELS.startDate,
  duration: BRIEF_LABELS.duration,
  location: BRIEF_LABELS.location,
  hours: BRIEF_LABELS.hours,
  salary: 'Salary (£ a year)',
  payInterval: BRIEF_LABELS.payInterval,
  benefits: BRIEF_LABELS.benefits,
  noticePeriod: BRIEF_LABELS.noticePeriod,
  minimumRequirements: BRIEF_LABELS.minimumRequirements,
  healthAndSafetyRisks: BRIEF_LABELS.healthAndSafetyRisks,
} as const;

export const OFFER_TEXT = {
  incomplete: (labels: string[]) =>
    `The offer lacks what regulation 21 requires the candidate be told: ${labels.join(', ')}. Nothing was sent.`,
  missingItem: 'Required by regulation 21 for the written offer',
  alreadySent: 'This offer has been sent already',
  notSent: 'The offer has not been sent yet',
  alreadyAccepted: 'This offer has been accepted already',
} as const;

export interface OfferFacts {
  candidateName: string;
  employer: string;
  roleTitle: string;
  typeOfWork: string;
  engagement: Engagement;
  startDate: string;
  duration?: string;
  location: string;
  hours: string;
  salary: number;
  payInterval?: string;
  benefits: string;
  noticePeriod: string;
  minimumRequirements: string;
  healthAndSafetyRisks: string;
}

/** The offer's terms as label/value rows, each given item once. */
export function offerRows(o: OfferFacts): Array<[string, string]> {
  const L = OFFER_LABELS;
  const rows: Array<[string, string | undefined]> = [
    [L.employer, o.employer],
    [L.roleTitle, o.roleTitle],
    [L.typeOfWork, o.typeOfWork],
    [L.engagement, choiceLabel(ENGAGEMENTS, o.engagement)],
    [L.startDate, longDay(o.startDate)],
    [L.duration, o.engagement === 'permanent' ? undefined : o.duration],
    [L.location, o.location],
    [L.hours, o.hours],
    [L.salary, `£${o.salary.toLocaleString('en-GB')} a year`],
    [L.payInterval, o.payInterval],
    [L.benefits, o.benefits],
    [L.noticePeriod, o.noticePeriod],
    [L.minimumRequirements, o.minimumRequirements],
    [L.healthAndSafetyRisks, o.healthAndSafetyRisks],
  ];
  return rows.filter((row): row is [string, string] => !!row[1]);
}

/** To the candidate: the written offer, with every item regulation 21 requires. */
export function offerMail(o: OfferFacts, context: MailContext): MailContent {
  return {
    subject: `Your offer: ${o.roleTitle} at ${o.employer}`,
    heading: 'You have an offer',
    paragraphs: [
      [
        `Congratulations, ${o.candidateName}: ${o.employer} is offering you the position of ${o.roleTitle}. These are its terms as the employer gave them to us.`,
      ],
      ['Please reply to this email or call us to accept or to ask anything. Your contract of employment comes from the employer.'],
    ],
    fields: offerRows(o),
    closing: [
      contactLine(),
      ['How we keep and use your details is set out in our ', { text: 'privacy notice', href: `${context.origin}/privacy-notice` }, '.'],
      signOff,
    ],
    footer: footer(),
  };
}

/** To the employer once the candidate accepts: their right-to-work duty, in one paragraph. We never ask the candidate for identity documents. */
export function rightToWorkMail(candidateName: string, roleTitle: string): MailContent {
  return {
    subject: `${candidateName} has accepted your offer: right to work checks`,
    heading: 'Your offer has been accepted',
    paragraphs: [
      [`${candidateName} has accepted your offer for ${roleTitle}.`],
      [
        'A reminder: as the employer, you must check their right to work in the UK before they start (Immigration, Asylum and Nationality Act 2006). The Home Office accepts three ways: a manual check of their original documents from its lists, seen with them and copied, with the date of the check recorded; a check through a certified identity service provider (IDSP) for British and Irish citizens with a valid passport; or an online check with the share code they give you, for those with an eVisa or other status the Home Office holds. Keep the record for the length of the employment and two years after. We do not see or keep identity documents.',
      ],
      [
        'The Home Office guidance: ',
        { text: 'gov.uk/check-job-applicant-right-to-work', href: 'https://www.gov.uk/check-job-applicant-right-to-work' },
        '.',
      ],
    ],
    closing: [contactLine(), signOff],
    footer: footer(),
  };
}

/** To the candidate when their placement is recorded. It never asks who employs them: we know. */
export function congratulationMail(candidateName: string, roleTitle: string, startDate: string): MailContent {
  return {
    subject: `Congratulations on your new role`,
    heading: 'Congratulations',
    paragraphs: [
      [
        `Congratulations, ${candidateName}, on your new role as ${roleTitle}, starting on ${longDay(startDate)}. We wish you every success.`,
      ],
      ['If anything comes up in your first weeks that you would like to talk through, we are here.'],
    ],
    closing: [contactLine(), signOff],
    footer: footer(),
  };
}

/** A fee the consultant is reminded of: the brief's retained fee or a placement's net balance. */
export interface FeeDue {
  fee: 'retained' | 'netBalance';
  /** The UK day it falls due. */
  dueOn: string;
  employerName: string;
  roleTitle: string;
  /** The placed candidate (the net balance's). */
  candidateName?: string;
  /** The brief (the retained fee's): its email links to it. */
  briefId?: number;
  /** What is owed, in words: a sum, or the retained % of a salary not known until the placement. */
  amount: string;
  agreementVersion: number;
  /** A retained fee whose payment the Placements tab records (briefs confirmed before migration 0047: not). */
  recordable?: boolean;
}

const FEE_NAMES: Record<FeeDue['fee'], string> = { retained: 'Retained fee', netBalance: 'Net balance' };

/** The retained fee before the placement: its % of the brief's salary range. */
export const retainedFeeAmount = (pct: number, salaryMin: number, salaryMax: number) =>
  `${pct}% of the anticipated first-year salary (the brief gives £${salaryMin.toLocaleString('en-GB')} to £${salaryMax.toLocaleString('en-GB')})`;

/** To the consultant (docs/decisions/placements.md): a fee due in a few business days, or overdue. */
export function feeReminderMail(f: FeeDue, overdue: boolean, { origin }: MailContext): MailContent {
  const name = FEE_NAMES[f.fee];
  const due = longDay(f.dueOn);
  const what = `the ${name.toLowerCase()} for ${f.roleTitle} at ${f.employerName}`;
  const paid =
    f.fee === 'netBalance' || f.recordable
      ? 'It is not recorded as paid: once it is, record the payment on the Placements tab.'
      : 'Its payment is not recorded here: if it has been paid, nothing needs doing.';
  return {
    subject: `${name} ${overdue ? `overdue since ${due}` : `due on ${due}`}: ${f.roleTitle} at ${f.employerName}`,
    heading: overdue ? `${name} overdue` : `${name} due soon`,
    paragraphs: [
      [overdue ? `Payment of ${what} was due on ${due}. ${paid}` : `Payment of ${what} falls due on ${due}. ${paid}`],
      ...(overdue && f.fee === 'netBalance' ? [['Late interest runs from the day after the due date; the Placements tab shows it.']] : []),
    ],
    fields: [
      ['Employer', f.employerName],
      ['Role', f.roleTitle],
      ...(f.candidateName ? [['Candidate', f.candidateName] as const] : []),
      ['Amount', f.amount],
      ['Due', due],
      ['Agreement', `Version ${f.agreementVersion}`],
    ],
    action:
      f.briefId === undefined
        ? { text: 'Open the dashboard', href: `${origin}/admin#placements` }
        : { text: 'Open the brief in the dashboard', href: `${origin}/admin#clients/brief-${f.briefId}` },
    footer: footer(),
  };
}

export const PLACEMENT_TEXT = {
  notFound: 'Introduction not found',
  placedAlready: 'This introduction has a placement already',
  leftBeforeStart: 'The day they left cannot be before the start date',
  leftAlready: 'The departure has been recorded already',
  leftInFuture: 'The day they left cannot be after today',
  paidInFuture: 'The day it was paid cannot be after today',
} as const;

/** The bookkeeper's CSV: its columns' headers, money in pounds, days as UK dates. */
export const PLACEMENT_EXPORT_HEADERS = {
  candidateName: 'Candidate',
  roleTitle: 'Role',
  employerName: 'Employer',
  startDate: 'Start date',
  firstYearSalary: 'First-year salary (£)',
  agreementVersion: 'Agreement version',
  retainedFee: 'Retained fee (£)',
  retainedPaidOn: 'Retained fee paid on',
  contingencyFee: 'Contingency fee (£)',
  netBalance: 'Net balance (£)',
  netBalanceDue: 'Net balance due',
  netPaidOn: 'Paid on',
  overdue: 'Overdue',
  lateInterest: 'Late interest to date (£)',
  leftOn: 'Left on',
  refundPct: 'Refund (%)',
  refund: 'Refund (£)',
} as const;
