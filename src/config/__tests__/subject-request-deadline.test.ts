import { describe, expect, it } from 'vitest';
import { dataRequestClock, isCalendarDay, oneMonthFrom, type DataRequestDays } from '../subject-request-deadline';

const request = (days: Partial<DataRequestDays>): DataRequestDays => ({
  receivedOn: '2026-09-03',
  identityAskedOn: null,
  identityReceivedOn: null,
  clarificationAskedOn: null,
  clarificationReceivedOn: null,
  completedOn: null,
  ...days,
});

describe('one month (UK GDPR Article 12A, as the ICO counts it)', () => {
  it.each([
    ['2026-09-03', '2026-10-03'],
    ['2027-01-31', '2027-02-28'],
    ['2028-01-31', '2028-02-29'],
    ['2026-03-31', '2026-04-30'],
    ['2026-12-15', '2027-01-15'],
  ])('from %s ends on %s', (from, to) => expect(oneMonthFrom(from)).toBe(to));

  it('knows a real calendar day', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('7 Dec 2026')).toBe(false);
  });
});

describe('dataRequestClock', () => {
  it('is due a month after receipt when nothing was asked', () => {
    expect(dataRequestClock(request({}))).toEqual({ state: 'running', dueOn: '2026-10-03', pausedDays: 0 });
  });

  it('waits for proof of identity, then runs a month from the day it arrived', () => {
    expect(dataRequestClock(request({ identityAskedOn: '2026-09-04' }))).toEqual({ state: 'waiting-identity', dueOn: null, pausedDays: 0 });
    expect(dataRequestClock(request({ identityAskedOn: '2026-09-04', identityReceivedOn: '2026-09-20' }))).toEqual({
      state: 'running',
      dueOn: '2026-10-20',
      pausedDays: 0,
    });
  });

  it('stops while clarification is awaited, and adds the days from the question to the answer, both included', () => {
    expect(dataRequestClock(request({ clarificationAskedOn: '2026-09-10' }))).toEqual({ state: 'paused', dueOn: null, pausedDays: 0 });
    // Asked on the 10th, answered on the 12th: the 10th, 11th and 12th do not count.
    expect(dataRequestClock(request({ clarificationAskedOn: '2026-09-10', clarificationReceivedOn: '2026-09-12' }))).toEqual({
      state: 'running',
      dueOn: '2026-10-06',
      pausedDays: 3,
    });
    // Answered the day it was asked: that day does not count.
    expect(dataRequestClock(request({ clarificationAskedOn: '2026-09-10', clarificationReceivedOn: '2026-09-10' })).dueOn).toBe(
      '2026-10-04',
    );
  });

  it('does not count a pause before the month began (identity received after the clarification)', () => {
    const clock = dataRequestClock(
      request({
        identityAskedOn: '2026-09-04',
        clarificationAskedOn: '2026-09-04',
        clarificationReceivedOn: '2026-09-08',
        identityReceivedOn: '2026-09-10',
      }),
    );
    expect(clock).toEqual({ state: 'running', dueOn: '2026-10-10', pausedDays: 0 });
    // Part of the pause after the month began counts.
    expect(
      dataRequestClock(
        request({
          identityAskedOn: '2026-09-04',
          identityReceivedOn: '2026-09-10',
          clarificationAskedOn: '2026-09-08',
          clarificationReceivedOn: '2026-09-11',
        }),
      ).dueOn,
    ).toBe('2026-10-12');
  });

  it('is due nothing once completed', () => {
    expect(dataRequestClock(request({ completedOn: '2026-09-30' }))).toEqual({ state: 'completed', dueOn: null, pausedDays: 0 });
    expect(dataRequestClock(request({ clarificationAskedOn: '2026-09-10', completedOn: '2026-09-30' })).state).toBe('completed');
  });
});
