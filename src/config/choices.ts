/**
 * Every enumerated list of the product, written once. The zod schemas, the TypeScript types and the
 * database's CHECK constraints are derived from these (a test compares the constraints with them).
 */

/** A stored value and the label people see. */
export interface Choice<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

/** The stored values of a list of choices, as a non-empty tuple (what z.enum wants). */
export function choiceValues<const T extends readonly Choice[]>(list: T): [T[number]['value'], ...T[number]['value'][]] {
  return list.map((c) => c.value) as [T[number]['value'], ...T[number]['value'][]];
}

/** The label of a stored value, or the value itself when it is not in the list. */
export function choiceLabel(list: readonly Choice[], value: string): string {
  return list.find((c) => c.value === value)?.label ?? value;
}

/** Psychology degrees on the application form. */
export const DEGREES = [
  { value: 'bachelor', label: "Bachelor's degree (BSc/BA)" },
  { value: 'master', label: "Master's degree (MSc/MA)" },
  { value: 'phd', label: 'PhD / Doctorate' },
  { value: 'other', label: 'Other psychology qualification' },
] as const satisfies readonly Choice[];
export type Degree = (typeof DEGREES)[number]['value'];

/** Career interests on the application form. */
export const INTERESTS = [
  { value: 'b2b', label: 'B2B sales' },
  { value: 'b2c', label: 'B2C sales' },
  { value: 'tech', label: 'Technology sales' },
  { value: 'healthcare', label: 'Healthcare sales' },
  { value: 'financial', label: 'Financial services' },
  { value: 'consulting', label: 'Consulting' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Choice[];
export type Interest = (typeof INTERESTS)[number]['value'];

/** Contact enquiry subjects. */
export const SUBJECTS = [
  { value: 'candidate', label: "I'm a graduate looking for a role" },
  { value: 'employer', label: "I'm an employer looking to hire" },
  { value: 'partnership', label: 'Partnership enquiry' },
  { value: 'general', label: 'General enquiry' },
  // Marked a complaint on arrival and acknowledged at once (DPA 2018 s.164A; docs/decisions/data-protection.md).
  { value: 'data-protection-complaint', label: 'Data protection complaint' },
] as const satisfies readonly Choice[];
export type Subject = (typeof SUBJECTS)[number]['value'];

/** Job types (the admin form's default is the first). */
export const JOB_TYPES = [
  { value: 'Full-time', label: 'Full-time' },
  { value: 'Part-time', label: 'Part-time' },
  { value: 'Contract', label: 'Contract' },
  { value: 'Remote', label: 'Remote' },
] as const satisfies readonly Choice[];
export type JobType = (typeof JOB_TYPES)[number]['value'];
export const DEFAULT_JOB_TYPE: JobType = 'Full-time';

/**
 * Where a job is done, in Google's terms: a remote job's JobPosting is TELECOMMUTE. The job type Remote
 * (spec 5) is always worked remotely (docs/decisions/jobs.md).
 */
export const WORKPLACES = [
  { value: 'on-site', label: 'On-site' },
  { value: 'hybrid', label: 'Hybrid' },
  { value: 'remote', label: 'Remote' },
] as const satisfies readonly Choice[];
export type Workplace = (typeof WORKPLACES)[number]['value'];
export const DEFAULT_WORKPLACE: Workplace = 'on-site';

/** Whether a job is permanent or temporary work, which every advert must say (regulation 27; fixed-term is temporary). */
export const ENGAGEMENTS = [
  { value: 'permanent', label: 'Permanent' },
  { value: 'temporary', label: 'Temporary' },
  { value: 'fixed-term', label: 'Fixed-term contract' },
] as const satisfies readonly Choice[];
export type Engagement = (typeof ENGAGEMENTS)[number]['value'];

/**
 * Blog categories: the six the post form offers (spec 5), then the two the Word import may also assign
 * from a post's keywords (spec 7). A post keeps whichever it has; the form lists them all.
 */
export const BLOG_CATEGORIES = [
  { value: 'Career Guidance', label: 'Career Guidance' },
  { value: 'Sales Psychology', label: 'Sales Psychology' },
  { value: 'Graduate Resources', label: 'Graduate Resources' },
  { value: 'Industry Insights', label: 'Industry Insights' },
  { value: 'Interview Tips', label: 'Interview Tips' },
  { value: 'General', label: 'General' },
  { value: 'Sales Recruitment', label: 'Sales Recruitment' },
  { value: 'Psychology Graduate Careers', label: 'Psychology Graduate Careers' },
] as const satisfies readonly Choice[];
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]['value'];
/** The database's default for a post without a category. */
export const DEFAULT_BLOG_CATEGORY: BlogCategory = 'General';
/** The post form's default category. */
export const BLOG_FORM_DEFAULT_CATEGORY: BlogCategory = 'Career Guidance';

/** Where an application stands (set by the admin). */
export const APPLICATION_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'in_review', label: 'In review' },
  { value: 'placed', label: 'Placed' },
  { value: 'unsuccessful', label: 'Unsuccessful' },
] as const satisfies readonly Choice[];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]['value'];

/** Where a contact enquiry stands (set by the admin; migration 0020). */
export const ENQUIRY_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'replied', label: 'Replied' },
  { value: 'closed', label: 'Closed' },
] as const satisfies readonly Choice[];
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number]['value'];

