/** What the office reads in the dashboard and the other admin pages: toasts, confirmations, empty states, labels. */
import { responseHours } from '../config/site';
import { countOf } from '../utils/plural';

/** The promise the dashboard holds the office to: "over 48 hours". */
const overPromise = `over ${responseHours.application} hours`;
/** Alert emails a send-time check withdrew: every job in them had closed while the mail server was down. */
const alertsWithdrawn = 'withdrawn (their jobs closed before sending)';

/** The "Please try again." under a failure toast when the server gave no message. */
export const TRY_AGAIN = 'Please try again.';

/** The dashboard's header and its tabs (spec 2; Clients: docs/decisions/employers.md; People: people.md). */
export const DASHBOARD_TEXT = {
  welcome: (name: string) => `Welcome, ${name}`,
  signedInAs: (email: string) => `Admin dashboard · signed in as ${email}`,
  logOut: 'Log Out',
  sections: 'Dashboard sections',
  tabs: {
    overview: 'Overview',
    jobs: 'Jobs',
    blog: 'Blog',
    comments: 'Comments',
    applications: 'Applications',
    contacts: 'Contacts',
    clients: 'Clients',
    people: 'People',
    placements: 'Placements',
  },
} as const;

/** The words shared by the dashboard's lists and their buttons. */
export const LIST_TEXT = {
  view: 'View',
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  previous: 'Previous',
  next: 'Next',
  notGiven: 'Not given',
  /** A list that could not be loaded: `what` is 'jobs', 'posts', 'the overview'... */
  loadFailed: (what: string) => `Could not load ${what}: `,
  search: (what: string) => `Search ${what}`,
  noMatch: (what: string, q: string) => `No ${what} match '${q}'.`,
  none: (what: string) => `No ${what} yet.`,
  noneFiltered: (what: string) => `No ${what} match these filters.`,
  pages: (what: string) => `${what} pages`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  opensInNewTab: '(opens in a new tab)',
} as const;

/** The Applications and Contacts tables (docs/decisions/admin.md): their columns, sorting, filters, waiting times and detail panel. */
export const TABLE_TEXT = {
  columns: { name: 'Name', role: 'Role', subject: 'Subject', received: 'Received', status: 'Status', waiting: 'Time waiting' },
  /** The sort button's name says what a press does next. */
  sortBy: (column: string, direction: 'asc' | 'desc') => `Sort by ${column}, ${direction === 'asc' ? 'ascending' : 'descending'}`,
  statusFilter: 'Status',
  statusFilterLabel: (what: string) => `Filter ${what} by status`,
  allStatuses: 'All statuses',
  overdueStatus: `Waiting ${overPromise}`,
  /** Whole hours a new one has waited: '5 hours', '2 days 3 hours'. */
  waited: (hours: number) => {
    if (hours < 1) return 'Under an hour';
    const days = Math.floor(hours / 24);
    const rest = hours % 24;
    if (days === 0) return countOf(rest, 'hour');
    return rest ? `${countOf(days, 'day')} ${countOf(rest, 'hour')}` : countOf(days, 'day');
  },
  /** A row no longer new waits for nothing. */
  notWaiting: 'Not waiting',
  overdue: `Over ${responseHours.application} hours`,
  overdueLabel: `Still new ${overPromise} after it arrived`,
  open: (name: string) => `Open ${name}`,
  close: 'Close',
  closeLabel: (name: string) => `Close the details of ${name}`,
  detailsOf: (name: string) => `Details of ${name}`,
  scrollHint: 'Scroll sideways to see every column.',
  /** The status select changes nothing by itself: Save does. */
  saveStatus: 'Save status',
  unsaved: 'Not saved: press Save status.',
} as const;

/** The question before a delete (spec 8); `what` names it: "the job 'Sales Executive'". */
export const CONFIRM_DELETE_TEXT = {
  title: 'Delete?',
  question: (what: string) => `Are you sure you want to delete ${what}? This action cannot be undone.`,
} as const;

/** The Jobs tab (spec 2, 8). */
export const JOBS_TEXT = {
  heading: 'Jobs',
  add: 'Add Job',
  list: 'All jobs',
  empty: 'No jobs yet. Add the first one.',
  created: 'Job created successfully',
  createFailed: 'Failed to create job',
  updated: 'Job updated successfully',
  updateFailed: 'Failed to update job',
  activated: 'Job activated successfully',
  deactivated: 'Job deactivated successfully',
  activate: 'Activate',
  deactivate: 'Deactivate',
  expired: 'Expired',
  expires: 'Expires',
  active: 'Active',
  inactive: 'Inactive',
  posted: 'Posted',
  applicationCount: (n: number) => (n === 1 ? '1 application' : `${n} applications`),
  useActiveBox: 'Use the Active box in the open form',
  deleteWhat: (title: string) => `the job '${title}'`,
  deleted: 'Job deleted successfully',
  deleteFailed: 'Failed to delete job',
} as const;

