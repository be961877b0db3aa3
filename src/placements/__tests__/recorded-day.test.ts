import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors/domain-error';
import { refuseFutureDay } from '../recorded-day';

const refusal = (day: string, now: string) => {
  try {
    refuseFutureDay(day, new Date(now), 'paidOn', 'after today');
    return undefined;
  } catch (error) {
    return error instanceof DomainError ? [error.kind, error.details.errors] : error;
  }
};

describe('refuseFutureDay', () => {
  it.each([
    ['today, in winter', '2026-12-07', '2026-12-07T23:59:00Z', undefined],
    ['yesterday', '2026-12-06', '2026-12-07T09:00:00Z', undefined],
    ['tomorrow', '2026-12-08', '2026-12-07T09:00:00Z', ['invalid', { paidOn: ['after today'] }]],
    // 23:30 UTC on 30 June is 00:30 on 1 July in the UK (BST): the 1st is today there.
    ['the UK’s today while UTC is still on the day before', '2026-07-01', '2026-06-30T23:30:00Z', undefined],
    ['the day after the UK’s today', '2026-07-02', '2026-06-30T23:30:00Z', ['invalid', { paidOn: ['after today'] }]],
  ])('%s', (_name, day, now, expected) => {
    expect(refusal(day, now)).toEqual(expected);
  });
});
