import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { VALID_BRIEF } from '../../../tests/support/briefs';
import { briefSchema } from '../brief';

const problems = (input: unknown) => {
  const r = z.safeParse(briefSchema, input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('briefSchema', () => {
  it('takes a plain form’s strings as a JSON brief’s numbers and booleans', () => {
    const form = { ...VALID_BRIEF, salaryMin: '26000', salaryMax: '30000', hires: '2', agreementVersion: '1', vulnerableGroups: 'no' };
    const parsed = z.parse(briefSchema, { ...form, acceptAgreement: 'on', authorityConfirmed: 'on', confidential: 'on' });
    expect(parsed).toMatchObject({ salaryMin: 26000, salaryMax: 30000, hires: 2, vulnerableGroups: false, confidential: true });
    expect(z.parse(briefSchema, VALID_BRIEF)).toMatchObject({ hires: 1, confidential: false });
  });

  it('names the duration of a role that is not permanent, and a maximum below the minimum', () => {
    expect(problems({ ...VALID_BRIEF, engagement: 'fixed-term', salaryMax: 20000 })).toEqual({
      duration: 'Give the duration of a temporary or fixed-term role',
      salaryMax: 'The highest salary must not be below the lowest',
    });
  });

  it('refuses the brief unless the agreement is accepted and the authority confirmed', () => {
    expect(Object.keys(problems({ ...VALID_BRIEF, acceptAgreement: false, authorityConfirmed: undefined }))).toEqual([
      'acceptAgreement',
      'authorityConfirmed',
    ]);
  });

  it('names a start date that is no day', () => {
    expect(problems({ ...VALID_BRIEF, startDate: '2027-02-30' })).toEqual({ startDate: 'Enter the start date as a date' });
  });
});