/** The Blog tab (spec 2, 4, 8). */
export const BLOG_TEXT = {
  heading: 'Blog posts',
  upload: 'Upload Word Document',
  add: 'Add Post',
  list: 'All blog posts',
  empty: 'No blog posts yet.',
  created: 'Blog post created successfully',
  createFailed: 'Failed to create blog post',
  updated: 'Blog post updated successfully',
  updateFailed: 'Failed to update blog post',
  draft: 'Draft',
  scheduledFor: 'Scheduled for',
  published: 'Published',
  deleteWhat: (title: string) => `the post '${title}'`,
  deleted: 'Blog post deleted successfully',
  deleteFailed: 'Failed to delete blog post',
} as const;

/** Sharing a post on LinkedIn (spec 4, 7). */
export const LINKEDIN_SHARE_TEXT = {
  posted: 'Posted to LinkedIn',
  share: 'Post to LinkedIn',
  sharing: 'Posting…',
  shareLabel: (title: string) => `Post ${title} to LinkedIn`,
  success: 'Successfully posted to LinkedIn',
  failure: 'LinkedIn posting failed',
  /** Spec 7: the message read from the answer, else this. */
  fallback: 'Failed to post to LinkedIn',
} as const;

/** The Comments tab (spec 2, 4). */
export const COMMENTS_TEXT = {
  pendingBadge: 'Pending Review',
  approve: 'Approve',
  approveLabel: (author: string) => `Approve comment by ${author}`,
  approved: 'Comment approved successfully',
  approveFailed: 'Failed to approve comment',
  deleteLabel: (author: string) => `Delete comment by ${author}`,
  /** Deleting a comment deletes its replies too: the question says so. */
  deleteWhat: (author: string, replies: number) =>
    `the comment by ${author}${replies ? ` and its ${replies} ${replies === 1 ? 'reply' : 'replies'}` : ''}`,
  deleted: 'Comment deleted successfully',
  deleteFailed: 'Failed to delete comment',
  pending: { heading: 'Pending review', label: 'Pending comments', empty: 'No comments are waiting for review.' },
  approvedList: { heading: 'Approved', label: 'Approved comments', empty: 'No approved comments yet.' },
} as const;

/** The confirmation showing a candidate's "not taken forward" email before it goes (applications, introductions). */
export const EMAIL_CONFIRMATION_TEXT = {
  loading: 'Loading the email…',
  loadFailed: 'The email could not be shown: ',
  subject: 'Subject',
  emailLabel: 'The email the candidate would receive',
} as const;

/** The Applications tab (spec 2, 8). */
export const APPLICATIONS_TEXT = {
  heading: 'Applications',
  received: 'Received',
  status: 'Status',
  statusOf: (name: string) => `Status of ${name}`,
  statusUpdated: 'Application status updated',
  statusFailed: 'Failed to update application status',
  saveStatusOf: (name: string) => `Save status of ${name}`,
  /** Marking an application Unsuccessful: the confirmation that shows the candidate's email, and Undo while it waits. */
  unsuccessful: {
    title: (name: string) => `Mark ${name} unsuccessful?`,
    tellTitle: (name: string) => `Tell ${name} their application is not taken forward?`,
    intro: (recipient: string, minutes: number) =>
      `This email can go to ${recipient}. It waits ${minutes} minutes before it is sent, and Undo beside the status withdraws it until then. They are emailed once per application.`,
    send: 'Save and send this email',
    sendOnly: 'Send this email',
    withoutEmail: 'Save without emailing',
    tell: 'Tell the candidate…',
    told: (date: string) => `The candidate was told on ${date}.`,
    waiting: (time: string) => `The email to the candidate goes at ${time} unless you undo it.`,
    saved: (name: string, time: string) => `${name}: Unsuccessful. The email goes at ${time} unless you undo it.`,
    undo: 'Undo',
    undoLabel: (name: string) => `Undo marking ${name} unsuccessful and withdraw the email`,
    undone: 'Email withdrawn and status restored',
    undoneDescription: (name: string, status: string) => `${name}: ${status}. Nothing was sent.`,
    undoFailed: 'Could not undo',
    sent: 'Email queued',
  },
  fields: {
    email: 'Email',
    phone: 'Phone',
    degree: 'Psychology degree',
    interest: 'Area of interest',
    bio: 'About',
    consent: 'Consent to processing',
    cv: 'CV',
    role: 'Role',
  },
  generalApplication: 'General application (no particular role)',
  roleName: (title: string, company: string) => `${title} at ${company}`,
  roleFilter: 'Role',
  roleFilterLabel: 'Filter applications by role',
  allRoles: 'All roles',
  generalRoles: 'General applications',
  roleOption: (title: string, company: string, n: number) => `${title} at ${company} (${n})`,
  appliedBefore: (n: number) => (n === 1 ? 'Applied before (1 earlier application)' : `Applied before (${n} earlier applications)`),
  showEarlier: (name: string) => `Show every application from ${name}`,
  showEarlierShort: 'Show all from this address',
  fromAddress: (email: string) => `Showing applications from ${email}`,
  clearAddress: 'Show everyone',
  consentGiven: 'Given',
  noCv: 'None',
  downloadCv: 'Download CV',
  downloadCvOf: (name: string) => `Download CV of ${name}`,
  deleteWhat: (name: string) => `the application from ${name}`,
  deleteLabel: (name: string) => `Delete application from ${name}`,
  deleted: 'Application deleted successfully',
  deleteFailed: 'Failed to delete application',
} as const;

