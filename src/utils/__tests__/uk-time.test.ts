import { describe, expect, it } from 'vitest';
import { fromUkWallClock, toUkWallClock, ukDay, ukDayBounds } from '../uk-time';
import { MACHINE_ZONES, onMachineIn } from './machine-zones';

describe.each(MACHINE_ZONES)('on a machine in %s', (zone) => {
  onMachineIn(zone);

  describe('fromUkWallClock', () => {
    it.each([
      ['a summer time (BST)', '2027-06-01T09:00', '2027-06-01T08:00:00.000Z'],
      ['a winter time (GMT)', '2027-12-01T09:00', '2027-12-01T09:00:00.000Z'],
      ['midnight starting a summer day', '2026-07-01T00:30', '2026-06-30T23:30:00.000Z'],
      ['the minute before the clocks go forward', '2027-03-28T00:59', '2027-03-28T00:59:00.000Z'],
      ['the first minute after they go forward', '2027-03-28T02:00', '2027-03-28T01:00:00.000Z'],
      ['the repeated hour as its first occurrence (BST)', '2027-10-31T01:30', '2027-10-31T00:30:00.000Z'],
      ['the start of the repeated hour (BST)', '2027-10-31T01:00', '2027-10-31T00:00:00.000Z'],
      ['the first minute after the repeated hour (GMT)', '2027-10-31T02:00', '2027-10-31T02:00:00.000Z'],
      ['the first minute the date fields take', '1900-01-01T00:00', '1900-01-01T00:00:00.000Z'],
      ['the last minute they take', '9999-12-31T23:59', '9999-12-31T23:59:00.000Z'],
    ])('reads %s as UK time', (_name, text, expected) => {
      expect(fromUkWallClock(text)).toEqual({ date: new Date(expected) });
    });

    it.each(['2027-03-28T01:00', '2027-03-28T01:30', '2027-03-28T01:59', '2026-03-29T01:15'])(
      'refuses %s, which the clocks skip',
      (text) => {
        expect(fromUkWallClock(text)).toEqual({ problem: 'skipped' });
      },
    );

    it.each([
      '',
      'tomorrow',
      '1899-12-31T23:59',
      '0027-01-01T09:00',
      '10000-01-01T09:00',
      '2027-02-30T09:00',
      '2027-06-01T25:00',
      '2027-6-1T9:00',
      '2027-06-01 09:00',
      '2027-06-01T09:00Z',
    ])('says %j is not a time', (text) => {
      expect(fromUkWallClock(text)).toEqual({ problem: 'invalid' });
    });
  });

  describe('toUkWallClock', () => {
    it.each([
      ['2027-06-01T08:00:00.000Z', '2027-06-01T09:00'],
      ['2027-12-01T09:00:00.000Z', '2027-12-01T09:00'],
      ['2027-10-31T00:30:00.000Z', '2027-10-31T01:30'],
      ['2027-10-31T01:30:00.000Z', '2027-10-31T01:30'],
      ['2026-06-30T23:30:45.000Z', '2026-07-01T00:30'],
    ])('shows %s as %s', (iso, expected) => {
      expect(toUkWallClock(new Date(iso))).toBe(expected);
    });

    it.each(['2027-06-01T09:00', '2027-12-01T23:59', '2027-10-31T01:30', '2027-03-28T02:00'])('gives back what %s was read as', (text) => {
      const reading = fromUkWallClock(text);
      expect('date' in reading && toUkWallClock(reading.date)).toBe(text);
    });
  });

  describe('ukDay', () => {
    it.each([
      ['a summer night after 23:00 UTC is the next day', '2026-06-30T23:30:00Z', '2026-07-01'],
      ['a winter night is the UTC day', '2026-12-31T23:30:00Z', '2026-12-31'],
      ['the last instant of a summer day', '2026-06-30T22:59:59.999Z', '2026-06-30'],
    ])('%s', (_name, iso, expected) => {
      expect(ukDay(new Date(iso))).toBe(expected);
    });
  });

  describe('ukDayBounds', () => {
    it.each([
      ['a summer day starts and ends an hour before UTC midnight', [2026, 6, 30], '2026-06-29T23:00:00.000Z', '2026-06-30T22:59:59.999Z'],
      ['a winter day is the UTC day', [2026, 12, 10], '2026-12-10T00:00:00.000Z', '2026-12-10T23:59:59.999Z'],
      ['the spring change’s day is 23 hours long', [2027, 3, 28], '2027-03-28T00:00:00.000Z', '2027-03-28T22:59:59.999Z'],
      ['the autumn change’s day is 25 hours long', [2027, 10, 31], '2027-10-30T23:00:00.000Z', '2027-10-31T23:59:59.999Z'],
      ['the first day the date fields take', [1900, 1, 1], '1900-01-01T00:00:00.000Z', '1900-01-01T23:59:59.999Z'],
      ['the last day they take', [9999, 12, 31], '9999-12-31T00:00:00.000Z', '9999-12-31T23:59:59.999Z'],
    ] as const)('%s', (_name, [year, month, day], start, end) => {
      expect(ukDayBounds(year, month, day)).toEqual({ start: new Date(start), end: new Date(end) });
    });
  });
});
