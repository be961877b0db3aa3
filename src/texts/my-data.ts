/**
 * The words of "My data" (docs/decisions/people.md): the /my page, its sign-in link and its email, the
 * link's page, and the signed-in view the island draws.
 */
import { site } from '../config/site';
import type { MailContent } from './mail-content';
import { footer } from './emails';
import { INTRODUCTION_PLAIN } from './introductions';
import { KEEP_DETAILS_MONTHS, REGISTRATION_LABELS } from './registration';

/** How long a sign-in link works, and how long a session lasts without a request. */
export const MY_LINK_MINUTES = 15;
export const MY_IDLE_MINUTES = 30;

export const MY_PAGE = {
  title: 'My data',
  description: `See and change what ${site.name} holds about you, download it, or have it erased. No password needed.`,
  intro:
    'See what we hold about you: your applications, registration, consents and CV. Change your preferences, withdraw a consent, download everything, or have it all erased.',
  signInHeading: 'Sign in with your email',
  signInIntro: `We will email you a link that signs you in. It works once, for ${MY_LINK_MINUTES} minutes. Use the address you applied or registered with.`,
  email: 'Email address',
  send: 'Email me a sign-in link',
  registeredLink: 'See and change your data on the My data page',
} as const;

/** The answer to a request for a link: the same whether or not the address is known. */
export const MY_LINK_SENT = {
  title: 'Check your email',
  body: `If we hold details under that address, we have emailed it a sign-in link. It works once, for ${MY_LINK_MINUTES} minutes. Nothing arrived? Check your spam folder, or ask again in a few minutes.`,
} as const;

export const MY_LINK_FAILURE = { title: 'Sign-in link not sent', fallback: 'We could not send a sign-in link' } as const;

export const MY_LINK_PAGE = {
  title: 'Sign in to My data',
  body: 'Press Continue to sign in and see the data we hold about you.',
  continue: 'Continue',
  invalidTitle: 'This sign-in link no longer works',
  invalid: `A sign-in link works once, for ${MY_LINK_MINUTES} minutes. Ask for a new one on the My data page.`,
  again: 'Ask for a new link',
  tooManyTitle: 'Too many requests',
} as const;

/** The sign-in link's email. */
export function mySignInLinkMail(link: string): MailContent {
  return {
    subject: `Your ${site.name} sign-in link`,
    heading: 'Sign in to My data',
    paragraphs: [
      ['Someone, we hope you, asked to see the data we hold about this email address.'],
      [`The link works once, for ${MY_LINK_MINUTES} minutes. It opens a page with a Continue button that signs you in.`],
    ],
    action: { text: 'Open My data', href: link },
    closing: [['If you did not ask for this, ignore this email: nobody can sign in without it.']],
    footer: footer(),
  };
}

/** The signed-in view. */
export const MY_VIEW = {
  signedInAs: (name: string) => (name ? `Signed in as ${name}` : 'Signed in'),
  signOut: 'Sign out',
  applications: 'Applications',
  noApplications: 'You have not applied for a job with us.',
  generalApplication: 'General application (no particular role)',
  roleAt: (title: string, company: string) => `${title} at ${company}`,
  sent: 'Sent',
  status: 'Status',
  registrations: 'Registrations',
  noRegistrations: 'You have not registered with us.',
  registered: 'Registered',
  register: 'Register with us',
  consents: 'Consents',
  noConsents: 'You have given us no consents.',
  consentNames: {
    'find-work': 'Finding you work and contacting you about suitable roles',
    'keep-details': `Keeping your details for ${KEEP_DETAILS_MONTHS} months to consider you for future roles`,
  },
  given: 'Given',
  expires: 'Ends',
  withdrawn: 'Withdrawn',
  renew: 'Renew',
  withdraw: 'Withdraw',
  preferences: 'Preferences',
  preferencesNeedRegistration: 'Your preferences and CV are kept with a registration. Register to tell us what you want.',
  labels: {
    interests: REGISTRATION_LABELS.interests,
    locations: REGISTRATION_LABELS.locations,
    salaryFloor: REGISTRATION_LABELS.salaryFloor,
    earliestStart: REGISTRATION_LABELS.earliestStart,
    cv: REGISTRATION_LABELS.cv,
    hideFrom: REGISTRATION_LABELS.hideFrom,
  },
  none: 'None given',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Saved',
  cv: 'CV',
  noCv: 'No CV held.',
  replaceCv: 'Replace CV',
  hideFrom: 'Employers we must never put you forward to',
  hideFromHint: 'One employer a line.',
  introductions: INTRODUCTION_PLAIN.heading,
  noIntroductions: 'We have not asked you about putting you forward for any role.',
  asked: INTRODUCTION_PLAIN.asked,
  jobAlerts: 'Job alerts',
  noJobAlerts: 'You have no job alerts.',
  manage: 'Manage',
  pending: 'Waiting for you to confirm by email',
  download: 'Download my data',
  downloadIntro: 'One zip file with everything we hold about you, and your CVs.',
  erase: 'Erase everything',
  eraseIntro: 'Have us erase everything we hold about you. You will be asked to confirm first.',
  eraseRemoves:
    'This erases your applications and CVs, your registrations, consents and hide-from list, messages you sent us through the website, your blog comments, your job alerts, and the emails we sent you about them, under every email address of yours we hold.',
  eraseKeeps:
    'What we must keep: a record that an erasure was made, when, and how many items it removed, with your email address only in a coded form (a hash) that does not name you: data-protection law (UK GDPR, article 5(2)) requires us to be able to show we did as you asked. And if we asked you about putting you forward to an employer, the record of each such introduction (the role, the employer, when, your answer and what followed) with your name and email address: the law on employment agencies (regulation 29 of the Conduct of Employment Agencies and Employment Businesses Regulations 2003) requires us to keep it for at least a year after our last service to you.',
  eraseFinal: 'It cannot be undone. You will be signed out.',
  eraseConfirm: 'Yes, erase everything',
  erased: 'We have erased everything we held about you. You are welcome to apply or register again at any time.',
  failed: 'Something went wrong. Please try again.',
  signedOut: 'Your session has ended. Sign in again to see your data.',
} as const;

export const MY_MESSAGES = {
  confirmErase: 'Confirm the erasure',
  noRegistration: 'Register first: preferences and a CV are kept with a registration',
  cvRequired: 'Choose a CV file',
  names: 'Give a list of employer names',
} as const;

/** The application form's words for the fields a native sign-in form may name. */
export const MY_LINK_LABELS = { email: MY_PAGE.email } as const;