/** The Contacts tab and its data-protection complaints (spec 2, 8). */
export const CONTACTS_TEXT = {
  heading: 'Contact enquiries',
  deleteWhat: (name: string) => `the enquiry from ${name}`,
  deleteLabel: (name: string) => `Delete enquiry from ${name}`,
  deleted: 'Contact deleted successfully',
  deleteFailed: 'Failed to delete contact',
  fields: { email: 'Email', subject: 'Subject', received: 'Received', message: 'Message' },
  subjectFilter: 'Subject',
  subjectFilterLabel: 'Filter enquiries by subject',
  allSubjects: 'All subjects',
  status: 'Status',
  statusOf: (name: string) => `Status of the enquiry from ${name}`,
  saveStatusOf: (name: string) => `Save status of the enquiry from ${name}`,
  statusUpdated: 'Enquiry status updated',
  statusFailed: 'Failed to update enquiry status',
} as const;

/** An enquiry marked as a data-protection complaint: its stages, buttons and toasts. */
export const COMPLAINT_TEXT = {
  updated: 'Enquiry updated',
  updateFailed: 'Failed to update enquiry',
  /** What the toast says each stage now means. */
  stageToasts: {
    none: () => 'No longer a data-protection complaint',
    open: (due: string) => `Data-protection complaint: acknowledge by ${due}`,
    acknowledged: () => 'Complaint acknowledged: tell the outcome without undue delay',
    answered: () => 'Complaint outcome told',
  },
  forWhom: (name: string) => ` (enquiry from ${name})`,
  badge: 'Data-protection complaint',
  overdue: 'Acknowledgement overdue: it was due by ',
  acknowledgeBy: 'Acknowledge by ',
  /** Beside an acknowledged complaint: the deadline it met (30 days from receipt). */
  wasDueBy: 'Acknowledgement due by ',
  markComplaint: 'Mark as data-protection complaint',
  markAcknowledged: 'Mark acknowledged',
  markAnswered: 'Mark outcome told',
  reopen: 'Reopen',
  notComplaint: 'Not a complaint',
} as const;

