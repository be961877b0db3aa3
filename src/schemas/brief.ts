import * as z from 'zod/mini';
import { choiceValues, ENGAGEMENTS, WORKPLACES } from '../config/choices';
import { emailField, optionalText, personName, requiredText } from './application';
import { MAX_RECORD_ID } from './record-id';

/** What the form offers for the health and safety risks (regulation 18(e)); the contact may change it. */
export const DEFAULT_HEALTH_AND_SAFETY = 'Office work; none known';

/** Highest salary the form takes, in whole pounds a year. */
export const SALARY_MAX_POUNDS = 10_000_000;

/** A yes/no field: true, or a checkbox's "on" (a plain form), or "true"; anything else (or nothing) is false. */
export const flag = z.pipe(
  z.transform((v: unknown) => v === true || v === 'on' || v === 'true'),
  z.boolean(),
);

/** A whole number sent as a number (JSON) or digits (a plain form); empty is missing. */
export const wholeNumber = (message: string, min: number, max: number) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' && /^\s*\d{1,12}\s*$/.test(v) ? Number(v) : v === '' ? undefined : v)),
    z.int({ error: message }).check(z.gte(min, message), z.lte(max, message)),
  );

/** A calendar day written YYYY-MM-DD (the date input's value) that exists. */
export const isoDay = (message: string) =>
  z.string({ error: message }).check(
    z.trim(),
    z.refine((v) => {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
      if (!m) return false;
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && Number(m[1]) >= 2000;
    }, message),
  );

/** An optional web address: empty is undefined; one without a scheme gets https://. */
const optionalWebsite = z.pipe(
  optionalText(300),
  z.optional(
    z.pipe(
      z.transform((v: string) => (/^https?:\/\//i.test(v) ? v : `https://${v}`)),
      z.string().check(z.refine((v) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), 'Enter a web address such as www.example.co.uk')),
    ),
  ),
);

/**
 * A vacancy brief (docs/decisions/employers.md): what regulation 18 asks of a hirer before an
 * introduction, the agreement version shown and its acceptance. Shared by /employers' form and the API.
 */
export const briefSchema = z
  .object({
    company: requiredText('Company name is required', 200),
    companyAddress: requiredText('Company address is required', 500),
    website: optionalWebsite,
    contactName: personName('Your name is required', 100),
    contactJobTitle: requiredText('Your job title is required', 100),
    email: emailField,
    phone: z.pipe(
      z.string({ error: 'Phone number is required' }).check(z.trim(), z.minLength(1, 'Phone number is required')),
      z.string().check(z.regex(/^\+?[\d\s().-]{7,20}$/, 'Enter a valid phone number')),
    ),
    roleTitle: requiredText('Role title is required', 200),
    typeOfWork: requiredText('Describe the work the role involves', 5000),
    engagement: z.enum(choiceValues(ENGAGEMENTS), { error: 'Choose permanent, temporary or fixed-term' }),
    startDate: isoDay('Enter the start date as a date'),
    /** Required unless permanent (regulation 18(b)); checked below. */
    duration: optionalText(200),
    location: requiredText('Location is required', 200),
    workplace: z.enum(choiceValues(WORKPLACES), { error: 'Choose on-site, hybrid or remote' }),
    hours: requiredText('Working hours are required', 200),
    salaryMin: wholeNumber('Enter the lowest salary in whole pounds a year', 0, SALARY_MAX_POUNDS),
    salaryMax: wholeNumber('Enter the highest salary in whole pounds a year', 0, SALARY_MAX_POUNDS),
    benefits: optionalText(2000),
    payInterval: optionalText(100),
    noticePeriod: optionalText(200),
    minimumRequirements: requiredText('Give the minimum experience, training or qualifications', 2000),
    expenses: optionalText(1000),
    healthAndSafetyRisks: requiredText('Describe any health and safety risks, or say none are known', 1000),
    vulnerableGroups: z.pipe(
      z.transform((v: unknown) =>
        v === true || v === 'true' || v === 'yes' ? true : v === false || v === 'false' || v === 'no' ? false : v,
      ),
      z.boolean({ error: 'Say whether the role works with children or vulnerable adults' }),
    ),
    confidential: z._default(flag, false),
    hires: z._default(wholeNumber('Enter how many people you want to hire (1 or more)', 1, 1000), 1),
    agreementVersion: wholeNumber('The agreement version is missing: reload the page', 1, MAX_RECORD_ID),
    acceptAgreement: z.pipe(flag, z.literal(true, { error: 'Please accept the Client Services Agreement' })),
    authorityConfirmed: z.pipe(flag, z.literal(true, { error: 'Please confirm you have authority to instruct us for this role' })),
    signatureName: personName('Type your full name to sign', 100),
    /** Honeypot: people never see it; anything in it marks a bot (the form names it "url": "website" is the company's). */
    url: z.optional(z.string()),
  })
  .check(
    z.superRefine((b, ctx) => {
      if (b.engagement !== 'permanent' && !b.duration)
        ctx.addIssue({
          code: 'custom',
          message: 'Give the duration of a temporary or fixed-term role',
          path: ['duration'],
          input: b.duration,
        });
      if (b.salaryMax < b.salaryMin)
        ctx.addIssue({
          code: 'custom',
          message: 'The highest salary must not be below the lowest',
          path: ['salaryMax'],
          input: b.salaryMax,
        });
    }),
  );

export type BriefInput = z.input<typeof briefSchema>;
export type BriefData = z.output<typeof briefSchema>;
