import { describe, expect, it } from 'vitest';
import { parseSalary } from '../salary';

describe('parseSalary', () => {
  it.each([
    ['£26,000 - £30,000 + uncapped commission', { min: 26000, max: 30000, unit: 'YEAR' }],
    ['£24,000 base, OTE £35,000', { min: 24000, max: 35000, unit: 'YEAR' }],
    ['£28k', { min: 28000, unit: 'YEAR' }],
    ['£25k-£30k', { min: 25000, max: 30000, unit: 'YEAR' }],
    ['£25-30k', { min: 25000, max: 30000, unit: 'YEAR' }],
    ['£25 - £30k + bonus', { min: 25000, max: 30000, unit: 'YEAR' }],
    ['£25,000 to 30,000', { min: 25000, max: 30000, unit: 'YEAR' }],
    ['£25k – £30k OTE £40k', { min: 25000, max: 30000, unit: 'YEAR' }],
    ['£12-£14 per hour', { min: 12, max: 14, unit: 'HOUR' }],
    ['£13.50 - 15.00 an hour', { min: 13.5, max: 15, unit: 'HOUR' }],
    ['£13.50 per hour', { min: 13.5, unit: 'HOUR' }],
    ['£12.21', { min: 12.21, unit: 'HOUR' }],
  ])('reads "%s"', (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  it.each([null, undefined, '', 'Competitive', 'DOE'])('returns undefined for %s', (text) => {
    expect(parseSalary(text)).toBeUndefined();
  });
});
