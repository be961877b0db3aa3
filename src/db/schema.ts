import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { PathId } from '../config/choices';
import type {
  ApplicationStatus,
  BlogCategory,
  Degree,
  EnquiryStatus,
  Interest,
  JobType,
  Subject,
  SubjectRequestKind,
  DataRequestKind,
  Workplace,
  Engagement,
  DeviceClass,
  BriefStatus,
  IntroductionStatus,
  InterviewMode,
  NotForUsReason,
  ShortlistDecision,
} from '../config/choices';
import type { AgreementFigures } from '../config/agreement';
import type { PlacementFigures } from '../config/placements';

/** Timestamps come back as Date; callers may write a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** Set when a row is made (by default now(); an import may give the original date); never updated. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** Kept current by a trigger on every update (migration 0003), so never written by queries. */
type UpdatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Every table of the product, as TypeScript sees it (camelCase; CamelCasePlugin maps to snake_case). */
export interface Database {
  applications: ApplicationsTable;
  cvFiles: CvFilesTable;
  contacts: ContactsTable;
  blogPosts: BlogPostsTable;
  jobs: JobsTable;
  comments: CommentsTable;
  users: UsersTable;
  sessions: SessionsTable;
  authUsers: AuthUsersTable;
  rateLimits: RateLimitsTable;
  stagedUploads: StagedUploadsTable;
  stagedUploadParts: StagedUploadPartsTable;
  loginFailures: LoginFailuresTable;
  siteRebuilds: SiteRebuildsTable;
  subjectRequests: SubjectRequestsTable;
  outbox: OutboxTable;
  commentDigestReports: CommentDigestReportsTable;
  applicationStatusLinks: ApplicationStatusLinksTable;
  mailPreferences: MailPreferencesTable;
  jobAlertSubscriptions: JobAlertSubscriptionsTable;
  jobAlertJobs: JobAlertJobsTable;
  passwordResetTokens: PasswordResetTokensTable;
  adminAudit: AdminAuditTable;
  jobAlertRuns: JobAlertRunsTable;
  pageViews: PageViewsTable;
  adminTotp: AdminTotpTable;
  adminRecoveryCodes: AdminRecoveryCodesTable;
  adminPasskeys: AdminPasskeysTable;
  webauthnChallenges: WebauthnChallengesTable;
  securitySettings: SecuritySettingsTable;
  pageViewMonths: PageViewMonthsTable;
  spentSignInTokens: SpentSignInTokensTable;
  people: PeopleTable;
  personEmails: PersonEmailsTable;
  personIdentifiers: PersonIdentifiersTable;
  notSamePeople: NotSamePeopleTable;
  registrations: RegistrationsTable;
  registrationCvFiles: RegistrationCvFilesTable;
  personConsents: PersonConsentsTable;
  personHiddenEmployers: PersonHiddenEmployersTable;
  personSignInLinks: PersonSignInLinksTable;
  personSessions: PersonSessionsTable;
  agreementVersions: AgreementVersionsTable;
  pendingBriefs: PendingBriefsTable;
  clients: ClientsTable;
  clientContacts: ClientContactsTable;
  briefs: BriefsTable;
  agreementAcceptances: AgreementAcceptancesTable;
  introductions: IntroductionsTable;
  dataRequests: DataRequestsTable;
  interviews: InterviewsTable;
  offers: OffersTable;
  placements: PlacementsTable;
  feeReminders: FeeRemindersTable;
  shortlists: ShortlistsTable;
  shortlistDecisions: ShortlistDecisionsTable;
  shortlistViews: ShortlistViewsTable;
}

