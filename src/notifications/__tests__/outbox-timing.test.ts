import { describe, expect, it } from 'vitest';
import { firstAttemptAt, isWithdrawable } from '../outbox';

const NOW = new Date('2026-12-07T10:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

describe('firstAttemptAt', () => {
  it('is now for a message with no not-before time, or one already past', () => {
    expect(firstAttemptAt({}, NOW)).toEqual(NOW);
    expect(firstAttemptAt({ notBefore: minutes(-1) }, NOW)).toEqual(NOW);
  });

  it('is the not-before time when it is later: the message waits its grace period', () => {
    expect(firstAttemptAt({ notBefore: minutes(5) }, NOW)).toEqual(minutes(5));
  });
});

describe('isWithdrawable', () => {
  it('holds for a waiting message no sender holds, or whose sender’s lease has ended', () => {
    expect(isWithdrawable({ status: 'pending', claimedUntil: null }, NOW)).toBe(true);
    expect(isWithdrawable({ status: 'pending', claimedUntil: minutes(-1) }, NOW)).toBe(true);
  });

  it('fails once a sender holds it (it may be with the relay) or it has gone', () => {
    expect(isWithdrawable({ status: 'pending', claimedUntil: minutes(4) }, NOW)).toBe(false);
    for (const status of ['sent', 'failed', 'withdrawn'] as const) expect(isWithdrawable({ status, claimedUntil: null }, NOW)).toBe(false);
  });
});
