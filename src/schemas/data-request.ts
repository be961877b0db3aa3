import * as z from 'zod/mini';
import { choiceValues, DATA_REQUEST_KINDS, DATA_REQUEST_STEPS } from '../config/choices';
import { isCalendarDay } from '../config/subject-request-deadline';
import { subjectRequestSchema } from './subject-request';

/** A UK day as a date input gives it: 'YYYY-MM-DD'. Left out, today (the API's UK day). */
const day = z.optional(
  z.string({ error: 'Enter a date' }).check(z.refine((value) => isCalendarDay(value), 'Enter a real date, such as 2026-12-07')),
);

/** Logging a data-protection request to time it (UK GDPR Article 12A): whose, what, when it arrived, a note. */
export const dataRequestSchema = z.object({
  ...subjectRequestSchema.shape,
  kind: z.enum(choiceValues(DATA_REQUEST_KINDS), { error: 'Choose what the person asked for' }),
  receivedOn: day,
  note: z.optional(z.string().check(z.trim(), z.maxLength(200, 'Keep the note to 200 characters'))),
});

/** A step of a logged request, on a UK day (today when left out). */
export const dataRequestStepSchema = z.object({
  step: z.enum(choiceValues(DATA_REQUEST_STEPS), { error: 'Choose one of the steps' }),
  on: day,
});

export type DataRequestInput = z.input<typeof dataRequestSchema>;
