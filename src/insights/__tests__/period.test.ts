import { describe, expect, it } from 'vitest';
import { readPeriod } from '../period';

describe('readPeriod', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(readPeriod(null, null, new Date('2026-11-28T23:30:00Z'))).toEqual({ from: '2026-10-30', to: '2026-11-28' });
  });
});
