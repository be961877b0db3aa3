import * as z from 'zod/mini';
import { choiceValues, DEFAULT_JOB_TYPE, ENGAGEMENTS, JOB_TYPES, WORKPLACES } from '../config/choices';
import { advertProblems, type AdvertFields } from './job-advert';
import { optionalText, requiredText } from './application';
import { dateProblem, parseIsoDate } from './date-range';
import { MAX_RECORD_ID } from './record-id';
import { submissionKeyField } from './submission-key';
import { EMAIL_MAX_LENGTH } from '../utils/email';

/** An optional http(s) address; empty becomes undefined. */
const optionalUrl = z.pipe(
  optionalText(2000),
  z.optional(z.string().check(z.refine((v) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), 'Enter a full web address starting with https://'))),
);

/** An optional email; empty becomes undefined. */
const optionalEmail = z.pipe(optionalText(EMAIL_MAX_LENGTH), z.optional(z.email('Enter a valid email address')));

/**
 * The expiry date: a calendar date (the form's date input) means the end of that day in the UK; a full ISO
 * time is kept; empty or missing means no expiry.
 */
const expiresAt = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v, ctx) => {
    if (!v) return null;
    const date = parseIsoDate(v, 'end');
    const problem = dateProblem(date, 'Enter a valid date');
    if (problem) {
      ctx.issues.push({ code: 'custom', message: problem, input: v });
      return z.NEVER;
    }
    return date;
  }),
);

/** Longest description, requirements or benefits, in characters. */
export const JOB_TEXT_MAX_CHARS = 20_000;

/** A job's fields (spec 3: job create payload, plus the expiry date and the advert fields of docs/decisions/jobs.md). */
const jobFields = z.object({
  title: requiredText('Title is required', 200),
  company: requiredText('Company is required', 200),
  location: requiredText('Location is required', 200),
  type: z._default(z.enum(choiceValues(JOB_TYPES), { error: 'Choose a job type' }), DEFAULT_JOB_TYPE),
  /** Left out (spec 3's payload has none), it follows the type: src/schemas/job-advert.ts. */
  workplace: z.optional(z.enum(choiceValues(WORKPLACES), { error: 'Choose where the job is done' })),
  /** Left out or empty on a draft; an active job needs it (regulation 27, src/schemas/job-advert.ts). */
  engagement: z.pipe(
    optionalText(20),
    z.optional(z.enum(choiceValues(ENGAGEMENTS), { error: 'Choose permanent, temporary or fixed-term' })),
  ),
  minimumRequirements: optionalText(2000),
  salary: optionalText(200),
  description: requiredText('Description is required', JOB_TEXT_MAX_CHARS),
  requirements: requiredText('Requirements are required', JOB_TEXT_MAX_CHARS),
  benefits: optionalText(JOB_TEXT_MAX_CHARS),
  applicationUrl: optionalUrl,
  contactEmail: optionalEmail,
  isActive: z._default(z.boolean(), true),
  expiresAt,
  /** The confirmed brief the job advertises (a draft made from it carries it); empty or null for none. */
  briefId: z._default(
    z.pipe(
      z.transform((v: unknown) => (v === '' ? null : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v)),
      z.nullable(
        z
          .int({ error: 'Choose a confirmed brief' })
          .check(z.positive('Choose a confirmed brief'), z.lte(MAX_RECORD_ID, 'Choose a confirmed brief')),
      ),
    ),
    null,
  ),
  /** Or who instructed us, how and when (regulation 27(2), src/jobs/advert-rules.ts). */
  authorityNote: optionalText(500),
});

/** The advert rules (src/schemas/job-advert.ts), as errors on the fields they concern. */
const advertRules = z.superRefine((job: AdvertFields, ctx) => {
  for (const [field, message] of Object.entries(advertProblems(job)))
    ctx.addIssue({ code: 'custom', message, path: [field], input: job[field as keyof AdvertFields] });
});

/** A job as the admin creates or edits it. */
export const jobSchema = jobFields.check(advertRules);

export type JobInput = z.input<typeof jobSchema>;
export type JobData = z.output<typeof jobSchema>;

/** Add Job's payload: the job and the key that makes the form's retry find it rather than add it twice. */
export const newJobSchema = z.extend(jobFields, { submissionKey: submissionKeyField }).check(advertRules);
export type NewJobData = z.output<typeof newJobSchema>;
