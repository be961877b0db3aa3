import { describe, expect, it } from 'vitest';
import { jobSchema } from '../../schemas/job';
import { MACHINE_ZONES, onMachineIn } from '../../utils/__tests__/machine-zones';
import { EXPIRY_PAST_MESSAGE, expiryInputValue, expiryProblem, expiryToSave } from '../expiry-input';

/** The schema's reading of the expiry box, as the job form reads it before saving or checking. */
const parsedExpiry = (box: string) =>
  jobSchema.parse({
    title: 'SDR',
    company: 'Acme',
    location: 'Exeter',
    engagement: 'permanent',
    authorityNote: 'Instructed by email',
    description: 'd',
    requirements: 'r',
    expiresAt: box,
  }).expiresAt;

/** What the form sends for its box, as the form does it: the schema's reading, then expiryToSave. */
const saved = (box: string, stored: string | null): string | null => expiryToSave(box, stored, parsedExpiry(box))?.toISOString() ?? null;

describe.each(MACHINE_ZONES)('on a browser in %s', (zone) => {
  onMachineIn(zone);

  describe('expiryInputValue', () => {
    it.each([
      ['the end of a summer day in the UK', '2026-06-30T22:59:59.999Z', '2026-06-30'],
      ['the end of a winter day', '2026-12-10T23:59:59.999Z', '2026-12-10'],
      ['half past midnight BST set through the API, its UK day', '2026-06-30T23:30:00.000Z', '2026-07-01'],
      ['no expiry', null, ''],
    ])('%s', (_name, stored, expected) => {
      expect(expiryInputValue(stored)).toBe(expected);
    });
  });

  describe('expiryToSave', () => {
    it.each([
      ['a day chosen in summer ends that UK day', '2026-06-30', null, '2026-06-30T22:59:59.999Z'],
      ['a day chosen in winter', '2026-12-10', null, '2026-12-10T23:59:59.999Z'],
      ['an untouched box keeps a time set through the API', '2026-07-01', '2026-06-30T23:30:00.000Z', '2026-06-30T23:30:00.000Z'],
      [
        'an untouched box keeps an expiry stored at the end of a UTC day',
        '2026-07-01',
        '2026-06-30T23:59:59.999Z',
        '2026-06-30T23:59:59.999Z',
      ],
      ['another day chosen replaces it', '2026-07-02', '2026-06-30T23:30:00.000Z', '2026-07-02T22:59:59.999Z'],
      ['an emptied box removes it', '', '2026-06-30T23:30:00.000Z', null],
      ['an empty box without one', '', null, null],
    ])('%s', (_name, box, stored, expected) => {
      expect(saved(box, stored)).toBe(expected);
    });
  });
});

describe('expiryProblem: a day already past is refused, an untouched one is not', () => {
  const now = new Date('2026-07-10T09:00:00Z');
  /** What the form says for its box, as the form asks it: the schema's reading, then expiryProblem. */
  const problem = (box: string, stored: string | null): string | undefined => expiryProblem(box, stored, parsedExpiry(box), now);

  it.each([
    ['yesterday', '2026-07-09', null, EXPIRY_PAST_MESSAGE],
    ['a year ago', '2025-07-10', null, EXPIRY_PAST_MESSAGE],
    ['a past day chosen over a stored future one', '2026-07-01', '2026-08-01T22:59:59.999Z', EXPIRY_PAST_MESSAGE],
    ['today (the job stays until the end of the UK day)', '2026-07-10', null, undefined],
    ['tomorrow', '2026-07-11', null, undefined],
    ['no expiry', '', null, undefined],
    ['an expired job edited with its box untouched', '2026-07-01', '2026-07-01T22:59:59.999Z', undefined],
  ])('%s', (_name, box, stored, expected) => {
    expect(problem(box, stored)).toBe(expected);
  });
});
