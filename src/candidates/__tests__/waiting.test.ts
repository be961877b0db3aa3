import { describe, expect, it } from 'vitest';
import { overdueIfReceivedBefore, PROMISED_HOURS, waitingOf } from '../waiting';

const now = new Date('2026-06-10T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('the 48-hour promise', () => {
  it('is the hours the forms promise', () => {
    expect(PROMISED_HOURS).toBe(48);
  });

  it('a new row waits from its arrival and is overdue once past the promised hours, not at them', () => {
    expect(waitingOf({ status: 'new', createdAt: hoursAgo(5.5) }, now)).toEqual({ waitingHours: 5, overdue: false });
    expect(waitingOf({ status: 'new', createdAt: hoursAgo(48) }, now)).toEqual({ waitingHours: 48, overdue: false });
    expect(waitingOf({ status: 'new', createdAt: new Date(hoursAgo(48).getTime() - 1) }, now)).toEqual({
      waitingHours: 48,
      overdue: true,
    });
  });

  it('a row taken up waits no longer, however old', () => {
    expect(waitingOf({ status: 'in_review', createdAt: hoursAgo(500) }, now)).toEqual({ waitingHours: null, overdue: false });
  });

  it('the cut-off a query uses agrees with the row rule', () => {
    const cut = overdueIfReceivedBefore(now);
    expect(waitingOf({ status: 'new', createdAt: cut }, now).overdue).toBe(false);
    expect(waitingOf({ status: 'new', createdAt: new Date(cut.getTime() - 1) }, now).overdue).toBe(true);
  });
});
