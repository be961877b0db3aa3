import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { JOB_ALERT_FORM } from '../../texts/job-alerts';
import { jobAlertCriteriaSchema, jobAlertSchema } from '../schema';

const criteria = (q: string) => z.safeParse(jobAlertCriteriaSchema, { q, frequency: 'daily' });

describe('job alert keywords', () => {
  it.each(['sales', 'C++ B2B/B2C, R&D (Node.js)', 'business-development', "Pâtisserie chef’s O'Brien", 'Verkäufer #1', 'مبيعات'])(
    'keeps %j',
    (q) => {
      expect(criteria(q)).toMatchObject({ success: true, data: { q } });
    },
  );

  it('makes line breaks and tabs single spaces', () => {
    expect(criteria(' sales\n\tmarketing ')).toMatchObject({ success: true, data: { q: 'sales marketing' } });
  });

  it.each([
    ['a right-to-left override', 'sales \u202Eexe.pdf'],
    ['a left-to-right isolate', 'sales \u2066x\u2069'],
    ['a zero-width space', 'sa\u200Bles'],
    ['a control character', 'sales\u0007'],
    ['a web address', 'see https://evil.example'],
    ['an email address', 'write to x@evil.example'],
    ['markup', '<b>sales</b>'],
    ['an emoji', 'sales 💰'],
  ])('refuses %s with a clear message', (_what, q) => {
    const result = criteria(q);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['q'], message: JOB_ALERT_FORM.keywordCharacters })]);
  });

  it('is the sign-up’s rule too', () => {
    const result = z.safeParse(jobAlertSchema, { email: 'a@example.com', consent: true, frequency: 'daily', q: 'Call now \u202E' });
    expect(result.error?.issues.map((i) => i.path)).toEqual([['q']]);
  });
});
