import { describe, expect, it } from 'vitest';
import { isPublished } from '../publication';

const now = new Date('2026-11-20T12:00:00.000Z');

describe('isPublished', () => {
  it.each([
    ['no time (a draft)', null, false],
    ['no time given', undefined, false],
    ['an earlier time', '2026-11-01T09:00:00.000Z', true],
    ['this very instant', '2026-11-20T12:00:00.000Z', true],
    ['a millisecond later (scheduled)', '2026-11-20T12:00:00.001Z', false],
    ['a later time (scheduled)', new Date('2026-12-01T09:00:00.000Z'), false],
    ['a time that is not one', 'garbage', false],
  ])('%s: %s', (_name, publishedAt, expected) => {
    expect(isPublished(publishedAt, now)).toBe(expected);
  });
});
