import { describe, expect, it } from 'vitest';
import { formatDate } from '../../utils/dates';
import { MACHINE_ZONES, onMachineIn } from '../../utils/__tests__/machine-zones';
import {
  acknowledgementDue,
  COMPLAINT_ACKNOWLEDGEMENT_DAYS,
  isAcknowledgementOverdue,
  overdueIfReceivedBefore,
} from '../complaint-deadline';

const HOUR = 3_600_000;

it('gives 30 days, as the Data (Use and Access) Act 2025 does', () => {
  expect(COMPLAINT_ACKNOWLEDGEMENT_DAYS).toBe(30);
});

describe.each(MACHINE_ZONES)('on a machine in %s', (zone) => {
  onMachineIn(zone);

  it.each([
    // Day one is the day after receipt; the due day ends at midnight in the UK.
    ['a summer day (BST)', '2026-07-01T10:00:00Z', '2026-07-31T22:59:59.999Z', '31 July 2026'],
    [
      'the first half hour of a UK summer day, still the day before in UTC',
      '2026-06-30T23:30:00Z',
      '2026-07-31T22:59:59.999Z',
      '31 July 2026',
    ],
    ['the last minute of a UK summer day', '2026-07-01T22:59:00Z', '2026-07-31T22:59:59.999Z', '31 July 2026'],
    ['a winter day (GMT)', '2026-12-01T09:00:00Z', '2026-12-31T23:59:59.999Z', '31 December 2026'],
    ['a day before the clocks go back, due after', '2026-10-10T12:00:00Z', '2026-11-09T23:59:59.999Z', '9 November 2026'],
    ['a day before the clocks go forward, due after', '2026-03-10T23:30:00Z', '2026-04-09T22:59:59.999Z', '9 April 2026'],
    ['the day the clocks go back', '2026-10-25T12:00:00Z', '2026-11-24T23:59:59.999Z', '24 November 2026'],
    ['the end of January, due in March', '2027-01-31T12:00:00Z', '2027-03-02T23:59:59.999Z', '2 March 2027'],
  ])('an enquiry received on %s is to be acknowledged by the end of the UK day 30 days later', (_name, received, due, shown) => {
    const deadline = acknowledgementDue(new Date(received));
    expect(deadline.toISOString()).toBe(due);
    expect(formatDate(deadline, 'long')).toBe(shown);
  });

  it('is overdue only after the due day has ended in the UK', () => {
    const received = new Date('2026-07-01T10:00:00Z');
    expect(isAcknowledgementOverdue(received, new Date('2026-07-31T22:59:59.999Z'))).toBe(false);
    expect(isAcknowledgementOverdue(received, new Date('2026-07-31T23:00:00.000Z'))).toBe(true);
  });

  it("the query's cut-off agrees with the deadline through a year, clock changes included", () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    const disagreements: string[] = [];
    for (let now = start; now < start + 400 * 24 * HOUR; now += 23 * HOUR) {
      const cutoff = overdueIfReceivedBefore(new Date(now));
      // Received at its very edges, and every five hours of the days around it.
      for (const received of [
        cutoff.getTime() - 1,
        cutoff.getTime(),
        ...Array.from({ length: 10 }, (_, i) => now - 29 * 24 * HOUR - i * 5 * HOUR - 13 * 60_000),
      ]) {
        const overdue = isAcknowledgementOverdue(new Date(received), new Date(now));
        if (overdue !== received < cutoff.getTime())
          disagreements.push(`${new Date(received).toISOString()} at ${new Date(now).toISOString()}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
