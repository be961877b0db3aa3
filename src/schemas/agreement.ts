import * as z from 'zod/mini';
import { AGREEMENT_FIGURE_NAMES, type AgreementFigures } from '../config/agreement';
import { choiceValues, BRIEF_STATUSES } from '../config/choices';
import { requiredText } from './application';

const figure = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v)),
  z.number({ error: 'Enter a number' }).check(z.gte(0, 'Enter a number of 0 or more'), z.lte(1000, 'Enter a number up to 1000')),
);

/** A new version of the Client Services Agreement as the consultant publishes it (src/agreements/versions.ts). */
export const agreementVersionSchema = z.object({
  body: requiredText('The agreement’s text is required', 100_000),
  figures: z.object(
    Object.fromEntries(AGREEMENT_FIGURE_NAMES.map((name) => [name, figure])) as Record<keyof AgreementFigures, typeof figure>,
  ),
  effectiveFrom: z
    .string({ error: 'Enter the date it takes effect' })
    .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date it takes effect')),
});
export type AgreementVersionInput = z.input<typeof agreementVersionSchema>;

/** A brief's status as the consultant sets it. */
export const briefStatusSchema = z.object({ status: z.enum(choiceValues(BRIEF_STATUSES), { error: 'Choose one of the listed statuses' }) });
