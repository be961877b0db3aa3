import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from '../../schemas/date-range';
import { MACHINE_ZONES, onMachineIn } from '../../utils/__tests__/machine-zones';
import { publicationOf, publishedAtFor } from '../publication';
import { SCHEDULE_MESSAGES } from '../../texts/admin';

const now = new Date('2026-11-20T12:00:00Z');

// The browser's zone must change nothing: the schedule box is UK time.
describe.each(MACHINE_ZONES)('on a browser in %s', (zone) => {
  onMachineIn(zone);

  describe('publicationOf', () => {
    it.each([
      [null, 'draft', ''],
      ['2026-11-01T09:00:00.000Z', 'publish', ''],
      ['2026-11-20T12:00:00.000Z', 'publish', ''],
      ['2026-12-01T09:00:00.000Z', 'schedule', '2026-12-01T09:00'],
      ['2027-06-01T08:00:00.000Z', 'schedule', '2027-06-01T09:00'],
      ['2027-10-31T00:30:00.000Z', 'schedule', '2027-10-31T01:30'],
      ['2027-10-31T01:30:00.000Z', 'schedule', '2027-10-31T01:30'],
    ] as const)('%s is %s, the box showing %j', (publishedAt, mode, scheduleAt) => {
      expect(publicationOf(publishedAt, now)).toEqual({ mode, scheduleAt });
    });
  });

  describe('publishedAtFor', () => {
    it.each([
      ['a draft', 'draft', '', '2026-11-01T09:00:00.000Z', { publishedAt: null }],
      ['publishing a new post: now', 'publish', '', null, { publishedAt: now.toISOString() }],
      ['a published post keeps its date', 'publish', '', '2026-11-01T09:00:00.000Z', { publishedAt: '2026-11-01T09:00:00.000Z' }],
      ['publishing a scheduled post now', 'publish', '', '2026-12-01T09:00:00.000Z', { publishedAt: now.toISOString() }],
      ['a winter time typed, UK time (GMT)', 'schedule', '2026-12-01T09:30', null, { publishedAt: '2026-12-01T09:30:00.000Z' }],
      ['a summer time typed, UK time (BST)', 'schedule', '2027-06-01T09:00', null, { publishedAt: '2027-06-01T08:00:00.000Z' }],
      [
        'the autumn change’s repeated hour typed: the first time round (BST)',
        'schedule',
        '2027-10-31T01:30',
        null,
        { publishedAt: '2027-10-31T00:30:00.000Z' },
      ],
      ['a time the spring change skips', 'schedule', '2027-03-28T01:30', null, { problem: SCHEDULE_MESSAGES.skipped }],
      ['a time gone by', 'schedule', '2026-11-01T09:30', null, { problem: SCHEDULE_MESSAGES.future }],
      ['this very minute', 'schedule', '2026-11-20T12:00', null, { problem: SCHEDULE_MESSAGES.future }],
      ['an empty box', 'schedule', '', null, { problem: SCHEDULE_MESSAGES.future }],
      ['a year typed long', 'schedule', '10000-01-01T09:00', null, { problem: DATE_RANGE_MESSAGE }],
      ['a year typed short', 'schedule', '0027-01-01T09:00', null, { problem: DATE_RANGE_MESSAGE }],
    ] as const)('%s', (_name, mode, scheduleAt, current, expected) => {
      expect(publishedAtFor(mode, scheduleAt, current, now)).toEqual(expected);
    });

    it.each([
      ['the autumn change’s second (GMT) 01:30', '2027-10-31T01:30:00.000Z', '2027-10-31T01:30'],
      ['the autumn change’s first (BST) 01:30', '2027-10-31T00:30:00.000Z', '2027-10-31T01:30'],
      ['a time with seconds set through the API', '2027-06-01T08:00:42.500Z', '2027-06-01T09:00'],
      ['a time that came while the form was open', '2026-11-20T11:59:00.000Z', '2026-11-20T11:59'],
    ])('an edit that leaves the box alone keeps %s exactly', (_name, stored, box) => {
      expect(publicationOf(stored, new Date('2026-11-01T00:00:00Z')).scheduleAt).toBe(box);
      expect(publishedAtFor('schedule', box, stored, now)).toEqual({ publishedAt: stored });
    });

    it('a box changed from the stored time is read as typed', () => {
      expect(publishedAtFor('schedule', '2027-10-31T02:30', '2027-10-31T01:30:00.000Z', now)).toEqual({
        publishedAt: '2027-10-31T02:30:00.000Z',
      });
    });
  });
});
