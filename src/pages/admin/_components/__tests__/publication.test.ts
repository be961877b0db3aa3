import { describe, expect, it } from 'vitest';
import { publicationOf, publishedAtFor } from '../publication';

const now = new Date('2026-11-20T12:00:00Z');

describe('publicationOf', () => {
  it.each([
    [null, 'draft'],
    ['2026-11-01T09:00:00.000Z', 'publish'],
    ['2026-12-01T09:00:00.000Z', 'schedule'],
  ] as const)('%s is %s', (publishedAt, mode) => {
    expect(publicationOf(publishedAt, now).mode).toBe(mode);
  });
});

describe('publishedAtFor', () => {
  it.each([
    ['draft', '', '2026-11-01T09:00:00.000Z', null],
    ['publish', '', null, now.toISOString()],
    ['publish', '', '2026-11-01T09:00:00.000Z', '2026-11-01T09:00:00.000Z'],
    ['publish', '', '2026-12-01T09:00:00.000Z', now.toISOString()],
    ['schedule', '2026-12-01T09:30:00.000Z', null, '2026-12-01T09:30:00.000Z'],
    ['schedule', '2026-11-01T09:30:00.000Z', null, undefined],
    ['schedule', '', null, undefined],
  ] as const)('%s with %j (stored %s) sends %s', (mode, scheduleAt, current, expected) => {
    expect(publishedAtFor(mode, scheduleAt, current, now)).toBe(expected);
  });
});