/** The Clients tab (docs/decisions/employers.md): employers, their contacts, briefs and acceptances of the agreement. */
export const CLIENTS_TEXT = {
  heading: 'Clients',
  what: 'clients',
  search: 'Search clients, contacts and roles',
  columns: { company: 'Company', briefs: 'Briefs', contacts: 'Contacts', lastService: 'Last service' },
  briefCount: (total: number, fresh: number) => `${countOf(total, 'brief')}${fresh ? ` (${fresh} new)` : ''}`,
  fields: { address: 'Address', website: 'Website', lastService: 'Last service', since: 'Client since' },
  contactsHeading: 'Contacts',
  briefsHeading: 'Briefs',
  acceptancesHeading: 'Acceptances of the agreement',
  noAcceptances: 'None kept.',
  brief: (roleTitle: string, id: number) => `${roleTitle} (brief ${id})`,
  briefFields: {
    status: 'Status',
    waiting: 'Time waiting',
    agreementVersion: 'Agreement version',
    submitted: 'Sent',
    confirmed: 'Confirmed',
    statusChanged: 'Status last changed',
    jobs: 'Jobs made from it',
  },
  status: 'Status',
  statusOf: (roleTitle: string) => `Status of the brief for ${roleTitle}`,
  saveStatusOf: (roleTitle: string) => `Save status of the brief for ${roleTitle}`,
  statusUpdated: 'Brief status updated',
  statusFailed: 'Failed to update the brief status',
  draftJob: 'Create draft job',
  draftJobLabel: (roleTitle: string) => `Create a draft job from the brief for ${roleTitle}`,
  draftJobCreated: 'Draft job created',
  draftJobFailed: 'Failed to create the draft job',
  draftJobMade: (title: string, id: number) => `Draft job ${id}, ${title}, is saved inactive: complete and activate it in the Jobs tab.`,
  jobLink: (id: number) => `Job ${id}`,
  openJobs: 'Open the Jobs tab',
  acceptance: (version: number) => `Version ${version}`,
  acceptanceFields: {
    confirmed: 'Confirmed',
    by: 'By',
    signedAs: (signature: string, contact: string, jobTitle: string) => `${signature} (${contact}, ${jobTitle})`,
    authority: 'Authority to instruct',
    authorityConfirmed: 'Confirmed by the contact',
    brief: 'Brief',
    sha256: 'SHA-256 of the text accepted',
  },
} as const;

/** The Overview tab (spec 2). */
export const OVERVIEW_TEXT = {
  loadFailed: 'Could not load the overview: ',
  jobs: 'Total Jobs',
  activeJobs: (n: number) => `${n} active`,
  posts: 'Blog Posts',
  applications: 'Applications',
  recentApplications: (n: number, days: number) => `${n} in the last ${days} days`,
  contacts: 'Contact Enquiries',
  /** The noun countOf makes plural: "2 open data-protection complaints". */
  openComplaint: 'open data-protection complaint',
  overdueComplaints: (n: number) => `${n} not acknowledged in time`,
  /** The 48-hour promise: how many applications and enquiries are still new past it. */
  waitingHeading: 'Waiting for an answer',
  waiting: (n: number) => `${n} waiting ${overPromise}`,
  waitingApplications: (n: number) => countOf(n, 'application'),
  waitingEnquiries: (n: number) => countOf(n, 'enquiry', 'enquiries'),
  waitingBriefs: (n: number) => countOf(n, 'brief'),
  waitingNone: `Every application, enquiry and brief has been taken up within ${responseHours.application} hours.`,
  briefs: 'New vacancy briefs',
  briefsNote: 'Confirmed by the employer, not yet taken up',
  jobAlerts: 'Job alert subscribers',
  pendingAlerts: (n: number) => `${n} waiting for confirmation`,
  lastAlertRun: (date: string, r: { sent: number; failed: number; waiting: number; withdrawn: number }) =>
    `Last alerts (${date}): ${r.sent} sent, ${r.failed} failed${r.waiting ? `, ${r.waiting} waiting` : ''}${r.withdrawn ? `, ${r.withdrawn} ${alertsWithdrawn}` : ''}`,
  noAlertRun: 'No alerts sent yet',
  failedAlerts: (n: number) => `${n} alert emails failed: see Email notifications`,
  quickActions: 'Quick actions',
  viewBlog: 'View Blog',
  viewJobs: 'View Jobs',
  directoryHelper: 'Directory Helper',
} as const;

/** The Overview's list of job alert subscribers (docs/decisions/job-alerts.md): see each, delete one. */
export const JOB_ALERT_SUBSCRIBERS_TEXT = {
  heading: 'Job alert subscribers',
  what: 'subscribers',
  one: 'subscriber',
  label: 'Job alert subscribers',
  status: { pending: 'Waiting for confirmation', confirmed: 'Confirmed' },
  frequency: { daily: 'Daily', weekly: 'Weekly' },
  subscribed: (date: string) => `Subscribed ${date}`,
  lastSent: (date: string) => `last alert ${date}`,
  neverSent: 'no alert sent yet',
  /** Names the visible 'Delete' (label in name) and whose alert it ends. */
  deleteLabel: (email: string) => `Delete the job alert for ${email}`,
  deleteWhat: (email: string, criteria: string) => `the job alert for ${email} (${criteria})`,
  deleted: 'Job alert deleted: nothing more will be sent to it',
  deleteFailed: 'Failed to delete the job alert',
} as const;

