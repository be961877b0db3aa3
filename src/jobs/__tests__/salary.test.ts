import { describe, expect, it } from 'vitest';
import { parseSalary } from '../salary';

describe('parseSalary', () => {
  it.each([
    ['£26,000 - £30,000 + uncapped commission', { min: 26000, max: 30000, unit: 'YEAR' }],
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
    ['£25 000 - £30 000', { min: 25000, max: 30000, unit: 'YEAR' }],
    ['£25\u00a0000 per annum', { min: 25000, unit: 'YEAR' }],
    ['£25,000.00 per annum', { min: 25000, unit: 'YEAR' }],
    ['Basic salary of £24,000.', { min: 24000, unit: 'YEAR' }],
    ['£22,000. Plus commission', { min: 22000, unit: 'YEAR' }],
    ['£25,000 - £30,000.', { min: 25000, max: 30000, unit: 'YEAR' }],
    ['£1,250.00 per month', { min: 1250, unit: 'MONTH' }],
    ['£25 100% commission', { min: 25, unit: 'HOUR' }],
  ])('reads "%s"', (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  // The period as it is written after (or before) the figure.
  it.each([
    ['£15 p/h', 'HOUR'],
    ['£15ph', 'HOUR'],
    ['£15 p.h.', 'HOUR'],
    ['£15/hr', 'HOUR'],
    ['£150 an hour', 'HOUR'],
    ['£15 hourly', 'HOUR'],
    ['Hourly rate: £15', 'HOUR'],
    ['£450 per day', 'DAY'],
    ['£150 per day', 'DAY'],
    ['£90 a day', 'DAY'],
    ['£450/day', 'DAY'],
    ['£450 p/d', 'DAY'],
    ['£450pd', 'DAY'],
    ['£450 daily', 'DAY'],
    ['£450 daily rate', 'DAY'],
    ['Day rate £450', 'DAY'],
    ['£400 per week', 'WEEK'],
    ['£400 a week', 'WEEK'],
    ['£400pw', 'WEEK'],
    ['£400 p/w', 'WEEK'],
    ['£400 weekly', 'WEEK'],
    ['£2,500 per month', 'MONTH'],
    ['£2,500 per calendar month', 'MONTH'],
    ['£2,500 a month', 'MONTH'],
    ['£2,500 pcm', 'MONTH'],
    ['£2,500 pm', 'MONTH'],
    ['£2,500 p/m', 'MONTH'],
    ['£2,500 monthly', 'MONTH'],
    ['Monthly salary of £2,500', 'MONTH'],
    ['£26,000 per annum', 'YEAR'],
    ['£26,000 basic per annum', 'YEAR'],
    ['£26,000 pa', 'YEAR'],
    ['£26k p.a.', 'YEAR'],
    ['£26kpa', 'YEAR'],
    ['£26,000 p/a', 'YEAR'],
    ['£26,000 a year', 'YEAR'],
    ['£26,000/yr', 'YEAR'],
    ['£26,000 annually', 'YEAR'],
    ['£9,000 per annum (pro rata)', 'YEAR'],
  ])('reads the period of "%s" as %s', (text, unit) => {
    expect(parseSalary(text)?.unit).toBe(unit);
  });

  it.each([
    ['£400 - £450 per day', { min: 400, max: 450, unit: 'DAY' }],
    ['Day rate £400 to £450', { min: 400, max: 450, unit: 'DAY' }],
    ['£2,000 - £2,500 pcm', { min: 2000, max: 2500, unit: 'MONTH' }],
    ['From £12, up to £15 per hour', { min: 12, max: 15, unit: 'HOUR' }],
    // Words about something else than the salary's period.
    ['£25,000 pro rata, 3 days a week', { min: 25000, unit: 'YEAR' }],
    ['£24,000 + uncapped monthly commission', { min: 24000, unit: 'YEAR' }],
    ['£24,000 + £500 per month car allowance', { min: 24000, unit: 'YEAR' }],
    ['£12 per hour, 37.5 hours per week', { min: 12, unit: 'HOUR' }],
    // One rate written two ways, or a bonus: not the top of a range.
    ['£12 per hour (£23,400 per annum)', { min: 12, unit: 'HOUR' }],
    ['£13.50 per hour + £500 bonus', { min: 13.5, unit: 'HOUR' }],
    ['£12 per hour, OTE £30,000', { min: 12, unit: 'HOUR' }],
    ['£24,000 + £500 KPI bonus', { min: 24000, unit: 'YEAR' }],
  ])('reads "%s" as %j', (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  // On-target earnings (base plus expected commission) are not base pay: never the salary, nor the top of its range.
  it.each([
    ['£24,000 base, OTE £35,000', { min: 24000, unit: 'YEAR' }],
    ['£24k basic, £35k OTE', { min: 24000, unit: 'YEAR' }],
    ['£25k + £30kOTE', { min: 25000, unit: 'YEAR' }],
    ['£22,000 basic (OTE £30,000)', { min: 22000, unit: 'YEAR' }],
    ['£22,000 - £25,000 basic, OTE £35,000+', { min: 22000, max: 25000, unit: 'YEAR' }],
    ['£24,000 basic, uncapped commission (OTE £35k-£45k)', { min: 24000, unit: 'YEAR' }],
    ['OTE £40k, £25k basic', { min: 25000, unit: 'YEAR' }],
    ['OTE: £35,000 - £45,000 | Basic: £24,000', { min: 24000, unit: 'YEAR' }],
    ['£25,000 basic + commission, on target earnings of £40,000', { min: 25000, unit: 'YEAR' }],
    ['£23,000 (£30,000 on-target earnings)', { min: 23000, unit: 'YEAR' }],
    ['Basic £21,000, realistic first year OTE of up to £32,000', { min: 21000, unit: 'YEAR' }],
    ['£20k basic, up to £30k with commission', { min: 20000, unit: 'YEAR' }],
    ['£26,000 basic, £38,000 including bonus', { min: 26000, unit: 'YEAR' }],
    ['£25k OTE, £20k basic', { min: 20000, unit: 'YEAR' }],
    ['Basic £24,000 OTE £35,000', { min: 24000, unit: 'YEAR' }],
    ['£18,000 - £22,000 + commission (OTE £30,000+)', { min: 18000, max: 22000, unit: 'YEAR' }],
    ['£12.50 per hour + bonus, OTE £28k', { min: 12.5, unit: 'HOUR' }],
  ])('reads the base of "%s" as %j', (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  // Only on-target earnings stated: no base pay to give (and the "k" is read: "£30kOTE" is not £30 an hour).
  it.each(['£30kOTE', '£28k OTE', 'OTE £35,000', 'OTE £30k - £40k', '£40,000 on target earnings', '£24,000 - £35,000 OTE'])(
    'gives no salary for "%s"',
    (text) => {
      expect(parseSalary(text)).toBeUndefined();
    },
  );

  it.each([null, undefined, '', 'Competitive', 'DOE'])('returns undefined for %s', (text) => {
    expect(parseSalary(text)).toBeUndefined();
  });

  // No period written, and the amount could be an hour's, a day's, a week's or a month's pay: no guess.
  it.each(['£150', '£450', '£150 - £200', '£2,500', '£9,500 + bonus', '£2,500 monthly commission'])('gives no salary for "%s"', (text) => {
    expect(parseSalary(text)).toBeUndefined();
  });
});
