import * as z from 'zod/mini';
import { choiceValues, SUBJECTS } from '../config/choices';
import { emailField, personName, requiredText } from './application';
import { submissionKeyField } from './submission-key';

/** A contact enquiry, shared by the form and the API. */
export const contactSchema = z.object({
  name: personName('Name is required', 100),
  email: emailField,
  subject: z.enum(choiceValues(SUBJECTS), { error: 'Please choose a subject' }),
  message: requiredText('Message is required', 5000),
  /** Honeypot: people never see it; anything in it marks a bot. */
  website: z.optional(z.string()),
  submissionKey: submissionKeyField,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;

/** The contact form's field labels, also naming the fields on the no-JavaScript problem page. */
export const CONTACT_LABELS = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' } as const;

/** What the visitor is told after sending (spec 8), by the toast or by the page a browser lands on. */
export const CONTACT_OUTCOME = {
  success: { title: 'Message Sent!', description: "We'll get back to you soon." },
  failure: { title: 'Failed to Send', fallback: 'Failed to send message' },
} as const;
