import { describe, expect, it } from 'vitest';
import { hasExpired } from '../expiry';

const now = new Date('2026-11-20T12:00:00.000Z');

describe('hasExpired', () => {
  it.each([
    ['no expiry', null, false],
    ['no expiry given', undefined, false],
    ['an earlier time', '2026-11-19T23:59:59.999Z', true],
    ['this very instant', '2026-11-20T12:00:00.000Z', true],
    ['a millisecond later', '2026-11-20T12:00:00.001Z', false],
    ['a later day', new Date('2026-11-30T23:59:59.999Z'), false],
  ])('%s: %s', (_name, expiresAt, expected) => {
    expect(hasExpired(expiresAt, now)).toBe(expected);
  });
});
