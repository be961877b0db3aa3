// zod/mini, as the other form schemas: the same schema runs in the browser.
import * as z from 'zod/mini';
import { choiceValues, JOB_TYPES } from '../config/choices';
import { parseSalaryParam } from '../jobs/search/filters';
import { LOCATION_VALUES } from '../jobs/search/locations';
import { PATH_IDS } from '../config/choices';
import { JOB_ALERT_FORM } from '../texts/job-alerts';
import { JOB_ALERT_FREQUENCIES, JOB_ALERT_SOURCES } from '../config/job-alerts';
import { emailField } from '../schemas/application';

/** Longest keyword text kept, as the /jobs search keeps. */
const MAX_QUERY = 200;

/**
 * What keywords may hold: letters (with their accents), digits, spaces and the marks job titles use (C++,
 * B2B/B2C, R&D, Node.js). No control or format character (U+202E reverses what follows it), no ':' or '@'
 * (no web or email address with its scheme): the keywords are shown again on the alert's pages, in its
 * emails and in the dashboard.
 */
export const KEYWORD_CHARACTERS = /^[\p{L}\p{M}\p{Nd} '’&+#.,/()-]*$/u;

/** A text that may be left out or empty ('' then). */
const optionalString = (max: number) =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max)))),
    z.transform((v) => v ?? ''),
  );

/** An alert's criteria, named as the /jobs filters name them, plus a quiz career path. */
export const jobAlertCriteriaSchema = z.object({
  q: z
    .pipe(
      optionalString(MAX_QUERY),
      z.transform((q) => q.replace(/\s+/g, ' ')),
    )
    .check(z.refine((q) => KEYWORD_CHARACTERS.test(q), JOB_ALERT_FORM.keywordCharacters)),
  location: z
    .pipe(
      optionalString(100),
      z.transform((v) => v.toLowerCase()),
    )
    .check(z.refine((v) => v === '' || LOCATION_VALUES.has(v), 'Choose a location from the list')),
  type: z.pipe(optionalString(40), z.union([z.literal(''), z.enum(choiceValues(JOB_TYPES))], { error: 'Choose a job type from the list' })),
  salary: z.pipe(
    z.optional(z.nullable(z.union([z.string(), z.number()]))),
    z.transform((v, ctx) => {
      if (v === undefined || v === null || String(v).trim() === '') return null;
      const pounds = parseSalaryParam(String(v));
      if (pounds === null) ctx.issues.push({ code: 'custom', message: 'Give a yearly salary in pounds, like 25000', input: v });
      return pounds;
    }),
  ),
  interest: z.pipe(optionalString(40), z.union([z.literal(''), z.enum(PATH_IDS)], { error: 'Choose a career path from the list' })),
  frequency: z.enum(
    JOB_ALERT_FREQUENCIES.map((f) => f.value),
    { error: 'Choose daily or weekly' },
  ),
});

/** POST /api/job-alerts: the address, the criteria, consent (a ticked checkbox sends 'on') and where the form was. */
export const jobAlertSchema = z.extend(jobAlertCriteriaSchema, {
  email: emailField,
  consent: z.pipe(
    z.union([z.literal(true), z.literal('on'), z.literal('true')], { error: JOB_ALERT_FORM.consentRequired }),
    z.transform(() => true as const),
  ),
  source: z.pipe(
    z.optional(z.string()),
    z.transform((v) => ((JOB_ALERT_SOURCES as readonly string[]).includes(v ?? '') ? v! : JOB_ALERT_SOURCES[0])),
  ),
  /** Honeypot: people never see it; anything in it marks a bot. */
  website: z.optional(z.string()),
});

export type JobAlertCriteria = z.output<typeof jobAlertCriteriaSchema>;
export type JobAlertInput = z.input<typeof jobAlertSchema>;
export type JobAlertData = z.output<typeof jobAlertSchema>;