/** Where a confirmed vacancy brief stands (set by the consultant; docs/decisions/employers.md). */
export const BRIEF_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'live', label: 'Live' },
  { value: 'filled', label: 'Filled' },
  { value: 'closed', label: 'Closed' },
] as const satisfies readonly Choice[];
export type BriefStatus = (typeof BRIEF_STATUSES)[number]['value'];

/**
 * Where an introduction stands (docs/decisions/introductions.md): the person's answer to "may we put you
 * forward?" (asked, agreed, declined, not-given when 5 business days pass), then the employer's side.
 */
export const INTRODUCTION_STATUSES = [
  { value: 'asked', label: 'Asked the candidate' },
  { value: 'agreed', label: 'Candidate agreed' },
  { value: 'declined', label: 'Candidate declined' },
  { value: 'not-given', label: 'No answer from the candidate' },
  { value: 'sent', label: 'Sent to the employer' },
  { value: 'maybe', label: 'Employer: maybe' },
  { value: 'interview', label: 'Invited to interview' },
  { value: 'not-for-us', label: 'Employer: not for us' },
  { value: 'offered', label: 'Offered' },
  { value: 'placed', label: 'Placed' },
  { value: 'withdrawn', label: 'Withdrawn' },
] as const satisfies readonly Choice[];
export type IntroductionStatus = (typeof INTRODUCTION_STATUSES)[number]['value'];

/** How an interview is held (docs/decisions/placements.md). */
export const INTERVIEW_MODES = [
  { value: 'in-person', label: 'In person' },
  { value: 'video', label: 'Video call' },
  { value: 'phone', label: 'Phone call' },
] as const satisfies readonly Choice[];
export type InterviewMode = (typeof INTERVIEW_MODES)[number]['value'];
/** A reviewer's decision on a candidate of their shortlist (docs/decisions/introductions.md); each is an introduction status too. */
export const SHORTLIST_DECISIONS = [
  { value: 'interview', label: 'Invite to interview' },
  { value: 'maybe', label: 'Maybe' },
  { value: 'not-for-us', label: 'Not for us' },
] as const satisfies readonly Choice[];
export type ShortlistDecision = (typeof SHORTLIST_DECISIONS)[number]['value'];

/** Why a reviewer says "Not for us": a short list, so the consultant can learn from the pattern. */
export const NOT_FOR_US_REASONS = [
  { value: 'experience', label: 'Not enough relevant experience' },
  { value: 'skills', label: 'Skills do not match the role' },
  { value: 'salary', label: 'Salary expectation too high' },
  { value: 'location', label: 'Location or availability does not fit' },
  { value: 'filled', label: 'We have already filled the role' },
  { value: 'other', label: 'Another reason' },
] as const satisfies readonly Choice[];
export type NotForUsReason = (typeof NOT_FOR_US_REASONS)[number]['value'];

/** Kinds of data-protection request about one person (recorded in subject_requests). */
export const SUBJECT_REQUEST_KINDS = [
  { value: 'search', label: 'Search' },
  { value: 'download', label: 'Download' },
  { value: 'erasure', label: 'Erasure' },
] as const satisfies readonly Choice[];
export type SubjectRequestKind = (typeof SUBJECT_REQUEST_KINDS)[number]['value'];

/** The subject of a contact enquiry that is a data-protection complaint from the moment it arrives. */
export const COMPLAINT_SUBJECT = 'data-protection-complaint' satisfies Subject;

/** What a person asked of their data, as the consultant logs a request to time it (UK GDPR Article 12A). */
export const DATA_REQUEST_KINDS = [
  { value: 'access', label: 'Access (a copy of their data)' },
  { value: 'erasure', label: 'Erasure' },
  { value: 'rectification', label: 'Rectification' },
  { value: 'objection', label: 'Objection or restriction' },
  { value: 'portability', label: 'Portability' },
] as const satisfies readonly Choice[];
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number]['value'];

/**
 * The steps of a logged request, each a UK day: asking for identity (the month starts again from the answer)
 * or for clarification (the days from the question to the answer do not count), and completing it.
 */
export const DATA_REQUEST_STEPS = [
  { value: 'identity-asked', label: 'Asked for identity' },
  { value: 'identity-received', label: 'Identity received' },
  { value: 'clarification-asked', label: 'Asked for clarification' },
  { value: 'clarification-received', label: 'Clarification received' },
  { value: 'completed', label: 'Completed' },
] as const satisfies readonly Choice[];
export type DataRequestStep = (typeof DATA_REQUEST_STEPS)[number]['value'];

/** A page view's device class, from the width of the visitor's viewport (src/insights/device-class.ts). */
export const DEVICE_CLASSES = [
  { value: 'mobile', label: 'Mobile' },
  { value: 'tablet', label: 'Tablet' },
  { value: 'desktop', label: 'Desktop' },
] as const satisfies readonly Choice[];
export type DeviceClass = (typeof DEVICE_CLASSES)[number]['value'];

/**
 * The career paths the quiz can recommend, in their fixed order. The order is also the
 * tie-break order used by the scoring model (earlier wins a tie).
 */
export const PATH_IDS = ['b2b-sales', 'marketing-insights', 'business-development', 'account-management'] as const;

export type PathId = (typeof PATH_IDS)[number];