/** The visit an application or enquiry came from (migration 0023): only when the visitor accepted Analytics. */
interface AttributionColumns {
  landingPath: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

export interface ApplicationsTable extends AttributionColumns {
  id: Generated<number>;
  /** The person it belongs to (migration 0037): set on insert from the email by a trigger, never written by queries. */
  personId: ColumnType<number, never, number>;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  degree: Degree;
  interest: Interest | null;
  bio: string | null;
  cvFileName: string | null;
  cvFilePath: string | null;
  consent: boolean;
  /** Where the application stands; set by the admin. */
  status: Generated<ApplicationStatus>;
  /** When the status last changed (creation until then), kept by a trigger; retention counts from it. */
  statusChangedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  createdAt: CreatedAt;
  /** The key of the form submission that made the row (a retry finds it): src/schemas/submission-key.ts. */
  submissionKey: ColumnType<string | null, string | null | undefined, never>;
  /** The job applied for while it exists (null for a general application, or once the job is deleted). */
  jobId: ColumnType<number | null, number | null | undefined, number | null>;
  /** The role's title and company as they were when the application was sent (both null for a general one). */
  jobTitle: ColumnType<string | null, string | null | undefined, never>;
  jobCompany: ColumnType<string | null, string | null | undefined, never>;
  /** When the candidate's "not taken forward" email was confirmed (at most once; cleared by Undo before it goes). */
  toldUnsuccessfulAt: NullableTimestamp;
  /** What Undo restores while that email waits its grace period (migration 0033): the status before, and since when. */
  undoStatus: ApplicationStatus | null;
  undoStatusChangedAt: NullableTimestamp;
}

/** An application's private status link (src/candidates/status-link.ts): the token only as its SHA-256. */
export interface ApplicationStatusLinksTable {
  tokenHash: string;
  applicationId: number;
  createdAt: CreatedAt;
}

/** The CV itself, stored beside its application in the same transaction. */
export interface CvFilesTable {
  applicationId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  data: Uint8Array;
  createdAt: CreatedAt;
}

export interface ContactsTable extends AttributionColumns {
  id: Generated<number>;
  /** The person it belongs to (migration 0037): set on insert from the email by a trigger, never written by queries. */
  personId: ColumnType<number, never, number>;
  name: string;
  email: string;
  subject: Subject;
  message: string;
  /** Where the enquiry stands; set by the admin (migration 0020). */
  status: Generated<EnquiryStatus>;
  createdAt: CreatedAt;
  /** The key of the form submission that made the row (a retry finds it): src/schemas/submission-key.ts. */
  submissionKey: ColumnType<string | null, string | null | undefined, never>;
  /** The admin's data-protection complaint steps (src/candidates/complaints.ts): each needs the one before it. */
  complaintMarkedAt: NullableTimestamp;
  complaintAcknowledgedAt: NullableTimestamp;
  complaintAnsweredAt: NullableTimestamp;
}

interface SocialPostingColumns {
  linkedinPosted: Generated<boolean>;
  linkedinPostUrl: string | null;
  blueskyPosted: Generated<boolean>;
  blueskyPostUrl: string | null;
  facebookPosted: Generated<boolean>;
  facebookPostUrl: string | null;
}

export interface BlogPostsTable extends SocialPostingColumns {
  id: Generated<number>;
  title: string;
  slug: string;
  content: string;
  category: Generated<BlogCategory>;
  author: string;
  excerpt: string | null;
  /** Null means draft. */
  publishedAt: NullableTimestamp;
  /** Set while the post is being sent to LinkedIn (one request at a time). */
  linkedinPostingSince: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface JobsTable extends SocialPostingColumns {
  id: Generated<number>;
  title: string;
  company: string;
  location: string;
  type: JobType;
  /** On-site, hybrid or remote; always remote for the type Remote (a CHECK constraint). */
  workplace: Generated<Workplace>;
  /** Permanent, temporary or fixed-term (regulation 27); null for jobs made before it was asked. */
  engagement: ColumnType<Engagement | null, Engagement | null | undefined, Engagement | null>;
  description: string;
  requirements: string;
  /** The minimum experience, training or qualifications (regulation 27, for adverts that give pay). */
  minimumRequirements: ColumnType<string | null, string | null | undefined, string | null>;
  salary: string | null;
  benefits: string | null;
  applicationUrl: string | null;
  contactEmail: string | null;
  isActive: Generated<boolean>;
  postedAt: Generated<Date>;
  expiresAt: NullableTimestamp;
  /** When an active job was last made inactive (a trigger sets it; null while active or never published). */
  deactivatedAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  /** The Add Job submission that made it (src/db/submission-once.ts); never shown. */
  submissionKey: ColumnType<string | null, string | null | undefined, never>;
  /** The confirmed brief the job advertises (regulation 27(2), migration 0035). */
  briefId: ColumnType<number | null, number | null | undefined, number | null>;
  /** Or the consultant's note of an instruction taken by phone or email. */
  authorityNote: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CommentsTable {
  id: Generated<number>;
  blogPostId: number;
  parentId: number | null;
  authorName: string;
  authorEmail: string;
  content: string;
  authorWebsite: string | null;
  isApproved: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  /** The key of the form submission that made the row (a retry finds it): src/schemas/submission-key.ts. */
  submissionKey: ColumnType<string | null, string | null | undefined, never>;
}

/** A person's password: `username` is their auth_users email (foreign key); `password` an scrypt hash string. */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  password: string;
  /** When the password was last set: the sign-in failures counted against the email before it are forgiven. */
  passwordChangedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One sign-in: `sess` holds { userId, createdAt, expiresAt } (JSON); `expire` is the idle deadline. */
export interface SessionsTable {
  sid: string;
  sess: ColumnType<unknown, string, string>;
  expire: Timestamp;
}

export interface AuthUsersTable {
  id: Generated<number>;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** May use the admin dashboard and API. */
  isAdmin: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A job as the site and the API read it: without its submission key and the deactivation time only the closed pages read. */
/** A job as everyone reads it: without its submission key, deactivation time and the authority behind it (the admin's, src/jobs/manage.ts). */
export type Job = Omit<Selectable<JobsTable>, 'submissionKey' | 'deactivatedAt' | 'briefId' | 'authorityNote'>;
/** A job as the admin reads it: with the authority behind it (regulation 27(2)). */
export type AdminJob = Job & Pick<Selectable<JobsTable>, 'briefId' | 'authorityNote'>;
export type NewJob = Insertable<JobsTable>;
export type BlogPost = Selectable<BlogPostsTable>;
export type NewBlogPost = Insertable<BlogPostsTable>;
export type Comment = Selectable<CommentsTable>;
export type NewComment = Insertable<CommentsTable>;
export type Application = Selectable<ApplicationsTable>;
export type Contact = Selectable<ContactsTable>;

/** Request counts per client and window, for the public POSTs' rate limits. */
export interface RateLimitsTable {
  bucket: string;
  clientKey: string;
  windowStart: Timestamp;
  hits: number;
  updatedAt: UpdatedAt;
}

/** A file arriving in parts (src/uploads/staged.ts); the id is random and is the uploader's capability. */
export interface StagedUploadsTable {
  id: string;
  /** What the file is for (an UploadPurpose name), e.g. 'cv'. */
  purpose: string;
  fileName: string;
  totalBytes: number;
  /** The size of every part but the last. */
  partBytes: number;
  partCount: number;
  expiresAt: Timestamp;
  createdAt: CreatedAt;
}

/** One numbered part (from 1) of a staged upload. */
export interface StagedUploadPartsTable {
  uploadId: string;
  partNumber: number;
  sizeBytes: number;
  data: Uint8Array;
  createdAt: CreatedAt;
}

/** One failed sign-in (salted hashes of the email and the client address), for throttling. */
export interface LoginFailuresTable {
  id: Generated<string>;
  emailKey: string;
  clientKey: string | null;
  failedAt: Timestamp;
}

/** The single row (id 1) of rebuild state. */
export interface SiteRebuildsTable {
  id: number;
  pending: Generated<boolean>;
  lastChangeAt: NullableTimestamp;
  lastAttemptAt: NullableTimestamp;
  lastRequestedAt: NullableTimestamp;
  lastError: string | null;
  /** The latest production deploy Netlify told of (src/site-rebuild/deploys.ts). */
  deployId: string | null;
  deployState: 'building' | 'ready' | 'error' | null;
  deployCreatedAt: NullableTimestamp;
  deployError: string | null;
  /** The creation time of the latest deploy that went live. */
  liveSince: NullableTimestamp;
}

/** One data-protection request: what, when and by whom, with a hash of the email and counts only. */
export interface SubjectRequestsTable {
  id: Generated<number>;
  kind: SubjectRequestKind;
  emailHash: string;
  counts: ColumnType<Record<string, number>, string, string>;
  /** The admin who made the request; null when the person did, withdrawing from their status link. */
  adminEmail: string | null;
  createdAt: CreatedAt;
}

/** One email to send (src/notifications/outbox.ts): rendered when its event is stored, sent after. */
export interface OutboxTable {
  id: Generated<number>;
  /** The event it tells of, e.g. 'application:42'; unique with the template. */
  topic: string;
  /** Which message it is (a MessageTemplate name). */
  template: string;
  recipient: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** Withdrawn: a send-time check found nothing left to send (a job alert whose jobs all closed). */
  status: Generated<'pending' | 'sent' | 'failed' | 'withdrawn'>;
  attempts: Generated<number>;
  nextAttemptAt: Generated<Date>;
  /** A sender holds the message until then; afterwards another may claim it. */
  claimedUntil: NullableTimestamp;
  lastError: string | null;
  sentAt: NullableTimestamp;
  /** Extra headers (List-Unsubscribe of a job alert); null for none. */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  /** Files sent with it (the agreement a client accepted); null for none. */
  attachments: ColumnType<MailAttachment[] | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
}

/** A waiting comment a moderation digest has reported, so the next digest counts it as old news. */
export interface CommentDigestReportsTable {
  commentId: number;
  reportedAt: CreatedAt;
}

/** The consultant's mail preferences: one row (id true), absent until first saved (the defaults then apply). */
export interface MailPreferencesTable {
  id: Generated<boolean>;
  /** Whether the daily mail reminds of applications and enquiries still new after the promised hours. */
  waitingReminder: boolean;
  updatedAt: Generated<Date>;
}

/** A job alert subscription (src/job-alerts/, migration 0021). */
export interface JobAlertSubscriptionsTable {
  id: Generated<number>;
  /** The person it belongs to (migration 0037): set on insert from the email by a trigger, never written by queries. */
  personId: ColumnType<number, never, number>;
  email: string;
  q: Generated<string>;
  /** '', 'remote', a city's key or a region's slug (src/jobs/search/locations.ts). */
  location: Generated<string>;
  type: Generated<JobType | ''>;
  salary: number | null;
  /** '' or a quiz career path id (src/quiz/careerPaths.ts). */
  interest: Generated<PathId | ''>;
  frequency: 'daily' | 'weekly';
  status: Generated<'pending' | 'confirmed'>;
  /** SHA-256 of the confirmation link's token while pending; null once confirmed. */
  confirmTokenHash: string | null;
  /** Mixed into the HMAC of the manage and unsubscribe links. */
  linkNonce: string;
  consentAt: Timestamp;
  /** The version of the consent wording shown (src/texts/job-alerts.ts). */
  consentVersion: string;
  /** Where consent was given: which form or page. */
  consentSource: string;
  confirmedAt: NullableTimestamp;
  /** The subscriber's last confirmed act (confirming, saving the manage page); retention counts from it. */
  activeAt: NullableTimestamp;
  /** Jobs posted after this are the next alert's (the last time the subscriber was due). */
  lastRunAt: NullableTimestamp;
  lastSentAt: NullableTimestamp;
  createdAt: CreatedAt;
}

/** A job an alert carried to a subscriber: each goes at most once ever. */
export interface JobAlertJobsTable {
  subscriptionId: number;
  jobId: number;
  sentAt: CreatedAt;
}

/** What one job alert run did (src/job-alerts/run.ts), for the dashboard. */
export interface JobAlertRunsTable {
  id: Generated<number>;
  ranAt: Date;
  subscribers: number;
  queued: number;
  jobs: number;
  finished: boolean;
}

/** A "Forgot your password?" link: the SHA-256 of its token, single-use, dead after expiresAt. */
export interface PasswordResetTokensTable {
  tokenHash: string;
  userId: number;
  createdAt: Generated<Date>;
  expiresAt: Timestamp;
}

/** One thing that happened to an admin account (src/auth/audit-log.ts). */
export interface AdminAuditTable {
  id: Generated<string>;
  at: Generated<Date>;
  userId: number | null;
  action: string;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
}

/** Daily page-view counts (migration 0023): no visitor is named or told apart; '' where a value is absent. */
export interface PageViewsTable {
  /** The UK calendar day, as YYYY-MM-DD. */
  day: ColumnType<string, string, string>;
  path: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  device: DeviceClass;
  views: ColumnType<number, number | undefined, number>;
}

/** An account's authenticator app (migration 0025): unconfirmed until a code from it is entered. */
export interface AdminTotpTable {
  userId: number;
  /** The shared secret, base32. */
  secret: string;
  confirmedAt: NullableTimestamp;
  /** The time step of the last code accepted: no code of it or before is accepted again. */
  lastStep: ColumnType<string | null, number | null | undefined, number | null>;
  createdAt: CreatedAt;
}

/** One single-use recovery code of an account, as a SHA-256 hash. */
export interface AdminRecoveryCodesTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  usedAt: NullableTimestamp;
  createdAt: CreatedAt;
}

/** A passkey (WebAuthn credential); `id` is the credential id, base64url. */
export interface AdminPasskeysTable {
  id: string;
  userId: number;
  name: string;
  publicKey: Uint8Array;
  counter: ColumnType<string, number | undefined, number>;
  transports: ColumnType<string[] | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
  lastUsedAt: NullableTimestamp;
}

/** A WebAuthn challenge not yet used: a registration's (for one account) or a sign-in's (anyone). */
/** Pending second-factor tokens already used (migration 0032): each works once. */
export interface SpentSignInTokensTable {
  jti: string;
  expiresAt: Timestamp;
}

export interface WebauthnChallengesTable {
  challenge: string;
  purpose: 'register' | 'sign-in';
  userId: number | null;
  expiresAt: Timestamp;
}

/** The accounts' security settings: one row (id true), absent until first saved (the defaults then apply). */
export interface SecuritySettingsTable {
  id: Generated<boolean>;
  /** Every admin needs a second factor (an authenticator app or a passkey) to reach the dashboard. */
  requireSecondFactor: boolean;
  updatedAt: Generated<Date>;
}

/** A closed month's page views grouped as the insights report groups them (migration 0029). */
export interface PageViewMonthsTable {
  /** The month's first day, as YYYY-MM-DD. */
  month: ColumnType<string, string, string>;
  groupingSet: number;
  day: string;
  path: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  views: number;
}

/** One person behind their records (migration 0037, src/people/): known by any of their emails. */
export interface PeopleTable {
  id: Generated<number>;
  /** The address the person is written to at; one of their person_emails. */
  primaryEmail: string;
  /** The latest name a record of theirs gave ('' for a job alert alone). */
  name: Generated<string>;
  /** Their earliest record's time: a merge keeps the earlier. */
  firstContactAt: Timestamp;
  createdAt: CreatedAt;
}

/** An address of a person, normalised (trimmed, lower-case): each belongs to one person. */
export interface PersonEmailsTable {
  email: string;
  personId: number;
  createdAt: CreatedAt;
}

/** A phone (E.164) or LinkedIn profile (canonical) a person's records gave: people sharing one are possible duplicates. */
export interface PersonIdentifiersTable {
  personId: number;
  kind: 'phone' | 'linkedin';
  value: string;
  createdAt: CreatedAt;
}

/** Two people the consultant said are not the same person (the lower id first): never paired again. */
export interface NotSamePeopleTable {
  personId: number;
  otherId: number;
  createdAt: CreatedAt;
}

/** A registration without a job (migration 0038): a record of its person, as an application is. */
export interface RegistrationsTable {
  id: Generated<number>;
  /** Set on insert from the email by a trigger (migration 0037), never written by queries. */
  personId: ColumnType<number, never, number>;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  linkedinUrl: string | null;
  cvFileName: string | null;
  /** Quiz career path ids (src/quiz/careerPaths.ts). */
  interests: ColumnType<string[], string | undefined, string>;
  /** City keys or 'remote'. */
  locations: ColumnType<string[], string | undefined, string>;
  salaryFloor: number | null;
  /** A date (YYYY-MM-DD). */
  earliestStart: ColumnType<Date | null, string | null | undefined, string | null>;
  submissionKey: ColumnType<string | null, string | null | undefined, never>;
  createdAt: CreatedAt;
}

/** A registration's CV, stored beside it. */
export interface RegistrationCvFilesTable {
  registrationId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  data: Uint8Array;
  createdAt: CreatedAt;
}

/** A person's consent of one kind: given when, on what wording, where; until when; withdrawn when. */
export interface PersonConsentsTable {
  personId: number;
  kind: 'find-work' | 'keep-details';
  grantedAt: Timestamp;
  /** Keeping details lasts 12 months from the grant or the last renewal; finding work has no end of its own. */
  expiresAt: NullableTimestamp;
  withdrawnAt: NullableTimestamp;
  version: string;
  source: string;
  /** When the renewal reminder went (once per grant). */
  remindedAt: NullableTimestamp;
  /** SHA-256 of the reminder link's token (migration 0042), until it is used or a new grant replaces it. */
  renewalTokenHash: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An employer a person must never be put forward to (compared in any case). */
export interface PersonHiddenEmployersTable {
  personId: number;
  name: string;
  createdAt: CreatedAt;
}

/** A "My data" sign-in link (migration 0041): its token's SHA-256, the address it went to, until when; deleted once used. */
export interface PersonSignInLinksTable {
  tokenHash: string;
  personId: number;
  email: string;
  createdAt: CreatedAt;
  expiresAt: Timestamp;
}

/** A person's "My data" session (migration 0041): its cookie's SHA-256; ends 30 minutes after its last request. */
export interface PersonSessionsTable {
  tokenHash: string;
  personId: number;
  createdAt: CreatedAt;
  lastSeenAt: ColumnType<Date, Date | string | undefined, Date | string>;
}
/** A file an outbox message carries: text content (the agreement a client accepted). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** A version of the Client Services Agreement (migration 0034): never changed once stored. */
export interface AgreementVersionsTable {
  version: number;
  /** The UK day it takes effect. */
  effectiveFrom: ColumnType<string, string, never>;
  figures: ColumnType<AgreementFigures, string, never>;
  /** Markdown: the exact text accepted. */
  body: ColumnType<string, string, never>;
  sha256: ColumnType<string, string, never>;
  publishedAt: ColumnType<Date, Date | string | undefined, never>;
}

/** A brief waiting for its contact's email confirmation; deleted once confirmed or after 7 days. */
export interface PendingBriefsTable {
  id: Generated<number>;
  email: string;
  /** The form's fields as validated (src/schemas/brief.ts). */
  fields: ColumnType<Record<string, unknown>, string, never>;
  agreementVersion: number;
  confirmTokenHash: string;
  createdAt: CreatedAt;
}

/** An employer (the hirer, regulation 18(a)). */
export interface ClientsTable {
  id: Generated<number>;
  company: string;
  companyAddress: string;
  website: string | null;
  /** The last service to the client (a confirmed brief, a change of one's status): retention counts from it. */
  lastServiceAt: Timestamp;
  createdAt: CreatedAt;
}

/** A person instructing us for a client. */
export interface ClientContactsTable {
  id: Generated<number>;
  clientId: number;
  name: string;
  jobTitle: string;
  email: string;
  phone: string;
  createdAt: CreatedAt;
}

/** A confirmed vacancy brief: the position and the terms regulation 18 asks for. */
export interface BriefsTable {
  id: Generated<number>;
  clientId: number;
  contactId: number;
  status: Generated<BriefStatus>;
  roleTitle: string;
  typeOfWork: string;
  engagement: Engagement;
  /** ISO date. */
  startDate: ColumnType<string, string, string>;
  duration: string | null;
  location: string;
  workplace: Workplace;
  hours: string;
  salaryMin: number;
  salaryMax: number;
  benefits: string | null;
  payInterval: string | null;
  noticePeriod: string | null;
  minimumRequirements: string;
  expenses: string | null;
  healthAndSafetyRisks: string;
  confidential: boolean;
  hires: number;
  agreementVersion: number;
  submittedAt: Timestamp;
  confirmedAt: Timestamp;
  statusChangedAt: Generated<Date>;
  /** The UK day the retained fee was recorded paid (migration 0047), or null. */
  retainedPaidOn: ColumnType<string | null, string | null | undefined, string | null>;
  /** Whether the Placements tab follows its retained fee: false for briefs confirmed before migration 0047. */
  retainedFeeFollowed: Generated<boolean>;
}

/** A contact's acceptance of an agreement version: a record, never changed. */
export interface AgreementAcceptancesTable {
  id: Generated<number>;
  clientId: number;
  contactId: number;
  briefId: number | null;
  agreementVersion: number;
  /** SHA-256 of the exact text accepted. */
  sha256: string;
  signatureName: string;
  authorityConfirmed: boolean;
  /** When the form was sent. */
  submittedAt: Timestamp;
  /** When the confirming click came. */
  confirmedAt: Timestamp;
}

export type AgreementVersion = Selectable<AgreementVersionsTable>;
export type Client = Selectable<ClientsTable>;
export type ClientContact = Selectable<ClientContactsTable>;
export type Brief = Selectable<BriefsTable>;
export type AgreementAcceptance = Selectable<AgreementAcceptancesTable>;

/** A person proposed for a job (migration 0039): the ledger the shortlist, interview and placement records hang off. */
export interface IntroductionsTable {
  id: Generated<number>;
  personId: number;
  jobId: number | null;
  /** The hirer, when the job came from a brief. */
  clientId: number | null;
  /** The role as named when the person was asked. */
  roleTitle: string;
  /** The employer as named when the person was asked. */
  employerName: string;
  status: Generated<IntroductionStatus>;
  createdAt: CreatedAt;
  statusChangedAt: Generated<Date>;
}

export type Introduction = Selectable<IntroductionsTable>;

/**
 * A data-protection request logged to time it (migration 0045, UK GDPR Article 12A): each step a UK day,
 * 'YYYY-MM-DD'; the person known only by a SHA-256 of their address and the consultant's note.
 */
export interface DataRequestsTable {
  id: Generated<number>;
  kind: DataRequestKind;
  emailHash: string;
  note: Generated<string>;
  receivedOn: string;
  identityAskedOn: string | null;
  identityReceivedOn: string | null;
  clarificationAskedOn: string | null;
  clarificationReceivedOn: string | null;
  completedOn: string | null;
  adminEmail: string | null;
  createdAt: CreatedAt;
}
export type DataRequest = Selectable<DataRequestsTable>;
/** An interview after an introduction (migration 0044, docs/decisions/placements.md). */
export interface InterviewsTable {
  id: Generated<number>;
  introductionId: number;
  /** The slots offered: UK wall-clock times, 'YYYY-MM-DDTHH:mm'. */
  slots: ColumnType<string[], string, string>;
  mode: InterviewMode;
  /** Where: an address, "video link to follow", a phone number. */
  location: string;
  /** Who interviews for the employer: the shortlist's reviewer, else the brief's contact; null when neither is known. */
  reviewerName: string | null;
  reviewerEmail: string | null;
  /** The slot the candidate chose (or the consultant moved it to). */
  chosenSlot: string | null;
  /** The chosen slot as an instant, for the reminders. */
  startsAt: NullableTimestamp;
  /** The calendar event's UID: one per interview, kept across changes. */
  uid: string;
  /** Raised on each change of the event. */
  sequence: Generated<number>;
  /** What the candidate asked for; the consultant reads it, the employer only if shared. */
  adjustments: string | null;
  shareAdjustments: Generated<boolean>;
  noneSuitableAt: NullableTimestamp;
  cancelledAt: NullableTimestamp;
  reminderSentAt: NullableTimestamp;
  feedbackRequestedAt: NullableTimestamp;
  feedbackRemindedAt: NullableTimestamp;
  feedbackReceivedAt: NullableTimestamp;
  slotTokenHash: string;
  createdAt: CreatedAt;
}

/** An offer to the candidate (migration 0044): its regulation 21 terms as sent. */
export interface OffersTable {
  id: Generated<number>;
  introductionId: number;
  terms: ColumnType<Record<string, unknown>, string, string>;
  byPhone: Generated<boolean>;
  /** The UK day an offer made by phone must be confirmed in writing by. */
  confirmInWritingBy: string | null;
  sentAt: NullableTimestamp;
  acceptedAt: NullableTimestamp;
  createdAt: CreatedAt;
}

/** A placement (migration 0044): the start, salaries, agreement version and the figures computed then. */
export interface PlacementsTable {
  id: Generated<number>;
  introductionId: number;
  startDate: string;
  /** Whole pounds a year. */
  firstYearSalary: number;
  anticipatedSalary: number;
  agreementVersion: number;
  /** The snapshot (src/placements/fees.ts PlacementFigures): never recomputed. */
  figures: ColumnType<PlacementFigures, string, never>;
  netBalanceDue: string;
  netPaidOn: string | null;
  leftOn: string | null;
  refundPct: number | null;
  refundPence: number | null;
  createdAt: CreatedAt;
}

/** A reminder of a fee queued to the consultant, by its topic (migration 0046, docs/decisions/placements.md). */
export interface FeeRemindersTable {
  topic: string;
  queuedAt: Timestamp;
}

export type Interview = Selectable<InterviewsTable>;
export type Offer = Selectable<OffersTable>;
export type Placement = Selectable<PlacementsTable>;

/**
 * The question to the candidate and the employer's side of an introduction (migration 0043, merged into
 * the 0039 interface above): docs/decisions/introductions.md.
 */
export interface IntroductionsTable {
  /** The employer as the candidate was told of it (a description, for a confidential brief). */
  employerShown: string | null;
  /** Exactly what would be shared (src/texts/introductions.ts, SharedProfile). */
  profile: ColumnType<SharedProfileColumn | null, string | null | undefined, string | null>;
  /** The whole text the candidate was shown. */
  consentText: string | null;
  /** SHA-256 of the candidate's link's token. */
  consentTokenHash: string | null;
  /** SHA-256 of the reminder's link's token (the first link keeps working too). */
  reminderTokenHash: string | null;
  /** The UK day the question closes as not given. */
  consentDueOn: string | null;
  consentRemindedAt: NullableTimestamp;
  /** When the candidate said yes or no. */
  answeredAt: NullableTimestamp;
  cvApplicationId: number | null;
  cvRegistrationId: number | null;
  /** When it was first shown to the employer. */
  sentAt: NullableTimestamp;
  decidedAt: NullableTimestamp;
  decisionReason: NotForUsReason | null;
  decisionComment: string | null;
  /** When the consultant confirmed the candidate's "not taken forward" email. */
  candidateToldAt: NullableTimestamp;
}

/** The shared profile as stored (jsonb). */
export interface SharedProfileColumn {
  name: string;
  summary: string | null;
  degree: string | null;
  experience: string | null;
  availability: string | null;
  salaryExpectation: string | null;
  location: string | null;
  cvFileName: string | null;
}

/** A reviewer's private link to a job's shortlist (migration 0043). */
export interface ShortlistsTable {
  id: Generated<number>;
  jobId: number;
  reviewerName: string;
  reviewerEmail: string;
  blind: boolean;
  tokenHash: string;
  /** The reminder's own link (the first keeps working). */
  reminderTokenHash: string | null;
  /** The UK day the employer should respond by (business days from the client's agreement version). */
  dueOn: string;
  createdAt: CreatedAt;
  expiresAt: Timestamp;
  revokedAt: NullableTimestamp;
  remindedAt: NullableTimestamp;
}

export interface ShortlistDecisionsTable {
  shortlistId: number;
  introductionId: number;
  decision: ShortlistDecision;
  reason: NotForUsReason | null;
  comment: string | null;
  decidedAt: Timestamp;
}

/** An opening of a shortlist page, or a CV download from it. */
export interface ShortlistViewsTable {
  id: Generated<number>;
  shortlistId: number;
  introductionId: number | null;
  kind: 'page' | 'cv';
  at: Generated<Date>;
}

export type Shortlist = Omit<Selectable<ShortlistsTable>, 'tokenHash' | 'reminderTokenHash'>;
