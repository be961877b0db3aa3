import type { InsightsTable } from '../schemas/insights-tables';
import type { LedgerEntry } from '../introductions/ledger';
import type { shortlistsOfJob } from '../introductions/shortlists';
import type { InterviewProposal, OfferInput, OfferSendInput, PlacementInput } from '../schemas/placements';
import type { IntroductionInput, ShortlistInput } from '../schemas/introductions';
import type { InsightsReport } from '../insights/report';
import type { VisitSourceColumns } from './VisitSource';
import { apiFetch, apiJson } from '../lib/api-client';
import type { PlacementView } from '../placements/placements';
import type { RetainedFeeView } from '../placements/retained-fees';
import { dispositionFileName } from '../lib/download';
import type { ExportFormat, ExportType } from '../config/export-kinds';
import type { SubjectRequestInput } from '../schemas/subject-request';
import type { DataRequestInput } from '../schemas/data-request';
import type { TimedDataRequest } from '../subject-requests/clock';
import type { BlogPostInput } from '../schemas/blog-post';
import type { JobData, NewJobData } from '../schemas/job';
import type { IncompleteAdvert } from '../jobs/manage';
import type { LoginInput } from '../schemas/login';
import type { ClientRecord } from '../briefs/clients';
import type { ApplicationStatus, BriefStatus, DataRequestStep, EnquiryStatus, Subject, SubjectRequestKind } from '../config/choices';
import type { ApplicationSort, EnquirySort, ListOrder, OVERDUE_FILTER } from '../schemas/list-order';
import type { Waiting } from '../candidates/waiting';
import type { MailPreferences } from '../notifications/preferences';
import type { OutboxStatus } from '../notifications/outbox';
import type { CommentStatus } from '../comments/moderation';
import type { Overview } from '../insights/overview';
import type { ComplaintMoments, ComplaintStage } from '../schemas/complaint-stages';
import type { Page } from '../db/page';
import type { AdminJob, BlogPost, Interview, Offer } from '../db/schema';
import type { RebuildStatus } from '../site-rebuild/rebuild';
import type { SubscriberRow } from '../job-alerts/subscribers';
import type { AlertMailCounts } from '../job-alerts/mail-counts';
import type { SessionSummary } from '../auth/sessions';
import type { FactorsView } from '../api/handlers/security-factors';
import type { ReauthInput, SecondFactorInput } from '../schemas/security-factors';
import type { PersonProfile, PersonSummary } from '../people/profile';
import type { DuplicatePair } from '../people/duplicates';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

/**
 * The admin API as the dashboard calls it. Rows arrive as JSON: dates are ISO strings. The shapes the
 * server declares are imported as types only, so none of its code reaches the bundle.
 */
export type { Overview, Page };
export type PlacementRow = PlacementView;
export type RetainedFeeRow = RetainedFeeView;

/** A value as it arrives in JSON: a Date as its ISO string. */
type AsJson<V> = V extends Date ? string : V;
/** A row of the database as the API sends it. */
type JsonRow<T> = { [K in keyof T]: AsJson<T[K]> };
/** A nested value as it arrives in JSON: every Date inside it as its ISO string. */
type DeepJson<V> = V extends Date
  ? string
  : V extends Array<infer U>
    ? DeepJson<U>[]
    : V extends object
      ? { [K in keyof V]: DeepJson<V[K]> }
      : V;

export type PersonRow = DeepJson<PersonSummary>;
export type PersonPage = DeepJson<PersonProfile>;
export type DuplicatePairRow = DeepJson<DuplicatePair>;

export interface AdminUser {
  email: string;
  firstName: string | null;
  isAdmin: boolean;
  /** Every admin must have a second factor and this one has none: only setting one up is open. */
  enrolSecondFactor?: boolean;
}

/** A right password of an account with an authenticator app: the code is asked next. */
export interface SecondFactorDue {
  secondFactor: true;
}

/** One of the account's security events, in words (GET /api/auth/activity). */
export interface SecurityEvent {
  at: string;
  action: string;
  what: string;
  detail: string;
}

/** The admin's sign-in factors as the Security panel shows them. */
export type SecurityFactorsView = Omit<FactorsView, 'passkeys'> & { passkeys: JsonRow<FactorsView['passkeys'][number]>[] };
export type PasskeyRow = SecurityFactorsView['passkeys'][number];

/** The conditional-request header naming the version an edit was made from. */
const ifMatch = (version: string) => ({ 'if-match': `"${version}"` });

