/** What people read about registering without a job: the page, its fields, consents and answers (docs/decisions/people.md). */

/** The version of the consent statements, stored with each consent given. Change it when their words change. */
export const REGISTRATION_CONSENT_VERSION = '2026-12-07';

/** Where a registration's consents were given (their `source`). */
export const REGISTRATION_SOURCE = 'register-page';

/** How long keeping a person's details for future roles lasts from its grant or renewal. */
export const KEEP_DETAILS_MONTHS = 12;

export const REGISTER_PAGE = {
  title: 'Register with us, no job needed',
  description:
    'Register with PsychGrad Sales Recruitment without applying for a job: tell us what you want, and we will contact you about suitable sales and marketing roles.',
  intro:
    'Not found the right job yet? Tell us about yourself and the roles you want, and a consultant will contact you when something suitable comes up. You need a phone number, a LinkedIn profile or a CV: any one will do.',
  /** Employment Agencies Act 1973, s.6: an agency may not charge work-seekers for finding them work. */
  free: 'Registering and our help finding work are free to candidates: the law (Employment Agencies Act 1973, section 6) does not let an agency charge you for finding you work, and we never will.',
  submit: 'Register',
  submitting: 'Registering…',
  link: 'Register with us, no job needed',
  reachLegend: 'How we can reach you',
  privacyLead: 'How we use your details, how long we keep them and your rights:',
  privacyLink: 'privacy notice',
  /** Before the link on the home page. */
  homeLead: 'Not found the right job?',
} as const;

export const REGISTRATION_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  phone: 'Phone Number',
  linkedinUrl: 'LinkedIn Profile',
  cv: 'CV',
  interests: 'Roles you are interested in',
  locations: 'Where you would work',
  salaryFloor: 'Lowest salary you would accept (£ a year)',
  earliestStart: 'Earliest start date',
  consentFindWork: 'Finding you work',
  consentKeepDetails: 'Keeping your details',
  jobAlerts: 'Job alerts',
  hideFrom: 'Employers we must never put you forward to',
} as const;

/** The consent statements, each its own box. */
export const REGISTRATION_CONSENTS = {
  consentFindWork: 'Find me work and contact me about suitable roles.',
  consentKeepDetails: `Keep my details for ${KEEP_DETAILS_MONTHS} months to consider me for future roles.`,
  jobAlerts: 'Email me new jobs that match what I want (you will get an email to confirm first).',
} as const;

export const REGISTRATION_HINTS = {
  reach: 'Give at least one of a phone number, a LinkedIn profile or a CV.',
  hideFrom: 'One employer a line, for example your current employer.',
  cv: 'PDF, DOC or DOCX.',
} as const;

export const REGISTRATION_MESSAGES = {
  reachRequired: 'Give a phone number, a LinkedIn profile or a CV, so we can reach you',
  linkedin: 'Enter your LinkedIn profile address, for example https://www.linkedin.com/in/your-name',
  consentFindWork: 'Please tick the box so we can find you work and contact you',
  interests: 'Choose career paths from the list',
  locations: 'Choose places from the list',
  salaryFloor: 'Enter a yearly salary in whole pounds',
  earliestStart: 'Enter a date',
  hideFrom: 'Name at most 20 employers, each in 100 characters or fewer',
} as const;

export const REGISTRATION_OUTCOME = {
  success: {
    title: 'You are registered',
    description: 'Thank you. A consultant will be in touch about suitable roles; we have emailed you a receipt.',
  },
  failure: { title: 'Registration not sent', fallback: 'We could not register you' },
} as const;

/** The keep-my-details renewal link's page (GET shows, its button POSTs) and what it answers. */
export const RENEWAL_PAGES = {
  source: 'renewal-link',
  renew: {
    title: 'Keep your details for another year?',
    body: (until: string) =>
      `You asked us to keep your details to consider you for future roles. That ends on ${until}: unless you renew, we will then delete your registration and CV.`,
    question: `Renew to keep them for another ${KEEP_DETAILS_MONTHS} months from today. You can withdraw at any time.`,
    button: `Keep my details for ${KEEP_DETAILS_MONTHS} more months`,
  },
  renewed: {
    title: 'Your details are kept',
    body: (until: string) =>
      `Thank you. We will keep your details to consider you for future roles until ${until}, and ask you again before then.`,
  },
  invalid: {
    title: 'This link does not work',
    body: 'The link has been used already, or the time it was for has ended. If you would like us to keep your details, please register again.',
  },
  tooMany: 'Too many requests',
  register: 'Register with us',
} as const;
