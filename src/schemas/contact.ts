import * as z from 'zod/mini';
import { choiceValues, SUBJECTS } from '../config/choices';
import { emailField, personName, requiredText } from './application';
import { submissionKeyField } from './submission-key';
import { attributionFields } from './visit';

/** A contact enquiry, shared by the form and the API. */
export const contactSchema = z.object({
  name: personName('Name is required', 100),
  email: emailField,
  subject: z.enum(choiceValues(SUBJECTS), { error: 'Please choose a subject' }),
  message: requiredText('Message is required', 5000),
  /** Honeypot: people never see it; anything in it marks a bot. */
  website: z.optional(z.string()),
  submissionKey: submissionKeyField,
  ...attributionFields,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