export type { LedgerEntry };
/** An introduction as the ledger's row receives it. */
export type LedgerRow = JsonRow<LedgerEntry>;
/** A reviewer's link as the job's ledger shows it: with its openings, downloads and decisions. */
export type ShortlistRow = DeepJson<Awaited<ReturnType<typeof shortlistsOfJob>>[number]>;
/** `briefConfidential`: as the admin's list gives it (src/jobs/manage.ts ListedJob). */
export type JobRow = JsonRow<AdminJob> & { applicationCount?: number; briefConfidential?: boolean };
export type PostRow = JsonRow<BlogPost>;
export type JobAlertSubscriberRow = JsonRow<SubscriberRow>;

/** A client as the Clients tab shows it (GET /api/admin/clients): its contacts, briefs and acceptances. */
export type ClientRow = JsonRow<Omit<ClientRecord, 'contacts' | 'briefs' | 'acceptances'>> & {
  contacts: JsonRow<ClientRecord['contacts'][number]>[];
  briefs: JsonRow<ClientRecord['briefs'][number]>[];
  acceptances: JsonRow<ClientRecord['acceptances'][number]>[];
};
export type BriefRow = ClientRow['briefs'][number];

export interface CommentRow {
  id: number;
  blogPostId: number;
  parentId: number | null;
  authorName: string;
  authorEmail: string;
  authorWebsite: string | null;
  content: string;
  isApproved: boolean;
  createdAt: string;
  postTitle: string;
  postSlug: string;
  /** Replies at any depth, which deleting the comment deletes too. */
  replyCount: number;
}

export interface ApplicationRow extends Waiting, VisitSourceColumns {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  degree: string;
  interest: string | null;
  bio: string | null;
  cvFileName: string | null;
  consent: boolean;
  status: ApplicationStatus;
  createdAt: string;
  jobId: number | null;
  /** The role applied for, as it was when sent (both null for a general application). */
  jobTitle: string | null;
  jobCompany: string | null;
  /** How many applications the same address sent before this one. */
  earlierApplications: number;
  /** When the candidate was told it is not taken forward (or that email confirmed); null if never. */
  toldUnsuccessfulAt: string | null;
  /** When that email goes while Undo can still withdraw it; null when none waits. */
  unsuccessfulMailAt: string | null;
}

/** The candidate's "not taken forward" email as the confirmation shows it. */
export interface UnsuccessfulEmailPreview {
  recipient: string;
  subject: string;
  text: string;
  toldAt: string | null;
  graceMinutes: number;
}

/** A role applications were sent for, and how many (the Applications tab's filter). */
export interface AppliedRoleRow {
  title: string;
  company: string;
  applications: number;
}

/** What the Applications and Contacts tables narrow and order by: a status (or the overdue ones) and a column. */
export interface TableFilters<S extends string, K extends string> {
  status?: S | typeof OVERDUE_FILTER;
  order: ListOrder<K>;
}

/** The Applications tab's filters: a status, an order, general applications or one role, and one address. */
export interface ApplicationFilters extends TableFilters<ApplicationStatus, ApplicationSort> {
  role?: { general: true } | { title: string; company: string };
  email?: string;
}

/** The Contacts tab's filters: a status, an order and a subject. */
export interface ContactFilters extends TableFilters<EnquiryStatus, EnquirySort> {
  subject?: Subject;
}

export interface ContactRow extends ComplaintMoments<string>, Waiting, VisitSourceColumns {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: EnquiryStatus;
  createdAt: string;
}

export type { RebuildStatus } from '../site-rebuild/rebuild';

export type PersonalDataCounts = Record<
  'applications' | 'cvFiles' | 'contacts' | 'comments' | 'jobAlerts' | 'clientContacts' | 'pendingBriefs' | 'emails',
  number
>;

export interface PersonalData {
  email: string;
  counts: PersonalDataCounts;
  applications: ApplicationRow[];
  cvFiles: Array<{ applicationId: number; fileName: string; sizeBytes: number }>;
  contacts: ContactRow[];
  comments: Array<Omit<CommentRow, 'replyCount'>>;
  emails: Array<{ id: number; template: string; subject: string; createdAt: string }>;
}

export interface SubjectRequestRow {
  id: number;
  kind: SubjectRequestKind;
  emailHash: string;
  counts: PersonalDataCounts;
  /** Null when the person withdrew from their status link. */
  adminEmail: string | null;
  createdAt: string;
}