/** The Export buttons (spec 2, 8); `title` names the data, `format` is CSV or DOCX. */
export const EXPORT_TEXT = {
  success: 'Export successful',
  exported: (title: string, format: string) => `${title} exported as ${format} file`,
  failure: 'Export failed',
  failureDescription: 'Unable to export data. Please try again.',
  exporting: 'Exporting…',
  button: (format: string) => `Export ${format}`,
  label: (title: string, format: string) => `Export ${title} as ${format}`,
} as const;

/** The email notifications panel. */
export const MAIL_PANEL_TEXT = {
  title: 'Email notifications',
  needsAttention: 'Needs attention',
  on: 'On',
  off: 'Off',
  checking: 'Checking...',
  offText:
    'Email is off here: you are not emailed about new applications and enquiries, and senders get no receipt. Everything received is in the tabs below.',
  onText: 'Email is on: you are told of each application and enquiry, and senders get a receipt.',
  waiting: (n: number) => ` ${n} waiting to be sent.`,
  whyWaiting: (errors: readonly string[]) => ` Why they are waiting: ${errors.join('; ')}`,
  problems: 'Email settings problems',
  failed: (n: number) => (n === 1 ? '1 email could not be sent' : `${n} emails could not be sent`),
  attempts: (attempts: number | undefined) => ` after ${attempts ?? 'several'} attempts:`,
  retried: 'Emails queued to send again',
  retryFailed: 'Emails could not be queued',
  retry: 'Send again',
  waitingReminder: `Daily reminder of applications and enquiries still new ${overPromise}`,
  waitingReminderHint: 'Sent at 7am UK winter time (8am in summer) when any are waiting, while email is on.',
  reminderState: (on: boolean) => (on ? 'The daily reminder is on' : 'The daily reminder is off'),
  preferencesSaved: 'Email preferences saved',
  preferencesFailed: 'Email preferences could not be saved',
  jobAlerts: ({
    days,
    sent,
    waiting,
    failed,
    withdrawn,
  }: {
    days: number;
    sent: number;
    waiting: number;
    failed: number;
    withdrawn: number;
  }) =>
    `Job alert emails in the last ${days} days: ${sent} sent, ${waiting} waiting, ${failed} failed${withdrawn ? `, ${withdrawn} ${alertsWithdrawn}` : ''}.`,
} as const;

/** The site update panel's frame (its sentences are in site-updates.ts). */
export const REBUILD_PANEL_TEXT = {
  title: 'Public site',
  checking: 'Checking...',
  details: 'Details for whoever looks after the website',
  requested: 'Site update requested',
  failed: 'Site update failed',
  updateNow: 'Update site now',
} as const;

/** The data-protection requests panel (find, download, erase everything about an email address). */
/** Requests logged to time them (UK GDPR Article 12A), in the data-protection requests panel. */
export const DATA_REQUESTS_TEXT = {
  heading: 'Requests and their due dates',
  intro:
    'Log each request when it arrives. When you ask the person for proof of identity, the month starts again from the day it arrives; while you wait for a clarification, the clock stops (UK GDPR Article 12A).',
  email: 'Requester’s email address',
  kind: 'Request',
  receivedOn: 'Received on',
  note: 'Note (how it arrived)',
  log: 'Log request',
  logged: 'Request logged',
  logFailed: 'Could not log the request',
  stepDone: 'Request updated',
  stepFailed: 'Could not update the request',
  due: (day: string) => `Due by ${day}`,
  waitingIdentity: 'Waiting for proof of identity: the month starts when it arrives',
  paused: 'Paused: waiting for clarification',
  completed: (day: string) => `Completed on ${day}`,
  pausedDays: (n: number) => (n ? ` (${n} ${n === 1 ? 'day' : 'days'} paused)` : ''),
  received: (day: string) => `received ${day}`,
  forRequest: (id: number) => ` (request ${id})`,
} as const;

/** The inspection pack's controls (regulation 29): the button on a client's panel and a person's page, and the by-number form. */
export const RECORDS_PACK_TEXT = {
  button: 'Download records',
  heading: 'Records for an inspection',
  intro:
    "A client's or a person's records as regulation 29 asks them to be produced: a zip of spreadsheets (CSV) with a README. Each download is recorded in the audit log.",
  clientNumber: 'Client number',
  personNumber: 'Person number',
  clientButton: 'Download client records',
  personButton: 'Download person records',
  downloaded: 'Records downloaded',
  failed: 'Could not download the records',
} as const;

