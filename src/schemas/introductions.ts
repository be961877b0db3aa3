import * as z from 'zod/mini';
import { choiceValues, NOT_FOR_US_REASONS, SHORTLIST_DECISIONS } from '../config/choices';
import { emailField, optionalText, personName } from './application';
import { MAX_RECORD_ID } from './record-id';

const recordId = (message: string) => z.number({ error: message }).check(z.int(message), z.gte(1, message), z.lte(MAX_RECORD_ID, message));

/**
 * Asking a person whether they may be put forward for a job (docs/decisions/introductions.md). The profile
 * fields are what the consultant writes for the employer; left out, each is taken from the person's records.
 */
export const introductionSchema = z.object({
  personId: recordId('Choose a person'),
  jobId: recordId('Choose a job'),
  summary: optionalText(1000),
  experience: optionalText(1000),
  availability: optionalText(200),
  salaryExpectation: optionalText(200),
  location: optionalText(200),
  /** How a confidential employer is described to the candidate ("a SaaS company in Bristol"). */
  employerDescription: optionalText(200),
});
type IntroductionFields = z.output<typeof introductionSchema>;
/** The fields as the domain takes them: the profile's each optional. */
export type IntroductionInput = Pick<IntroductionFields, 'personId' | 'jobId'> & Partial<Omit<IntroductionFields, 'personId' | 'jobId'>>;

/** A reviewer's link to a job's shortlist. */
export const shortlistSchema = z.object({
  jobId: recordId('Choose a job'),
  reviewerName: personName('The reviewer’s name is required', 100),
  reviewerEmail: emailField,
  blind: z.optional(z.boolean({ error: 'Blind is true or false' })),
});
export type ShortlistInput = z.output<typeof shortlistSchema>;

/** A reviewer's decision on a candidate, as their page's plain form sends it. */
export const shortlistDecisionSchema = z
  .object({
    decision: z.enum(choiceValues(SHORTLIST_DECISIONS), { error: 'Choose a decision' }),
    reason: z.pipe(
      z.transform((v: unknown) => (v === '' ? undefined : v)),
      z.optional(z.enum(choiceValues(NOT_FOR_US_REASONS), { error: 'Choose one of the listed reasons' })),
    ),
    comment: optionalText(1000),
  })
  .check(z.refine((d) => d.decision !== 'not-for-us' || d.reason !== undefined, { message: 'Choose a reason', path: ['reason'] }));
export type ShortlistDecisionInput = z.output<typeof shortlistDecisionSchema>;

/** The candidate's answer on their question's page. */
export const consentAnswerSchema = z.object({ answer: z.enum(['yes', 'no'], { error: 'Answer yes or no' }) });
