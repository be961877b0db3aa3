import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH } from '../utils/email';

const email = z.pipe(
  z
    .string({ error: 'Enter the email address the request is about' })
    .check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, 'Enter a valid email address')),
  z.email('Enter a valid email address'),
);

/** A data-protection request about one email address (the dashboard's form and the admin API). */
export const subjectRequestSchema = z.object({ email });

/** Erasure repeats the address as confirmation, so a slip cannot erase someone else. */
export const erasureRequestSchema = z.object({ email, confirmEmail: z.string() });

export type SubjectRequestInput = z.input<typeof subjectRequestSchema>;
