import { describe, expect, it } from 'vitest';
import { addDaysToDay, addBusinessDays, daysBetween, isBusinessDay } from '../business-days';

describe('business days (England and Wales)', () => {
  it.each([
    ['a Monday', '2027-02-01', true],
    ['a Saturday', '2027-02-06', false],
    ['a Sunday', '2027-02-07', false],
    ['Good Friday 2027', '2027-03-26', false],
    ['Easter Monday 2027', '2027-03-29', false],
    ['the Christmas substitute day 2027', '2027-12-27', false],
    ['the Boxing Day substitute day 2027', '2027-12-28', false],
    ['the New Year substitute day 2028', '2028-01-03', false],
    ['Boxing Day 2026 on a Saturday (its substitute is the Monday)', '2026-12-26', false],
    ['the Boxing Day substitute day 2026', '2026-12-28', false],
  ])('%s', (_name, day, expected) => {
    expect(isBusinessDay(day)).toBe(expected);
  });

  it.each([
    ['from a Monday', '2027-02-01', 2, '2027-02-03'],
    ['from a Friday, over the weekend', '2027-02-05', 2, '2027-02-09'],
    ['from a Saturday', '2027-02-06', 1, '2027-02-08'],
    ['over Easter 2027 (Thursday before Good Friday)', '2027-03-25', 1, '2027-03-30'],
    ['from Good Friday', '2027-03-26', 2, '2027-03-31'],
    ['over Christmas 2027', '2027-12-23', 3, '2027-12-30'],
    ['three business days from a Wednesday', '2027-02-03', 3, '2027-02-08'],
    ['zero: the day itself', '2027-02-03', 0, '2027-02-03'],
    ['back from a Monday to the Friday before', '2026-12-14', -1, '2026-12-11'],
    ['back over Christmas 2026', '2026-12-29', -2, '2026-12-23'],
  ])('%s', (_name, day, count, expected) => {
    expect(addBusinessDays(day, count)).toBe(expected);
  });

  it('refuses to count past the last year of the bank holiday list rather than guess', () => {
    expect(() => addBusinessDays('2028-12-29', 3)).toThrow(/listed only until 2028-12-31/);
  });

  it.each([
    ['2027-01-04', 30, '2027-02-03'],
    ['2027-02-27', 1, '2027-02-28'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-12-31', 1, '2028-01-01'],
  ])('%s plus %i days is %s', (day, days, expected) => {
    expect(addDaysToDay(day, days)).toBe(expected);
    expect(daysBetween(day, expected)).toBe(days);
  });
});
