import { describe, expect, it } from 'vitest';
import { reminderDue } from '../fee-reminders';

const none = new Set<'due' | 'overdue'>();

describe('reminderDue', () => {
  it('counts the three business days back over weekends and bank holidays', () => {
    // Due Tuesday 29 Dec 2026: back over Mon 28 and Fri 25 (bank holidays) and the weekend, Thu 24, Wed 23, Tue 22.
    expect(reminderDue('2026-12-29', '2026-12-21', none)).toBeNull();
    expect(reminderDue('2026-12-29', '2026-12-22', none)).toBe('due');
    expect(reminderDue('2026-12-29', '2026-12-29', none)).toBe('due');
    expect(reminderDue('2026-12-29', '2026-12-29', new Set(['due']))).toBeNull();
  });

  it('is overdue from the day after the due day, once', () => {
    expect(reminderDue('2026-12-29', '2026-12-30', new Set(['due']))).toBe('overdue');
    expect(reminderDue('2026-12-29', '2026-12-30', none)).toBe('overdue');
    expect(reminderDue('2026-12-29', '2027-01-30', new Set(['due', 'overdue']))).toBeNull();
  });
});
