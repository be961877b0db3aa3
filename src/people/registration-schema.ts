// zod/mini, as the application's schema: the same rules run in the browser's form.
import * as z from 'zod/mini';
import { REMOTE } from '../jobs/search/locations';
import { PATH_IDS } from '../config/choices';
import { cities } from '../data/cities';
import { REGISTRATION_MESSAGES as M } from '../texts/registration';
import { canonicalLinkedIn } from '../utils/linkedin-profile';
import { emailField, optionalText, personName } from '../schemas/application';
import { submissionKeyField } from '../schemas/submission-key';

/** The places a registration may name: the cities' keys, or remote. */
export const REGISTRATION_LOCATIONS: readonly string[] = [...cities.map((c) => c.key), REMOTE];

/** At most this many employers on a hide-from list. */
export const HIDE_FROM_MAX = 20;

/** A box's value: JSON's true, or what a ticked checkbox sends. */
const ticked = (v: unknown) => v === true || v === 'on' || v === 'true';

/** A list: JSON's array, or the lines of a text box (empty lines dropped). */
const listOf = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(/[\r\n]+/)
        .map((s) => s.trim())
        .filter(Boolean)
    : (v ?? []);

export const registrationSchema = z.object({
  firstName: personName('First name is required', 100),
  lastName: personName('Last name is required', 100),
  email: emailField,
  phone: z.pipe(optionalText(40), z.optional(z.string().check(z.regex(/^\+?[\d\s().-]{7,20}$/, 'Enter a valid phone number')))),
  linkedinUrl: z.pipe(optionalText(300), z.optional(z.string().check(z.refine((v) => canonicalLinkedIn(v) !== null, M.linkedin)))),
  interests: z.pipe(
    z.transform(listOf),
    z.array(z.enum(PATH_IDS, { error: M.interests })).check(z.maxLength(PATH_IDS.length, M.interests)),
  ),
  locations: z.pipe(
    z.transform(listOf),
    z
      .array(z.string().check(z.refine((v) => REGISTRATION_LOCATIONS.includes(v), M.locations)))
      .check(z.maxLength(REGISTRATION_LOCATIONS.length, M.locations)),
  ),
  salaryFloor: z.pipe(
    z.transform((v: unknown) =>
      v === '' || v === null || v === undefined ? undefined : typeof v === 'string' && /^\d{1,7}$/.test(v.trim()) ? Number(v) : v,
    ),
    z.optional(z.int({ error: M.salaryFloor }).check(z.positive(M.salaryFloor), z.lte(1_000_000, M.salaryFloor))),
  ),
  earliestStart: z.pipe(
    z.transform((v: unknown) => (v === '' || v === null ? undefined : v)),
    z.optional(z.iso.date({ error: M.earliestStart })),
  ),
  consentFindWork: z.pipe(z.transform(ticked), z.literal(true, { error: M.consentFindWork })),
  consentKeepDetails: z.pipe(z.transform(ticked), z.boolean()),
  jobAlerts: z.pipe(z.transform(ticked), z.boolean()),
  hideFrom: z.pipe(
    z.transform(listOf),
    z
      .array(z.string({ error: M.hideFrom }).check(z.trim(), z.minLength(1, M.hideFrom), z.maxLength(100, M.hideFrom)))
      .check(z.maxLength(HIDE_FROM_MAX, M.hideFrom)),
  ),
  /** Honeypot: people never see it; anything in it marks a bot. */
  website: z.optional(z.string()),
  submissionKey: submissionKeyField,
});

export type RegistrationInput = z.input<typeof registrationSchema>;
export type RegistrationData = z.output<typeof registrationSchema>;
