import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay } from '../business-days';

describe('business days', () => {
  it('skips weekends and bank holidays in England and Wales', () => {
    expect(isBusinessDay('2026-12-07')).toBe(true);
    expect(isBusinessDay('2026-12-12')).toBe(false);
    expect(isBusinessDay('2026-12-25')).toBe(false);
    // Monday 7 Dec + 5 → Monday 14 Dec; Friday 4 Dec + 1 → Monday 7 Dec.
    expect(addBusinessDays('2026-12-07', 5)).toBe('2026-12-14');
    expect(addBusinessDays('2026-12-04', 1)).toBe('2026-12-07');
    // Christmas Day and the Boxing Day holiday (Monday 28th) are not counted.
    expect(addBusinessDays('2026-12-23', 2)).toBe('2026-12-29');
    expect(addBusinessDays('2026-12-14', -1)).toBe('2026-12-11');
    expect(addBusinessDays('2026-12-07', 0)).toBe('2026-12-07');
  });
});