/** A file from the API: its bytes and the name its Content-Disposition gives (else `fallback`). */
async function download(path: string, init: RequestInit, fallback: string): Promise<{ blob: Blob; fileName: string }> {
  const res = await apiFetch(path, init);
  return { blob: await res.blob(), fileName: dispositionFileName(res.headers.get('content-disposition')) ?? fallback };
}

/** GET /api/admin/notifications: whether email is on, and the outbox's waiting and failed messages. */
export interface MailStatus extends OutboxStatus, MailPreferences {
  enabled: boolean;
  /** What is wrong with the mail settings (SMTP_URL, NOTIFY_TO). */
  problems: string[];
  /** The job alert emails of the last days, by how they stand. */
  jobAlerts: AlertMailCounts;
}

export interface ListParams {
  page: number;
  pageSize?: number;
  q?: string;
}

const listQuery = ({ page, pageSize, q }: ListParams) =>
  new URLSearchParams({ page: String(page), ...(pageSize ? { pageSize: String(pageSize) } : {}), ...(q ? { q } : {}) }).toString();

/** A table's query: the list's, with ?status= and ?sort=&dir=. */
function tableQuery(params: ListParams, { status, order }: TableFilters<string, string>): URLSearchParams {
  const query = new URLSearchParams(listQuery(params));
  if (status) query.set('status', status);
  query.set('sort', order.by);
  query.set('dir', order.direction);
  return query;
}

/** The signed-in person, or null when the check answers 401 (spec 4: Authentication). */
export async function fetchUser(): Promise<AdminUser | null> {
  const res = await fetch('/api/auth/user', { credentials: 'include' });
  if (res.status === 401) return null;
  if (!res.ok) throw new Error(`Authentication check failed: ${res.statusText || res.status}`);
  return res.json() as Promise<AdminUser>;
}

