import { describe, expect, it } from 'vitest';
import { e164Phone } from '../phone';

describe('e164Phone', () => {
  it.each([
    ['07700 900123', '+447700900123'],
    ['+44 7700 900123', '+447700900123'],
    ['0044 (0)7700-900123', '+447700900123'],
    ['(01392) 123456', '+441392123456'],
    ['+1 415 555 2671', '+14155552671'],
    ['+33 6 12 34 56 78', '+33612345678'],
  ])('keeps %j as %j', (typed, stored) => {
    expect(e164Phone(typed)).toBe(stored);
  });

  it.each(['', '   ', '12345', 'not a number', null, undefined])('has no E.164 form for %j', (typed) => {
    expect(e164Phone(typed)).toBeNull();
  });
});
