import { describe, expect, it } from 'vitest';
import { postModifiedAt } from '../modified-time';

const created = new Date('2026-11-01T09:00:00Z');

describe('postModifiedAt', () => {
  it.each([
    [
      'edited after it went live',
      { updatedAt: new Date('2026-11-12T10:00:00Z'), publishedAt: new Date('2026-11-10T08:00:00Z') },
      '2026-11-12T10:00:00.000Z',
    ],
    [
      'scheduled ahead and left alone since',
      { updatedAt: new Date('2026-11-01T09:00:00Z'), publishedAt: new Date('2026-11-10T08:00:00Z') },
      '2026-11-10T08:00:00.000Z',
    ],
    ['never updated, published later', { updatedAt: null, publishedAt: new Date('2026-11-10T08:00:00Z') }, '2026-11-10T08:00:00.000Z'],
    ['a draft', { updatedAt: new Date('2026-11-05T09:00:00Z'), publishedAt: null }, '2026-11-05T09:00:00.000Z'],
    ['a draft never updated', { updatedAt: null, publishedAt: null }, '2026-11-01T09:00:00.000Z'],
  ])('%s', (_, times, expected) => {
    expect(postModifiedAt({ createdAt: created, ...times }).toISOString()).toBe(expected);
  });

  it('reads dates sent as text (the API and the JSON the pages are built from)', () => {
    expect(
      postModifiedAt({
        createdAt: '2026-11-01T09:00:00Z',
        updatedAt: '2026-11-01T09:00:00Z',
        publishedAt: '2026-11-10T08:00:00Z',
      }).toISOString(),
    ).toBe('2026-11-10T08:00:00.000Z');
  });
});
