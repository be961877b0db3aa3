import * as z from 'zod/mini';
import { emailField, requiredText } from './application';

/** Contact subjects, as stored, with their labels. */
export const SUBJECTS = [
  { value: 'candidate', label: "I'm a graduate looking for a role" },
  { value: 'employer', label: "I'm an employer looking to hire" },
  { value: 'partnership', label: 'Partnership enquiry' },
  { value: 'general', label: 'General enquiry' },
] as const;

/** A contact enquiry, shared by the form and the API. */
export const contactSchema = z.object({
  name: requiredText('Name is required', 100),
  email: emailField,
  subject: z.enum(['candidate', 'employer', 'partnership', 'general'], { error: 'Please choose a subject' }),
  message: requiredText('Message is required', 5000),
  /** Honeypot: people never see it; anything in it marks a bot. */
  website: z.optional(z.string()),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