export const SUBJECT_REQUESTS_TEXT = {
  heading: 'Data protection requests',
  intro:
    'Find, download or erase everything held about one email address: applications, CVs, enquiries, comments, job alerts and the emails about them. A comment someone else has replied to is emptied, not deleted, so their reply stays.',
  email: 'Email address',
  find: 'Find data',
  download: 'Download (zip)',
  searched: 'Search complete',
  searchFailed: 'Search failed',
  downloaded: 'Download ready',
  downloadFailed: 'Download failed',
  erased: 'Data erased',
  eraseFailed: 'Erasure failed',
  eraseWhat: (email: string) => `all applications, CVs, enquiries, comments, job alerts and emails of ${email}`,
  eraseLabel: (email: string | undefined) => `Delete all data held about ${email ?? 'an email address'}`,
  /** Who made a recorded request: an admin, or the person withdrawing from their application's status link. */
  requestedBy: (adminEmail: string | null) => adminEmail ?? 'the person (withdrew from their status link)',
} as const;

/** The job form (spec 2). */
export const JOB_FORM_TEXT = {
  /** A job made from a confirmed brief: its authority (regulation 27(2)). */
  fromBrief: (id: number) => `Advertised on the employer’s confirmed brief #${id} (see Clients).`,
  heading: (title: string | undefined) => (title === undefined ? 'Add Job' : `Edit job: ${title}`),
  labels: {
    title: 'Job Title',
    company: 'Company',
    location: 'Location',
    type: 'Job Type',
    workplace: 'Workplace',
    engagement: 'Permanent or temporary',
    minimumRequirements: 'Minimum experience, training or qualifications',
    authorityNote: 'Employer’s instruction',
    salary: 'Salary',
    expiresAt: 'Expiry date',
    description: 'Description',
    requirements: 'Requirements',
    benefits: 'Benefits',
    applicationUrl: 'Application URL',
    contactEmail: 'Contact Email',
  },
  hints: {
    workplace: 'Remote jobs are listed by Google as work from home in the UK; the type Remote is always remote',
    salary: 'Optional, e.g. £26,000 - £30,000 + commission',
    expiresAt: 'Optional: the job leaves the site at the end of this day (UK time)',
    applicationUrl: 'Optional: shows an Apply Now button',
    contactEmail: 'Optional: shows a Contact Employer button',
  },
  active: 'Active (shown on the site)',
  choose: 'Choose...',
  advertRuleHeading: 'What the advert must say',
  saving: 'Saving...',
  save: 'Save Changes',
  create: 'Create Job',
} as const;

/** The blog post form and its preview (spec 2, 4). */
export const POST_FORM_TEXT = {
  heading: (title: string | undefined) => (title === undefined ? 'Add Post' : `Edit post: ${title}`),
  labels: {
    title: 'Title',
    slug: 'Slug',
    category: 'Category',
    author: 'Author',
    excerpt: 'Excerpt',
    content: 'Content',
    scheduleAt: 'Publish at (UK time)',
  },
  hints: {
    slugEdit: 'Changing it changes the post’s address',
    slugNew: 'Made from the title',
    excerpt: 'Optional: the summary on cards; the start of the post is used otherwise',
    content: 'Markdown, or HTML with p, h1 or h2 tags',
  },
  publishing: 'Publishing',
  modes: {
    published: 'Published',
    publish: 'Publish now',
    schedule: 'Schedule for later',
    unpublish: 'Unpublish (save as draft)',
    draft: 'Save as draft',
  },
  saving: 'Saving...',
  save: 'Save Changes',
  create: 'Create Post',
  preview: 'Preview',
  previewFailed: 'Could not render the preview',
  closePreview: 'Close preview',
  previewDescription: 'The post as its public page will show it',
  rendering: 'Rendering...',
  untitled: 'Untitled',
} as const;

/** What the schedule box says about its time, beside its label 'Publish at (UK time)'. */
export const SCHEDULE_HINT =
  'UK time, whatever this computer’s time zone. On the night the clocks go back, 1:00-1:59 means the first time round (BST).';

/** Why the schedule box's time cannot be used. */
export const SCHEDULE_MESSAGES = {
  future: 'Choose a date and time in the future',
  skipped: 'That time does not exist in the UK: the clocks go forward at 1am on this day.',
} as const;

/** Every admin page: a signed-in account that is not an admin; the header of the pages outside the dashboard. */
export const ADMIN_PAGE_TEXT = {
  backToDashboard: 'Back to dashboard',
  notAdmin: 'Your account does not have admin access. Ask the site owner to make it an admin, or sign in with another account.',
} as const;