export const adminApi = {
  login: (input: LoginInput) => apiJson<AdminUser | SecondFactorDue>('/api/auth/login', 'POST', input),
  secondFactor: (input: SecondFactorInput) => apiJson<AdminUser>('/api/auth/second-factor', 'POST', input),
  passkeySignInOptions: () => apiJson<PublicKeyCredentialRequestOptionsJSON>('/api/auth/passkey/options', 'POST'),
  passkeySignIn: (response: unknown) => apiJson<AdminUser>('/api/auth/passkey', 'POST', { response }),
  factors: () => apiJson<SecurityFactorsView>('/api/auth/factors', 'GET'),
  startTotp: () => apiJson<{ secret: string; uri: string; qrSvg: string }>('/api/auth/factors/totp', 'POST'),
  confirmTotp: (code: string) => apiJson<{ recoveryCodes: string[] }>('/api/auth/factors/totp', 'PUT', { code }),
  removeTotp: () => apiJson<SecurityFactorsView>('/api/auth/factors/totp', 'DELETE'),
  newRecoveryCodes: () => apiJson<{ recoveryCodes: string[] }>('/api/auth/factors/recovery-codes', 'POST'),
  passkeyRegistrationOptions: () => apiJson<PublicKeyCredentialCreationOptionsJSON>('/api/auth/factors/passkeys/options', 'POST'),
  addPasskey: (name: string, response: unknown) => apiJson<PasskeyRow>('/api/auth/factors/passkeys', 'POST', { name, response }),
  removePasskey: (id: string) => apiJson<SecurityFactorsView>(`/api/auth/factors/passkeys/${encodeURIComponent(id)}`, 'DELETE'),
  /** Proves it is the owner before a change to how the account signs in: the password, a code, or a passkey's answer. */
  reauthenticate: (proof: ReauthInput) => apiJson<SecurityFactorsView>('/api/auth/reauthenticate', 'POST', proof),
  activity: () => apiJson<{ events: SecurityEvent[] }>('/api/auth/activity', 'GET'),
  saveSecuritySettings: (settings: { requireSecondFactor: boolean }) =>
    apiJson<SecurityFactorsView>('/api/auth/security-settings', 'PUT', settings),
  logout: () => apiJson<unknown>('/api/auth/logout', 'POST'),
  sessions: () => apiJson<{ sessions: SessionSummary[] }>('/api/auth/sessions', 'GET'),
  endSession: (id: string) => apiJson<unknown>(`/api/auth/sessions/${encodeURIComponent(id)}`, 'DELETE'),
  endOtherSessions: () => apiJson<{ ended: number }>('/api/auth/sessions', 'DELETE'),
  overview: () => apiJson<Overview>('/api/admin/overview', 'GET'),
  /** The Overview's insights for a period of UK days (the last 30 without one). */
  insights: (period: { from?: string; to?: string }) =>
    apiJson<InsightsReport>(`/api/admin/insights?${new URLSearchParams(Object.entries(period).filter(([, v]) => v) as string[][])}`, 'GET'),
  insightsCsvUrl: (period: { from: string; to: string }, table: InsightsTable) =>
    `/api/admin/insights?${new URLSearchParams({ ...period, table })}`,
  rebuildStatus: () => apiJson<RebuildStatus>('/api/admin/rebuild', 'GET'),
  rebuildNow: () => apiJson<RebuildStatus>('/api/admin/rebuild', 'POST'),
  mailStatus: () => apiJson<MailStatus>('/api/admin/notifications', 'GET'),
  retryFailedMail: () => apiJson<MailStatus & { retried: number }>('/api/admin/notifications', 'POST'),
  saveMailPreferences: (preferences: MailPreferences) => apiJson<MailStatus>('/api/admin/notifications', 'PUT', preferences),

  jobs: (params: ListParams) => apiJson<Page<JobRow>>(`/api/admin/jobs?${listQuery(params)}`, 'GET'),
  /** The introductions on a job, a person or a client (the last 12 months: the candidate-protection register). */
  introductions: (by: { jobId: number } | { personId: number } | { clientId: number }) =>
    apiJson<LedgerRow[]>(`/api/admin/introductions?${new URLSearchParams(Object.entries(by).map(([k, v]) => [k, String(v)]))}`, 'GET'),
  /**
   * Asks the person whether they may be put forward (201), with the profile the consultant wrote (empty
   * fields are taken from their records); 409 with the reason when they hide from the employer.
   */
  askCandidate: (input: IntroductionInput) => apiJson<{ id: number }>('/api/admin/introductions', 'POST', input),
  /** The kind email a "not for us" leads to, for the confirmation (sends nothing). */
  introductionUnsuccessfulEmail: (id: number) =>
    apiJson<UnsuccessfulEmailPreview>(`/api/admin/introductions/${id}/unsuccessful-email`, 'GET'),
  /** Tells the candidate: the email goes after its grace period (`sendsAt`). */
  tellCandidateNotForUs: (id: number) => apiJson<{ sendsAt: string }>(`/api/admin/introductions/${id}/unsuccessful-email`, 'POST'),
  /** Undo: withdraws the waiting email; the candidate is no longer told. */
  undoTellCandidate: (id: number) =>
    apiJson<{ id: number; candidateToldAt: null }>(`/api/admin/introductions/${id}/unsuccessful-email`, 'DELETE'),
  shortlists: (jobId: number) => apiJson<ShortlistRow[]>(`/api/admin/shortlists?${new URLSearchParams({ jobId: String(jobId) })}`, 'GET'),
  /** Emails the reviewer their private link (the answer never carries the token). */
  createShortlist: (input: ShortlistInput) => apiJson<Omit<ShortlistRow, 'views' | 'decisions'>>('/api/admin/shortlists', 'POST', input),
  revokeShortlist: (id: number) => apiFetch(`/api/admin/shortlists/${id}`, { method: 'DELETE' }),
  /** Emails the candidate the slots to choose from (UK wall-clock times). */
  proposeInterview: (proposal: InterviewProposal) => apiJson<{ id: number }>('/api/admin/interviews', 'POST', proposal),
  /** Moves the interview to `slot` (a UK wall-clock time): the candidate, the reviewer and the consultant are emailed. */
  rescheduleInterview: (id: number, slot: string) =>
    apiJson<JsonRow<Interview>>(`/api/admin/interviews/${id}/reschedule`, 'POST', { slot }),
  /** Cancels the interview: everyone invited is emailed the cancellation once a slot was chosen. */
  cancelInterview: (id: number) => apiJson<JsonRow<Interview>>(`/api/admin/interviews/${id}/cancel`, 'POST'),
  /** Records the offer (201): sent to the candidate at once, or by phone recorded to confirm in writing; 422 naming each missing item. */
  recordOffer: (input: OfferInput) => apiJson<JsonRow<Offer>>('/api/admin/offers', 'POST', input),
  /** Sends the written offer of one made by phone, with any items added; 422 naming each missing item. */
  sendOffer: (id: number, terms: OfferSendInput) => apiJson<JsonRow<Offer>>(`/api/admin/offers/${id}/send`, 'POST', terms),
  /** The candidate accepted: the employer is emailed the right-to-work reminder. */
  offerAccepted: (id: number) => apiJson<JsonRow<Offer>>(`/api/admin/offers/${id}/accepted`, 'POST'),
  /** Marks the introduction placed (201) with the figures of its agreement; the candidate is congratulated. */
  recordPlacement: (input: PlacementInput) => apiJson<PlacementRow>('/api/admin/placements', 'POST', input),
  incompleteAdverts: () => apiJson<Array<JsonRow<IncompleteAdvert>>>('/api/admin/jobs/incomplete-adverts', 'GET'),
  createJob: (job: NewJobData) => apiJson<JobRow>('/api/jobs', 'POST', job),
  /** Saves over `version` (the job's updatedAt when it was read) only: 412 if it has changed since. */
  updateJob: (id: number, job: JobData, version: string) => apiJson<JobRow>(`/api/jobs/${id}`, 'PUT', job, ifMatch(version)),
  deleteJob: (id: number) => apiJson<unknown>(`/api/jobs/${id}`, 'DELETE'),

  posts: (params: ListParams) => apiJson<Page<PostRow> & { linkedinConfigured: boolean }>(`/api/admin/posts?${listQuery(params)}`, 'GET'),
  createPost: (post: BlogPostInput) => apiJson<PostRow>('/api/blog', 'POST', post),
  /** Saves over `version` (the post's updatedAt when it was read) only: 412 if it has changed since. */
  updatePost: (id: number, post: BlogPostInput, version: string) => apiJson<PostRow>(`/api/blog/${id}`, 'PUT', post, ifMatch(version)),
  deletePost: (id: number) => apiJson<unknown>(`/api/blog/${id}`, 'DELETE'),
  postToLinkedIn: (id: number) =>
    apiJson<{ linkedinPosted: true; linkedinPostUrl: string | null }>(`/api/blog/${id}/post-linkedin`, 'POST'),
  preview: (content: string) => apiJson<{ contentHtml: string; readTimeMinutes: number }>('/api/admin/preview', 'POST', { content }),

  comments: (status: CommentStatus, params: ListParams) =>
    apiJson<Page<CommentRow>>(`/api/admin/comments?status=${status}&${listQuery(params)}`, 'GET'),
  approveComment: (id: number) => apiJson<unknown>(`/api/comments/${id}/approve`, 'PUT'),
  deleteComment: (id: number) => apiJson<unknown>(`/api/comments/${id}`, 'DELETE'),

  applications: ({ role, email, status, order, ...params }: ListParams & ApplicationFilters) => {
    const query = tableQuery(params, { status, order });
    if (role && 'general' in role) query.set('role', 'general');
    else if (role) {
      query.set('roleTitle', role.title);
      query.set('roleCompany', role.company);
    }
    if (email) query.set('email', email);
    return apiJson<Page<ApplicationRow> & { roles: AppliedRoleRow[] }>(`/api/applications?${query}`, 'GET');
  },
  /** Emails the candidate only with `notifyCandidate` (confirmed, Unsuccessful): the answer says when it goes. */
  setApplicationStatus: (id: number, status: ApplicationStatus, notifyCandidate = false) =>
    apiJson<{ id: number; status: ApplicationStatus; unsuccessfulMailAt: string | null }>(`/api/applications/${id}/status`, 'PUT', {
      status,
      notifyCandidate,
    }),
  /** The email marking it Unsuccessful would send, for the confirmation (sends nothing). */
  unsuccessfulEmail: (id: number) => apiJson<UnsuccessfulEmailPreview>(`/api/applications/${id}/unsuccessful-email`, 'GET'),
  /** Undo: withdraws the waiting email and restores the status it had. */
  undoUnsuccessful: (id: number) =>
    apiJson<{ id: number; status: ApplicationStatus }>(`/api/applications/${id}/unsuccessful-email`, 'DELETE'),
  deleteApplication: (id: number) => apiJson<unknown>(`/api/applications/${id}`, 'DELETE'),
  cvUrl: (id: number) => `/api/applications/${id}/cv`,

  contacts: ({ subject, status, order, ...params }: ListParams & ContactFilters) => {
    const query = tableQuery(params, { status, order });
    if (subject) query.set('subject', subject);
    return apiJson<Page<ContactRow>>(`/api/contacts?${query}`, 'GET');
  },
  setContactStatus: (id: number, status: EnquiryStatus) => apiJson<ContactRow>(`/api/contacts/${id}/status`, 'PUT', { status }),
  deleteContact: (id: number) => apiJson<unknown>(`/api/contacts/${id}`, 'DELETE'),
  setComplaintStage: (id: number, stage: ComplaintStage) => apiJson<ContactRow>(`/api/contacts/${id}/complaint`, 'PUT', { stage }),

  clients: () => apiJson<ClientRow[]>('/api/admin/clients', 'GET'),
  setBriefStatus: (id: number, status: BriefStatus) => apiJson<unknown>(`/api/admin/briefs/${id}/status`, 'PUT', { status }),
  /** An inactive job prefilled from the brief and linked to it. */
  draftJobFromBrief: (id: number) => apiJson<JobRow>(`/api/admin/briefs/${id}/draft-job`, 'POST'),

  /** Spec 7: the file name from Content-Disposition, else '{type}-export.{format}'. */
  exportFile: (type: ExportType, format: ExportFormat) => download(`/api/admin/export/${type}/${format}`, {}, `${type}-export.${format}`),

  jobAlertSubscribers: (params: ListParams) => apiJson<Page<JobAlertSubscriberRow>>(`/api/admin/job-alerts?${listQuery(params)}`, 'GET'),
  deleteJobAlertSubscriber: (id: number) => apiJson<unknown>(`/api/admin/job-alerts/${id}`, 'DELETE'),

  people: (q: string) => apiJson<PersonRow[]>(`/api/admin/people?${new URLSearchParams({ q })}`, 'GET'),
  person: (id: number) => apiJson<PersonPage>(`/api/admin/people/${id}`, 'GET'),
  duplicates: () => apiJson<DuplicatePairRow[]>('/api/admin/people/duplicates', 'GET'),
  /** The person `id` keeps everything of `otherId`, who goes. */
  mergePeople: (id: number, otherId: number, primaryEmail: string) =>
    apiJson<PersonPage>(`/api/admin/people/${id}/merge`, 'POST', { otherId, primaryEmail }),
  notSamePerson: (id: number, otherId: number) => apiJson<unknown>(`/api/admin/people/${id}/not-same`, 'POST', { otherId }),

  subjectRequests: () => apiJson<SubjectRequestRow[]>('/api/admin/subject-requests', 'GET'),
  placements: () => apiJson<PlacementRow[]>('/api/admin/placements', 'GET'),
  retainedFees: () => apiJson<RetainedFeeRow[]>('/api/admin/retained-fees', 'GET'),
  /** The brief's retained fee was paid on `paidOn` ('YYYY-MM-DD'). */
  recordRetainedFeePaid: (briefId: number, paidOn: string) =>
    apiJson<RetainedFeeRow>(`/api/admin/retained-fees/${briefId}/paid`, 'POST', { paidOn }),
  /** The placement's net balance was paid on `paidOn` ('YYYY-MM-DD'). */
  recordPlacementPaid: (id: number, paidOn: string) => apiJson<PlacementRow>(`/api/admin/placements/${id}/paid`, 'POST', { paidOn }),
  /** The candidate left on `leftOn` ('YYYY-MM-DD'): the placement with the refund the server worked out. */
  recordPlacementLeft: (id: number, leftOn: string) => apiJson<PlacementRow>(`/api/admin/placements/${id}/left`, 'POST', { leftOn }),
  findPersonalData: (input: SubjectRequestInput) => apiJson<PersonalData>('/api/admin/subject-requests/search', 'POST', input),
  downloadPersonalData: (input: SubjectRequestInput) =>
    download(
      '/api/admin/subject-requests/download',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) },
      'personal-data.zip',
    ),
  erasePersonalData: (email: string) =>
    apiJson<{ counts: PersonalDataCounts }>('/api/admin/subject-requests/erasure', 'POST', { email, confirmEmail: email }),

  dataRequests: () => apiJson<TimedDataRequest[]>('/api/admin/data-requests', 'GET'),
  logDataRequest: (input: DataRequestInput) => apiJson<TimedDataRequest>('/api/admin/data-requests', 'POST', input),
  dataRequestStep: (id: number, step: DataRequestStep, on?: string) =>
    apiJson<TimedDataRequest>(`/api/admin/data-requests/${id}/steps`, 'POST', { step, on }),
  /** An inspection pack (regulation 29): a client's or a person's records as a zip. */
  downloadRecords: (of: 'clients' | 'people', id: number) => download(`/api/admin/${of}/${id}/records`, { method: 'GET' }, 'records.zip'),
};
