/**
 * What employers read: the /employers page and its brief form, the confirmation page, the brief's
 * emails, and the consultant's mail of a new brief (docs/decisions/employers.md).
 */
import type { AgreementFigures } from '../config/agreement';
import { agreementVersionPath } from '../config/agreement';
import { BRIEF_CONFIRM_DAYS } from '../config/briefs';
import { choiceLabel, ENGAGEMENTS, WORKPLACES, type Engagement, type Workplace } from '../config/choices';
import { site } from '../config/site';
import { formatDate } from '../utils/date-format';
import type { MailContent } from './mail-content';
import { footer, type MailContext } from './emails';

/** The form's field labels, also naming the fields on the no-JavaScript problem page and in the emails. */
export const BRIEF_LABELS = {
  company: 'Company name',
  companyAddress: 'Company address',
  website: 'Company website',
  contactName: 'Your name',
  contactJobTitle: 'Your job title',
  email: 'Work email',
  phone: 'Phone number',
  roleTitle: 'Role title',
  typeOfWork: 'The work the role involves',
  engagement: 'Engagement',
  startDate: 'Start date',
  duration: 'Duration',
  location: 'Location',
  workplace: 'Workplace',
  hours: 'Working hours',
  salaryMin: 'Salary from (£ a year)',
  salaryMax: 'Salary to (£ a year)',
  benefits: 'Benefits',
  payInterval: 'How often pay is paid',
  noticePeriod: 'Notice period',
  minimumRequirements: 'Minimum experience, training or qualifications',
  expenses: 'Expenses paid',
  healthAndSafetyRisks: 'Health and safety risks',
  vulnerableGroups: 'Work with children or vulnerable adults',
  confidential: 'Keep our company name out of the advert',
  hires: 'Number of hires',
  agreementVersion: 'Agreement version',
  acceptAgreement: 'Acceptance of the agreement',
  authorityConfirmed: 'Authority to instruct us',
  signatureName: 'Signature (your full name)',
} as const;

/** The fees in one line, for /employers. */
export const feesInOneLine = (f: AgreementFigures) =>
  `${f.retainedFeePct}% of first-year salary when you instruct us, then ${f.contingencyFeePct}% when your hire starts, less the ${f.retainedFeePct}% already paid (${f.netContingencyFeePct}% net), with refunds if they leave within 12 weeks.`;

/** The figures' labels (the Clients tab, the publish form). */
export const AGREEMENT_FIGURE_LABELS: Record<keyof AgreementFigures, string> = {
  retainedFeePct: 'Retained fee (%)',
  retainedFeeDueDays: 'Retained fee due within (days)',
  contingencyFeePct: 'Contingency fee (%)',
  netContingencyFeePct: 'Net contingency fee after credit (%)',
  contingencyDueDays: 'Contingency fee due after the start (days)',
  refundPctWithin4Weeks: 'Refund within 4 weeks (%)',
  refundPctWithin8Weeks: 'Refund within 8 weeks (%)',
  refundPctWithin12Weeks: 'Refund within 12 weeks (%)',
  lateInterestPctPerMonth: 'Late payment interest (% a month)',
  submissionResponseBusinessDays: 'Response to a submission (business days)',
  interviewFeedbackBusinessDays: 'Interview feedback (business days)',
  candidateProtectionMonths: 'Candidate protection (months)',
};

/** What the brief's form, its answers and its confirmation page say. */
export const BRIEF_TEXT = {
  accepted: `Thank you. We have emailed you a link to confirm your brief: nothing is passed to our consultant until you confirm. The link works for ${BRIEF_CONFIRM_DAYS} days.`,
  acceptedTitle: 'Check your email',
  vulnerableGroups:
    'Thank you for thinking of us. We do not recruit for roles that work with children or vulnerable adults: the law asks an agency to make checks for such roles that we do not make. Nothing you typed has been kept. Please contact an agency that specialises in them.',
  staleAgreement: (current: number) =>
    `The Client Services Agreement has been updated to version ${current}: please reload the page, read it and send the form again.`,
  failure: { title: 'Brief not sent', fallback: 'Your brief could not be sent. Please try again, or call us.' },
  invalidLink: {
    title: 'This link no longer works',
    body: `The brief has been confirmed already, or the link is more than ${BRIEF_CONFIRM_DAYS} days old. If you still want us to recruit for the role, please send the form again.`,
  },
  confirm: {
    title: 'Confirm your brief',
    intro: 'Please check the brief below. When you confirm, it reaches our consultant and your acceptance of the agreement is recorded.',
    agreement: (version: number, effective: string) => `Client Services Agreement, version ${version} (in effect from ${effective})`,
    signed: (name: string, at: string) =>
      `Accepted and signed as ${name} on ${at}, with your confirmation that you have authority to instruct us.`,
    button: 'Confirm the brief',
  },
  confirmed: {
    title: 'Brief confirmed',
    body: 'Thank you: your brief is with our consultant, who will call you within one working day. We have emailed you a copy of the brief and of the agreement you accepted.',
  },
  tooMany: 'Too many requests',
} as const;