/** The Directory Submission Helper (spec 2). */
export const DIRECTORY_HELPER_TEXT = {
  heading: 'Directory Submission Helper',
  intro: (business: string, email: string) => `Everything needed to list ${business} in online directories · signed in as ${email}`,
  copied: 'Copied to clipboard',
  copyFailed: { title: 'Copy failed', description: 'Unable to copy to clipboard' },
  copy: 'Copy',
  copyLabel: (what: string) => `Copy ${what}`,
  details: {
    name: 'Business name',
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
    website: 'Website',
  },
  shortDescription: 'Short description',
  shortNote: (chars: number) => `${chars} characters maximum`,
  mediumDescription: 'Medium description',
  mediumNote: (words: number) => `${words} words maximum`,
  keywords: 'Keywords',
  keywordsNote: 'comma separated',
  businessDetails: 'Business details',
  descriptions: 'Descriptions and keywords',
  directories: 'Directories',
  directoriesLabel: 'Directories to submit to',
  priority: (priority: string) => `${priority} priority`,
  free: 'Free',
  paid: 'Paid',
  visit: (name: string) => `Visit ${name}`,
  download: 'Download Complete Business Data',
} as const;

/** The Word upload page, Blog Management (spec 2, 4); its toasts are WORD_UPLOAD_MESSAGES and upload-state.ts. */
export const WORD_UPLOAD_PAGE_TEXT = {
  heading: 'Blog Management',
  intro: 'Upload a Word document to add blog posts',
  uploadHeading: 'Upload Word Document',
  fileLabel: 'Word document (.docx or .doc)',
  selected: 'Selected:',
  progress: 'Document processing',
  processing: 'Processing document...',
  processed: 'Document processed',
  preview: 'Preview Blogs',
  uploadDirectly: 'Upload & Publish Directly',
  clear: 'Clear',
  notes: 'Notes',
  slug: 'Slug:',
  existingQuestion: 'What to do with the post at',
  excerpt: 'Excerpt:',
  content: 'Content:',
  publishing: 'Publishing...',
  publishAll: 'Publish All',
  complete: 'Upload Complete',
  successful: (n: number) => `${n} successful`,
  skipped: (n: number) => `${n} skipped`,
  failed: (n: number) => `${n} failed`,
  results: 'Results',
  another: 'Upload Another Document',
  guidelines: 'Guidelines',
  /** How each result line's mark is read out. */
  lines: { success: 'Published', warning: 'Warning', skipped: 'Skipped', failed: 'Failed' },
  /** How the preview shows each post against the posts already on the site (matched by title). */
  statuses: {
    new: { badge: 'New', text: 'A new post: it will be published at this address.' },
    unchanged: { badge: 'Unchanged', text: 'The same as the post already at this address: it will be skipped.' },
    changed: { badge: 'Changed', text: 'A changed version of the post already at this address.' },
  },
  existingChoices: {
    update: 'Update existing post (its address and comments are kept)',
    skip: 'Skip (leave the post as it is)',
  },
} as const;

/** The People tab (docs/decisions/people.md): finding a person, their page, and the possible duplicates. */
export const PEOPLE_TEXT = {
  heading: 'People',
  search: 'Search by name, email or phone',
  searchHint: 'Type part of a name or an email address, or a phone number written any way.',
  results: 'People found',
  searching: 'Searching…',
  noMatch: (q: string) => `No one matches '${q}'.`,
  tooMany: (n: number) => `Showing the ${n} most recently met: type more to narrow the search.`,
  columns: { name: 'Name', emails: 'Email addresses', firstContact: 'First contact' },
  unnamed: '(no name given)',
  loadFailed: 'Could not load this person: ',
  loading: 'Loading…',
  fields: {
    emails: 'Email addresses',
    primary: '(primary)',
    phones: 'Phones',
    linkedin: 'LinkedIn',
    firstContact: 'First contact',
    hiddenFrom: 'Never put forward to',
  },
  sections: {
    applications: 'Applications',
    registrations: 'Registrations',
    enquiries: 'Enquiries',
    jobAlerts: 'Job alerts',
    consents: 'Consents',
  },
  none: 'None',
  generalApplication: 'General application',
  cv: (fileName: string) => `CV: ${fileName}`,
  noCv: 'No CV',
  interests: (titles: string[]) => `Interested in: ${titles.join(', ') || 'not said'}`,
  locations: (names: string[]) => `Places: ${names.join(', ') || 'not said'}`,
  jobAlert: (frequency: string, status: string) =>
    `${frequency === 'daily' ? 'Daily' : 'Weekly'}, ${status === 'confirmed' ? 'confirmed' : 'not yet confirmed'}`,
  consentKinds: { 'find-work': 'Find me work', 'keep-details': 'Keep my details for future roles' } as Record<string, string>,
  granted: (date: string) => `Given ${date}`,
  expires: (date: string) => `until ${date}`,
  withdrawn: (date: string) => `withdrawn ${date}`,
  duplicates: {
    heading: 'Possible duplicates',
    intro:
      'People who gave the same phone or LinkedIn profile. Merge them if they are one person; otherwise say so and the pair is not suggested again.',
    none: 'No possible duplicates.',
    pair: (a: string, b: string) => `${a} and ${b}`,
    why: 'Why they were paired',
    sharedPhone: (phone: string) => `Same phone: ${phone}`,
    sharedLinkedin: (url: string) => `Same LinkedIn profile: ${url}`,
    holds: (applications: number, enquiries: number, jobAlerts: number) =>
      `${countOf(applications, 'application')}, ${countOf(enquiries, 'enquiry', 'enquiries')}, ${countOf(jobAlerts, 'job alert')}`,
    merge: 'Merge',
    mergeLabel: (a: string, b: string) => `Merge ${a} and ${b}`,
    mergeTitle: 'Merge into one person',
    mergeQuestion: (a: string, b: string) =>
      `${a} and ${b} become one person, holding every application, CV, registration, job alert and consent of both. This cannot be undone.`,
    primaryEmail: 'Primary email address (the one they are written to at)',
    confirmMerge: 'Merge',
    merged: 'Merged into one person',
    mergeFailed: 'Failed to merge',
    notSame: 'Not the same person',
    notSameLabel: (a: string, b: string) => `${a} and ${b} are not the same person`,
    notSameDone: 'Remembered as two people',
    notSameFailed: 'Failed to save',
  },
} as const;

