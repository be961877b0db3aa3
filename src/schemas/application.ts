// zod/mini: the same schemas run in the browser's form, where the full zod would cost ~25 kB more.
import * as z from 'zod/mini';
import { choiceValues, DEGREES, INTERESTS } from '../config/choices';
import { CV_MAX_MB } from '../config/form-limits';
import { EMAIL_MAX_LENGTH } from '../utils/email';
import { withoutFormatCharacters } from '../utils/format-characters';
import { acceptAttribute, documentTypes, hasAcceptedType } from './document-types';
import { submissionKeyField } from './submission-key';
import { CV_MESSAGES, ROLE_MESSAGES } from '../texts/forms';
import { MAX_RECORD_ID } from './record-id';
import { attributionFields } from './visit';

/** The check, and its message, of a text longer than `max`. */
export const tooLong = (max: number) => z.maxLength(max, `Must be ${max} characters or fewer`);

/** A required text field: trimmed, not empty, not longer than `max`. */
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), tooLong(max));

/**
 * A person's name, required: without invisible format characters (withoutFormatCharacters), then as
 * requiredText. Stored clean, so the dashboard, exports, emails and public comments all show it as typed.
 */
export const personName = (message: string, max: number) =>
  z.pipe(z.string({ error: message }).check(z.overwrite(withoutFormatCharacters)), requiredText(message, max));

/** An optional text field: empty becomes undefined. */
export const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), tooLong(max))),
    z.transform((v) => (v ? v : undefined)),
  );

export const emailField = z.pipe(
  z.string({ error: 'Valid email is required' }).check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, 'Valid email is required')),
  z.email('Valid email is required'),
);

/** The fields of a CV application (the JSON of `applicationData`), shared by the form and the API. */
export const applicationSchema = z.object({
  firstName: personName('First name is required', 100),
  lastName: personName('Last name is required', 100),
  email: emailField,
  phone: z.pipe(
    z.string({ error: 'Phone number is required' }).check(z.trim(), z.minLength(1, 'Phone number is required')),
    z.string().check(z.regex(/^\+?[\d\s().-]{7,20}$/, 'Enter a valid phone number')),
  ),
  degree: z.enum(choiceValues(DEGREES), { error: 'Please select your psychology degree' }),
  // The form's "no choice" is an empty string.
  interest: z.pipe(
    z.transform((v: unknown) => (v === '' || v === null ? undefined : v)),
    z.optional(z.enum(choiceValues(INTERESTS), { error: 'Please choose one of the listed interests' })),
  ),
  bio: optionalText(2000),
  consent: z.literal(true, { error: 'Please agree to the privacy notice so we can process your application' }),
  /** Honeypot: people never see it; anything in it marks a bot. */
  website: z.optional(z.string()),
  submissionKey: submissionKeyField,
  /**
   * The job applied for, if any: a number (JSON) or its digits (a plain form's hidden field); empty means a
   * general application. Whether the job still takes applications is the API's check (candidates/store.ts).
   */
  jobId: z.optional(
    z.pipe(
      z.transform((v: unknown) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v)),
      z.optional(
        z.int({ error: ROLE_MESSAGES.closed }).check(z.positive(ROLE_MESSAGES.closed), z.lte(MAX_RECORD_ID, ROLE_MESSAGES.closed)),
      ),
    ),
  ),
  /** The visit it came from, with the visitor's Analytics consent (src/schemas/visit.ts). */
  ...attributionFields,
});

export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationData = z.output<typeof applicationSchema>;

/** CV constraints shown to the visitor and enforced by the API. */
export const CV_MAX_BYTES = CV_MAX_MB * 1024 * 1024;
/** The staged-upload purpose a CV too large for one request is sent under (src/uploads/purposes.ts). */
export const CV_UPLOAD_PURPOSE = 'cv';
export const CV_TYPES = documentTypes('PDF', 'DOC', 'DOCX');
export type CvMimeType = keyof typeof CV_TYPES;
export const CV_ACCEPT = acceptAttribute(CV_TYPES);

/** Checks a chosen file before upload (by declared type or extension, and size); the API checks the bytes. */
export function checkCvFile(file: { name: string; type: string; size: number }): keyof typeof CV_MESSAGES | undefined {
  if (!hasAcceptedType(file, CV_TYPES)) return 'invalidType';
  if (file.size > CV_MAX_BYTES) return 'tooLarge';
  return undefined;
}
