/** What visitors read on the public forms: the application (with its CV picker), contact and comment forms. */
import { COMMENT_MIN_LENGTH, CV_MAX_MB } from '../config/form-limits';
import { responseHours, site } from '../config/site';

/** The CV picker's messages, shown to the visitor and given by the API. */
export const CV_MESSAGES = {
  required: 'CV file is required',
  invalidType: { title: 'Invalid File Type', description: 'Please upload a PDF, DOC, or DOCX file.' },
  tooLarge: { title: 'File Too Large', description: `File size must be less than ${CV_MAX_MB}MB.` },
  /** A Word file whose inside the server's check refuses (damaged, a zip bomb, false sizes): never judged in the browser. */
  unreadable:
    'This Word file cannot be opened safely: it is damaged, or far larger inside than a CV. Please save it again, or upload it as a PDF.',
} as const;

/** The application form's field labels, also naming the fields on the no-JavaScript problem page. */
export const APPLICATION_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  phone: 'Phone Number',
  degree: 'Psychology Degree',
  interest: 'Area of Interest',
  bio: 'About You',
  cv: 'Upload CV',
  consent: 'Privacy notice consent',
  jobId: 'Role',
} as const;

/** The application's role (docs/decisions/forms-and-uploads.md): how a job page offers it and the form names it, and why one is refused. */
export const ROLE_MESSAGES = {
  apply: 'Apply for this role',
  applying: (title: string, company: string) => `Applying for ${title} at ${company}`,
  general: 'Apply generally instead',
  generalHint: 'Your CV will then be considered for all our roles, not only this one.',
  closed:
    'This role has closed and is no longer taking applications. You can still apply generally, and we will consider you for our other roles.',
} as const;

/** What the visitor is told after submitting (spec 8), by the toast or by the page a browser lands on. */
export const APPLICATION_OUTCOME = {
  success: {
    title: 'Application Submitted!',
    description: `We'll review your application and contact you within ${responseHours.application} hours.`,
  },
  failure: { title: 'Submission Failed', fallback: 'Failed to submit application' },
} as const;

/**
 * The confirmation that replaces a form once it is sent (docs/decisions/forms-and-uploads.md), beside the spec's toast: thanks,
 * the reference, what happens next and when, and a way to send another.
 */
export const CONFIRMATION_TEXT = {
  application: {
    heading: 'Thank you: your application has been sent',
    next: [
      `A consultant reads your CV within ${responseHours.cvReview} hours.`,
      `We will call or email you within ${responseHours.application} hours to talk through suitable roles and next steps.`,
      'We have emailed you a receipt. You do not need to do anything else.',
    ],
    another: 'Send another application',
  },
  enquiry: {
    heading: 'Thank you: your message has been sent',
    next: [`We read every message during office hours (${site.officeHours}) and reply by email.`, 'We have emailed you a receipt.'],
    another: 'Send another message',
  },
  reference: 'Your reference',
  referenceHint: 'Quote it if you call or email us about this.',
  /** The prebuilt page a form without JavaScript lands on holds nothing of one submission: the receipt does. */
  referenceInReceipt: 'Your reference is in the receipt: quote it if you call or email us about this.',
} as const;

/** The contact form's field labels, also naming the fields on the no-JavaScript problem page. */
export const CONTACT_LABELS = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' } as const;

/** What the visitor is told after sending (spec 8), by the toast or by the page a browser lands on. */
export const CONTACT_OUTCOME = {
  success: { title: 'Message Sent!', description: "We'll get back to you soon." },
  failure: { title: 'Failed to Send', fallback: 'Failed to send message' },
} as const;

/** The comment form's validation messages. */
export const COMMENT_MESSAGES = {
  name: 'Name is required',
  content: `Comment must be at least ${COMMENT_MIN_LENGTH} characters`,
  website: 'Website must be a web address starting with http:// or https://',
  post: 'Unknown blog post',
} as const;

/** The comment form's labels, for the form and for naming a field on the no-JavaScript problem page. */
export const COMMENT_LABELS = {
  authorName: 'Name',
  authorEmail: 'Email',
  authorWebsite: 'Website (optional)',
  content: 'Comment',
} as const;

/** The comment form's other wording, the same in the island and on the no-JavaScript comments page. */
export const COMMENT_FORM_TEXT = {
  heading: 'Leave a Comment',
  replyHeading: (authorName: string) => `Reply to ${authorName}`,
  submit: 'Post Comment',
  submitReply: 'Post Reply',
  emailHint: 'Never shown publicly.',
  contentHint: `At least ${COMMENT_MIN_LENGTH} characters. Comments appear once approved.`,
} as const;

/** What the visitor is told after sending (spec 7, 8), by the form or by the page a browser lands on. */
export const COMMENT_OUTCOME = {
  success: { title: 'Comment submitted!', description: 'Your comment has been submitted for review and will appear once approved.' },
  failure: { title: 'Error', fallback: 'Failed to submit comment' },
} as const;

/** Words shared by the public forms. */
export const FORM_TEXT = {
  submitting: 'Submitting...',
  cancel: 'Cancel',
  /** After a failure the server did not explain (a network error): `${fallback}. Please try again.` */
  tryAgain: (fallback: string) => `${fallback}. Please try again.`,
} as const;

/** The application form's other wording. */
export const APPLICATION_FORM_TEXT = {
  name: 'CV application',
  degreePlaceholder: 'Select your degree',
  interestPlaceholder: 'Select an area (optional)',
  bioHint: 'Optional: experience, placements or the roles you are hoping for.',
  submit: 'Submit Application',
} as const;

/** Beside the application form: another way to apply for anyone who cannot use it or needs an adjustment. */
export const APPLY_ALTERNATIVES_TEXT = {
  heading: 'Prefer not to use the form?',
  intro:
    'If you cannot use this form, or need an adjustment at any stage of applying, contact us and we will take your application another way.',
  phone: 'Phone',
  email: 'Email',
  post: 'Post your CV to',
  hours: 'Office hours',
} as const;

/** The CV picker's wording (its messages are CV_MESSAGES). */
export const CV_PICKER_TEXT = {
  remove: 'Remove',
  dropHere: 'Drag and drop your CV here, or',
  choose: 'Choose file',
  accepted: `PDF, DOC or DOCX, up to ${CV_MAX_MB} MB`,
  noScriptMax: (mb: number) => `With JavaScript off, up to ${mb} MB.`,
  chosen: 'A file is chosen and will be sent with your application.',
} as const;

/** The contact form's other wording. */
export const CONTACT_FORM_TEXT = {
  name: 'Contact us',
  subjectPlaceholder: 'Select a subject',
  sending: 'Sending...',
  submit: 'Send Message',
} as const;

/** The page a form sent without JavaScript gets when the API refused it (src/api/native-form.ts). */
export const PROBLEM_PAGE_TEXT = {
  correct: 'Please correct the following:',
  back: 'Use your browser’s Back button to return to the form: what you typed is kept there (a password or a chosen file may need entering again).',
  again: 'Open the form again',
} as const;