/** The form's own words: its name, groups, hints and button. */
export const BRIEF_FORM_TEXT = {
  name: 'Brief us on a role',
  company: 'Your company',
  role: 'The role',
  terms: 'Pay and conditions',
  agreement: 'The agreement',
  choose: 'Choose one',
  yes: 'Yes',
  no: 'No',
  durationHint: 'Needed for a temporary or fixed-term role.',
  vulnerableHint: 'We do not recruit for roles that work with children or vulnerable adults.',
  confidentialHint: 'We then describe your company in the advert instead of naming it.',
  accept: (version: number) => `I have read and accept the Client Services Agreement, version ${version}, for my company`,
  readAgreement: (version: number) => `Read the Client Services Agreement, version ${version}`,
  authority: 'I confirm I have authority to instruct the agency to recruit for this role on behalf of the company',
  signatureHint: 'Typing your name signs the brief. We email you a link to confirm it before anything is passed on.',
  sending: 'Sending...',
  submit: 'Send the brief',
} as const;

/** The brief's details as the confirmation page and the emails list them. */
export interface BriefFacts {
  company: string;
  companyAddress: string;
  website?: string | null;
  contactName: string;
  contactJobTitle: string;
  email: string;
  phone: string;
  roleTitle: string;
  typeOfWork: string;
  engagement: Engagement;
  startDate: string;
  duration?: string | null;
  location: string;
  workplace: Workplace;
  hours: string;
  salaryMin: number;
  salaryMax: number;
  benefits?: string | null;
  payInterval?: string | null;
  noticePeriod?: string | null;
  minimumRequirements: string;
  expenses?: string | null;
  healthAndSafetyRisks: string;
  confidential: boolean;
  hires: number;
}

/** The brief as label/value rows, each given field once. */
export function briefRows(b: BriefFacts): Array<[string, string]> {
  const L = BRIEF_LABELS;
  const rows: Array<[string, string | null | undefined]> = [
    [L.company, b.company],
    [L.companyAddress, b.companyAddress],
    [L.website, b.website],
    [L.contactName, b.contactName],
    [L.contactJobTitle, b.contactJobTitle],
    [L.email, b.email],
    [L.phone, b.phone],
    [L.roleTitle, b.roleTitle],
    [L.typeOfWork, b.typeOfWork],
    [L.engagement, choiceLabel(ENGAGEMENTS, b.engagement)],
    [L.startDate, formatDate(`${b.startDate}T12:00:00Z`, 'long')],
    [L.duration, b.duration],
    [L.location, b.location],
    [L.workplace, choiceLabel(WORKPLACES, b.workplace)],
    [L.hours, b.hours],
    ['Salary', `${pounds(b.salaryMin)} to ${pounds(b.salaryMax)} a year`],
    [L.benefits, b.benefits],
    [L.payInterval, b.payInterval],
    [L.noticePeriod, b.noticePeriod],
    [L.minimumRequirements, b.minimumRequirements],
    [L.expenses, b.expenses],
    [L.healthAndSafetyRisks, b.healthAndSafetyRisks],
    [L.vulnerableGroups, 'No'],
    [L.confidential, b.confidential ? 'Yes' : 'No'],
    [L.hires, String(b.hires)],
  ];
  return rows.filter((row): row is [string, string] => !!row[1]);
}

/**
 * To the address typed into the form: the one email before the brief exists. It names only the role (the
 * page the link opens shows the rest), so it cannot carry a stranger's words to anyone's inbox.
 */
export function briefConfirmationMail(roleTitle: string, link: string, { origin }: MailContext): MailContent {
  return {
    subject: `Confirm your brief for ${roleTitle}`,
    heading: 'Confirm your brief',
    paragraphs: [
      [`Someone, we hope you, asked ${site.name} to recruit for a role and gave this address.`],
      [
        `The link below shows the brief and the Client Services Agreement. Nothing reaches our consultant until you confirm there. If it was not you, ignore this email: the brief is deleted after ${BRIEF_CONFIRM_DAYS} days.`,
      ],
    ],
    action: { text: 'See the brief and confirm', href: link },
    closing: [['How we keep and use your details is set out in our ', { text: 'privacy notice', href: `${origin}/privacy-notice` }, '.']],
    footer: footer(),
  };
}

export interface AcceptanceFacts {
  version: number;
  effectiveFrom: string;
  sha256: string;
  signatureName: string;
  confirmedAt: Date;
}

