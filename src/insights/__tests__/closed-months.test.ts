import { describe, expect, it } from 'vitest';
import { closedMonths, nextMonth } from '../closed-months';

describe('closedMonths', () => {
  it('lists the months a period covers whole, before the current month', () => {
    expect(closedMonths({ from: '2025-11-15', to: '2026-03-31' }, '2026-11-28')).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(closedMonths({ from: '2026-02-01', to: '2026-03-30' }, '2026-11-28')).toEqual(['2026-02-01']);
  });

  it('leaves out the current month, even when the period covers it whole', () => {
    expect(closedMonths({ from: '2026-09-01', to: '2026-11-30' }, '2026-11-28')).toEqual(['2026-09-01', '2026-10-01']);
    expect(closedMonths({ from: '2026-11-01', to: '2026-11-28' }, '2026-11-28')).toEqual([]);
  });

  it('has none for a period inside one month', () => {
    expect(closedMonths({ from: '2026-10-01', to: '2026-10-03' }, '2026-11-28')).toEqual([]);
  });

  it('crosses a year', () => {
    expect(nextMonth('2025-12-01')).toBe('2026-01-01');
    expect(closedMonths({ from: '2025-12-01', to: '2026-01-31' }, '2026-11-28')).toEqual(['2025-12-01', '2026-01-01']);
  });
});
