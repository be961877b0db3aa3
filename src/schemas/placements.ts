import * as z from 'zod/mini';
import { choiceValues, ENGAGEMENTS, INTERVIEW_MODES } from '../config/choices';
import { MAX_INTERVIEW_SLOTS } from '../config/placements';
import { fromUkWallClock } from '../utils/uk-time';
import { optionalText, requiredText } from './application';
import { flag, isoDay, SALARY_MAX_POUNDS, wholeNumber } from './brief';
import { MAX_RECORD_ID } from './record-id';

/** Interviews, offers and placements as the dashboard sends them (docs/decisions/placements.md). */

const recordId = (what: string) => wholeNumber(`Choose the ${what}`, 1, MAX_RECORD_ID);

const WALL_CLOCK_MESSAGE = 'Enter a date and time such as 2027-03-26T10:00';

/** A UK wall-clock time, 'YYYY-MM-DDTHH:mm', that exists (not in the hour the spring change skips). */
export const ukWallClock = z.string({ error: WALL_CLOCK_MESSAGE }).check(
  z.trim(),
  z.refine((v) => {
    const read = fromUkWallClock(v);
    return 'date' in read || read.problem === 'skipped';
  }, WALL_CLOCK_MESSAGE),
  z.refine((v) => {
    const read = fromUkWallClock(v);
    return !('problem' in read && read.problem === 'skipped');
  }, 'That time does not exist in the UK: the clocks go forward then'),
);

export const interviewProposalSchema = z.object({
  introductionId: recordId('introduction'),
  slots: z.array(ukWallClock, { error: `Give 1 to ${MAX_INTERVIEW_SLOTS} slots` }).check(
    z.minLength(1, `Give 1 to ${MAX_INTERVIEW_SLOTS} slots`),
    z.maxLength(MAX_INTERVIEW_SLOTS, `Give 1 to ${MAX_INTERVIEW_SLOTS} slots`),
    z.refine((slots) => new Set(slots).size === slots.length, 'Each slot once'),
  ),
  mode: z.enum(choiceValues(INTERVIEW_MODES), { error: 'Choose in-person, video or phone' }),
  where: requiredText('Say where: an address, or how the call is made', 300),
});
export type InterviewProposal = z.output<typeof interviewProposalSchema>;

export const interviewRescheduleSchema = z.object({ slot: ukWallClock });

/** The candidate's answer on the slot page (a plain form): a slot's time, or "none". */
export const slotChoiceSchema = z.object({
  slot: z.string({ error: 'Choose a time' }).check(z.trim(), z.minLength(1, 'Choose a time')),
  adjustments: optionalText(2000),
  shareAdjustments: flag,
});

/** An offer's terms by the brief's field names; each optional, laid over the brief's. */
export const offerSchema = z.object({
  introductionId: recordId('introduction'),
  salary: wholeNumber('Enter the salary in whole pounds a year', 1, SALARY_MAX_POUNDS),
  startDate: isoDay('Enter the start date as a date'),
  typeOfWork: optionalText(2000),
  engagement: z.optional(z.enum(choiceValues(ENGAGEMENTS), { error: 'Choose permanent, temporary or fixed-term' })),
  duration: optionalText(200),
  location: optionalText(200),
  hours: optionalText(200),
  payInterval: optionalText(100),
  benefits: optionalText(1000),
  noticePeriod: optionalText(200),
  minimumRequirements: optionalText(2000),
  healthAndSafetyRisks: optionalText(2000),
  /** The offer was made by phone: recorded now, the written offer sent within the business days allowed. */
  byPhone: z.optional(flag),
});
export type OfferInput = z.output<typeof offerSchema>;

/** Terms added when the written offer of a phone offer is sent. */
export const offerSendSchema = z.partial(z.omit(offerSchema, { introductionId: true, byPhone: true }));
export type OfferSendInput = z.output<typeof offerSendSchema>;

export const placementSchema = z.object({
  introductionId: recordId('introduction'),
  startDate: isoDay('Enter the start date as a date'),
  firstYearSalary: wholeNumber('Enter the first-year salary in whole pounds', 1, SALARY_MAX_POUNDS),
  /** The salary the retained fee was charged on; the first-year salary when not given. */
  anticipatedSalary: z.optional(wholeNumber('Enter the anticipated salary in whole pounds', 1, SALARY_MAX_POUNDS)),
});
export type PlacementInput = z.output<typeof placementSchema>;

export const placementLeftSchema = z.object({ leftOn: isoDay('Enter the day they left as a date') });
export const placementPaidSchema = z.object({ paidOn: isoDay('Enter the day it was paid as a date') });