/** To the contact once they confirmed: the brief and the agreement they accepted (attached), with its hash. */
export function briefReceivedMail(b: BriefFacts, a: AcceptanceFacts, { origin }: MailContext): MailContent {
  return {
    subject: `Brief received - ${site.name}`,
    heading: 'Brief received',
    paragraphs: [
      [`Thank you for confirming your brief for ${b.roleTitle}. Our consultant will call you within one working day to talk it through.`],
      [
        `You accepted the Client Services Agreement, version ${a.version} (in effect from ${formatDate(`${a.effectiveFrom}T12:00:00Z`, 'long')}), signed as ${a.signatureName} on ${formatDate(a.confirmedAt, 'withZone')}. A copy is attached; its SHA-256 is ${a.sha256}.`,
      ],
    ],
    fields: briefRows(b),
    action: { text: 'Read the agreement online', href: `${origin}${agreementVersionPath(a.version)}` },
    footer: footer(),
  };
}

/** To the consultant (NOTIFY_TO): a confirmed brief, with a link to it in the dashboard. */
export function newBriefConsultantMail(b: BriefFacts, briefId: number, { origin }: MailContext): MailContent {
  return {
    subject: `New brief from ${b.company}`,
    heading: 'New brief',
    paragraphs: [[`${b.contactName} (${b.contactJobTitle}) confirmed a brief for ${b.roleTitle} and accepted the agreement.`]],
    fields: briefRows(b),
    action: { text: 'Open the brief in the dashboard', href: `${origin}/admin#clients/brief-${briefId}` },
    footer: footer(),
  };
}

/** To a contact with an open brief: a new agreement version, and when it takes effect. */
export function agreementChangeMail(facts: { version: number; effectiveFrom: string }, { origin }: MailContext): MailContent {
  const day = formatDate(`${facts.effectiveFrom}T12:00:00Z`, 'long');
  return {
    subject: `Our Client Services Agreement changes on ${day}`,
    heading: 'Our agreement is changing',
    paragraphs: [
      [`We have published version ${facts.version} of our Client Services Agreement. It takes effect on ${day}.`],
      [
        'Roles you have already briefed us on continue on the terms you accepted. Your next brief after that day will ask you to accept the new version.',
      ],
    ],
    action: { text: `Read version ${facts.version}`, href: `${origin}${agreementVersionPath(facts.version)}` },
    footer: footer(),
  };
}

/** The attached copy of an accepted agreement's name. */
export const agreementFileName = (version: number) => `client-services-agreement-v${version}.md`;

/** The agreement's pages (/terms-of-service and each version's own). */
export const AGREEMENT_PAGE_TEXT = {
  title: 'Client Services Agreement',
  description:
    'The terms on which PsychGrad Sales Recruitment recruits for employers: fees, payment terms, replacement guarantee, candidate protection and governing law.',
  current: 'the current version',
  upcoming: 'published, not yet in effect',
  superseded: 'replaced by a later version',
  versionLine: (version: number, status: string) => `Version ${version} (${status})`,
  versions: 'Every version',
  versionItem: (version: number, day: string) => `Version ${version}, in effect from ${day}`,
  hashNote: (sha256: string) => `SHA-256 of this version's text, as acceptances record it: ${sha256}`,
  versionTitle: (version: number) => `Client Services Agreement, version ${version}`,
} as const;

/** /employers: why this agency, how it works, the fees, the form. */
export const EMPLOYERS_PAGE_TEXT = {
  title: 'Hire Psychology Graduates for Sales and Marketing',
  description:
    'Brief PsychGrad Sales Recruitment on a sales, business-development or marketing role: pre-screened psychology graduates, a low retained fee and a replacement guarantee.',
  heading: 'Hire graduates who understand people',
  intro:
    'We introduce psychology graduates to sales, business-development and marketing roles: people trained in how others think, decide and persuade, screened by a consultant before you meet them.',
  whyHeading: 'Why employers brief us',
  why: [
    'Every candidate is interviewed and assessed by our consultant before you see a CV.',
    'One specialism: psychology graduates in commercial roles, so our shortlists are short.',
    'A low retained fee up front, the rest only when your hire starts, and a replacement guarantee.',
  ],
  howHeading: 'How it works',
  how: [
    'Send the brief below. We email you a link: confirming it records the brief and your acceptance of the agreement.',
    'Our consultant calls you within one working day to talk the role through and agree the advert.',
    'We advertise the role with your authority, search our network and send you a shortlist.',
    'You interview; we collect feedback, help with the offer and stay in touch through the start.',
  ],
  feesHeading: 'Fees',
  agreementLink: 'Read the Client Services Agreement',
  formHeading: 'Brief us on a role',
  formIntro: 'Fields marked * are required. The law asks an agency to obtain these details from an employer before introducing anyone.',
} as const;

const pounds = (n: number) => `£${n.toLocaleString('en-GB')}`;

/** What a draft job made from a brief says where the brief gives no words of its own. */
export const BRIEF_JOB_TEXT = {
  /** The advert's company for a confidential brief. */
  confidentialCompany: 'A growing UK employer (name withheld at their request)',
  salary: (min: number, max: number) => (min === max ? `${pounds(min)} a year` : `${pounds(min)} - ${pounds(max)} a year`),
} as const;
