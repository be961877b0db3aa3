import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { blogPostSchema, BLOG_POST_MESSAGES } from '../blog-post';
import { DATE_RANGE_MESSAGE } from '../date-range';
import { jobSchema } from '../job';
import { MACHINE_ZONES, onMachineIn } from '../../utils/__tests__/machine-zones';

const job = {
  title: 'SDR',
  company: 'Acme',
  location: 'Exeter',
  engagement: 'permanent',
  authorityNote: 'Instructed by email',
  description: 'd',
  requirements: 'r',
};
const post = { title: 'A title', slug: 'a-title', content: 'Body', author: 'PsychGrad Recruitment Team' };

/** The schema's messages for a field, or the parsed value when it passes. */
function parsed(schema: typeof jobSchema | typeof blogPostSchema, value: object, field: string) {
  const result = z.safeParse(schema, value);
  return result.success
    ? (result.data as Record<string, unknown>)[field]
    : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe.each([
  ['job expiresAt', jobSchema, job, 'expiresAt', 'Enter a valid date'],
  ['post publishedAt', blogPostSchema, post, 'publishedAt', BLOG_POST_MESSAGES.publishedAt],
] as const)('%s', (_name, schema, valid, field, invalid) => {
  it.each([
    // Valid JavaScript dates that PostgreSQL's timestamptz cannot hold.
    '-005000-01-01T00:00:00Z',
    '+275760-09-13T00:00:00Z',
    // A year typed short or long.
    '0026-03-01T00:00:00Z',
    '1899-12-31T23:59:59.999Z',
    '+010000-01-01T00:00:00Z',
  ])('refuses %s, outside the years 1900 to 9999', (value) => {
    expect(parsed(schema, { ...valid, [field]: value }, field)).toEqual([`${field}: ${DATE_RANGE_MESSAGE}`]);
  });

  it.each(['1900-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z'])('takes %s, at an end of the range', (value) => {
    expect(parsed(schema, { ...valid, [field]: value }, field)).toEqual(new Date(value));
  });

  it.each([
    ['words', 'next week'],
    ['a day written month-first or day-first', '01/02/2026'],
    ['a bare number, which JavaScript reads as a month of 2001', '5'],
    ['a day that does not exist', '2026-02-30'],
    ['a time on a day that does not exist', '2026-02-29T10:00:00Z'],
    ['a time without its offset, which would be read in the server’s zone', '2026-11-24T10:00:00'],
    ['an English date', '24 November 2026'],
  ])('says %s is not a date', (_what, value) => {
    expect(parsed(schema, { ...valid, [field]: value }, field)).toEqual([`${field}: ${invalid}`]);
  });

  it.each([
    ['2026-11-24T10:00:00.000Z', '2026-11-24T10:00:00.000Z'],
    ['2026-11-24T10:00+01:00', '2026-11-24T09:00:00.000Z'],
    ['2028-02-29T12:30:15Z', '2028-02-29T12:30:15.000Z'],
  ])('takes the ISO time %s', (value, expected) => {
    expect(parsed(schema, { ...valid, [field]: value }, field)).toEqual(new Date(expected));
  });
});

describe.each(MACHINE_ZONES)('on a machine in %s', (zone) => {
  onMachineIn(zone);

  describe('job expiresAt as a calendar date (the form’s date input) is the end of that day in the UK', () => {
    it.each([
      ['2026-06-30', new Date('2026-06-30T22:59:59.999Z')],
      ['2026-12-10', new Date('2026-12-10T23:59:59.999Z')],
      ['2027-03-28', new Date('2027-03-28T22:59:59.999Z')],
      ['2027-10-31', new Date('2027-10-31T23:59:59.999Z')],
      ['9999-12-31', new Date('9999-12-31T23:59:59.999Z')],
      ['1900-01-01', new Date('1900-01-01T23:59:59.999Z')],
      ['0202-06-01', [`expiresAt: ${DATE_RANGE_MESSAGE}`]],
      ['0026-01-31', [`expiresAt: ${DATE_RANGE_MESSAGE}`]],
      ['+010000-01-01', [`expiresAt: ${DATE_RANGE_MESSAGE}`]],
      ['2026-02-30', ['expiresAt: Enter a valid date']],
    ])('%s', (value, expected) => {
      expect(parsed(jobSchema, { ...job, expiresAt: value }, 'expiresAt')).toEqual(expected);
    });
  });

  describe('post publishedAt as a calendar date is the start of that day in the UK', () => {
    it.each([
      ['2026-07-01', '2026-06-30T23:00:00.000Z'],
      ['2026-11-24', '2026-11-24T00:00:00.000Z'],
    ])('%s', (value, expected) => {
      expect(parsed(blogPostSchema, { ...post, publishedAt: value }, 'publishedAt')).toEqual(new Date(expected));
    });
  });
});
