import { describe, expect, it } from 'vitest';
import { SUBJECTS, INTERESTS, DEGREES } from '../../config/choices';
import { APPLICATION_LABELS, COMMENT_LABELS, CONTACT_LABELS, APPLICATION_FORM_TEXT, CONTACT_FORM_TEXT } from '../../texts/forms';
import { REGISTRATION_CONSENTS, REGISTRATION_HINTS, REGISTRATION_LABELS, REGISTER_PAGE } from '../../texts/registration';
import { BRIEF_FORM_TEXT, BRIEF_LABELS } from '../../texts/employers';
import { JOB_ALERT_LABELS } from '../../texts/job-alerts';
import { applicationSchema } from '../application';
import { briefSchema } from '../brief';
import { contactSchema } from '../contact';
import { registrationSchema } from '../../people/registration-schema';

/**
 * Equality Act 2010 s.60: an employer (and an agency recruiting for one) must not ask about a candidate's
 * health or disability before offering work, outside narrow exceptions the site has none of. So no field
 * of a public or employer form, by its name or its label, asks about health, disability or sickness. The
 * brief's "health and safety risks" is a question to the employer about the job (regulation 18), not
 * about a person, and is taken out before the check; so is 'healthcare', a sector candidates may want to sell to.
 */
const HEALTH_WORDING =
  /\b(health(?!care)\w*|disab\w*|sick\w*|ill(ness)?|medical\w*|medication|impair\w*|condition|diagnos\w*|mental|adjustments?|absences?)\b/i;
const JOB_SAFETY = /health[\s_-]*and[\s_-]*safety|healthAndSafety/gi;

/** Every string in a nested value of texts (labels, hints, options). */
const wordsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(wordsOf) : [];

/** The words a form shows and the names its fields are sent under. */
const FORMS: Array<[form: string, words: string[]]> = [
  [
    'application',
    [
      ...Object.keys(applicationSchema.shape),
      ...wordsOf(APPLICATION_LABELS),
      ...wordsOf(APPLICATION_FORM_TEXT),
      ...wordsOf(DEGREES),
      ...wordsOf(INTERESTS),
    ],
  ],
  ['contact', [...Object.keys(contactSchema.shape), ...wordsOf(CONTACT_LABELS), ...wordsOf(CONTACT_FORM_TEXT), ...wordsOf(SUBJECTS)]],
  [
    'registration',
    [
      ...Object.keys(registrationSchema.shape),
      ...wordsOf(REGISTRATION_LABELS),
      ...wordsOf(REGISTRATION_HINTS),
      ...wordsOf(REGISTRATION_CONSENTS),
      ...wordsOf(REGISTER_PAGE),
    ],
  ],
  ['employer brief', [...Object.keys(briefSchema.shape), ...wordsOf(BRIEF_LABELS), ...wordsOf(BRIEF_FORM_TEXT)]],
  ['job alert', wordsOf(JOB_ALERT_LABELS)],
  ['comment', wordsOf(COMMENT_LABELS)],
];

describe('no form asks a health question (Equality Act 2010 s.60)', () => {
  it.each(FORMS)('the %s form', (_form, words) => {
    expect(words.length).toBeGreaterThan(3);
    const asking = words.map((w) => w.replace(JOB_SAFETY, '')).filter((w) => HEALTH_WORDING.test(w));
    expect(asking).toEqual([]);
  });

  it('would notice one', () => {
    expect(HEALTH_WORDING.test('Do you have a disability?')).toBe(true);
    expect(HEALTH_WORDING.test('Days of sickness absence last year')).toBe(true);
    expect(HEALTH_WORDING.test('Health and safety risks'.replace(JOB_SAFETY, ''))).toBe(false);
  });
});