/** The Placements tab (docs/decisions/placements.md). */
export const PLACEMENTS_TEXT = {
  heading: 'Placements',
  loading: 'Loading placements...',
  upcoming: 'Upcoming starts',
  fees: 'Fees due and overdue',
  rebates: 'Rebate windows closing',
  all: 'Every placement',
  none: 'None.',
  noPlacements: 'No placements yet.',
  starts: (day: string) => `starts ${day}`,
  due: (amount: string, day: string) => `${amount} due ${day}`,
  overdue: 'Overdue',
  interest: (amount: string) => `late interest so far ${amount}`,
  rebateCloses: (pct: number, day: string) => `${pct}% refund window closes ${day}`,
  /** A brief's retained fee among the fees due (its sum is the % of a salary known only at the placement). */
  retainedFee: (role: string, employer: string) => `Retained fee for ${role} at ${employer}`,
  retainedAmount: (min: string, max: string, pct: number) =>
    min === max ? `${min} (${pct}% of the salary)` : `${min} to ${max} (${pct}% of the anticipated salary)`,
  paidOn: 'Paid on',
  recordPaid: 'Record paid',
  recordPaidOf: (what: string) => `Record paid: ${what}`,
  recordedPaid: 'Payment recorded',
  recordedPaidOf: (what: string, day: string) => `${what}: paid ${day}`,
  recordFailed: 'Could not record the payment',
  /** A placement's net balance among the fees due, and the name its form and button carry. */
  netBalanceOf: (who: string) => `Net balance: ${who}`,
  /** The candidate left: the "Left on" control of a placement in the table. */
  leftOn: 'Left on',
  recordLeft: 'Record left',
  recordLeftOf: (who: string) => `Record left: ${who}`,
  confirmLeftTitle: 'Record the departure?',
  confirmLeft: (who: string, day: string) => `${who} left on ${day}. This cannot be undone here.`,
  /** The agreement's refund windows of the placement, as the server gave them. */
  refundWindows: 'The agreement refunds of the net balance:',
  refundWindow: (pct: number, amount: string, weeks: number, lastDay: string) =>
    `${pct}% (${amount}) if they left within ${weeks} weeks, by ${lastDay}`,
  noRefundWindows: 'This placement has no refund to give.',
  confirm: 'Record',
  recordedLeft: 'Departure recorded',
  /** The refund the server worked out for the departure. */
  refundOf: (amount: string, pct: number) => `Refund ${amount} (${pct}%)`,
  noRefund: 'No refund is due',
  recordLeftFailed: 'Could not record the departure',
  columns: ['Candidate', 'Role', 'Employer', 'Start', 'Net balance', 'Due', 'Paid', 'Left', 'Refund'] as const,
  protectionNote: 'The candidate-protection register comes with the introductions list.',
  toConfirm: 'Offers made by phone',
  confirmInWriting: (candidate: string, role: string, day: string) => `Confirm in writing the offer to ${candidate} for ${role} by ${day}`,
} as const;
