import { describe, expect, it } from 'vitest';
import { MAX_SEND_ATTEMPTS, RETRY_MAX_DELAY_MS, retryDelayMs } from '../outbox';

const minutes = (n: number) => n * 60_000;

describe('retryDelayMs', () => {
  it.each([
    [1, minutes(1)],
    [2, minutes(2)],
    [3, minutes(4)],
    [4, minutes(8)],
    [7, minutes(64)],
    [8, minutes(128)],
    [9, minutes(240)],
    [20, minutes(240)],
  ])('after %i failed attempt(s) waits %i ms', (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay);
  });

  it('gives up after attempts spread over hours, not minutes', () => {
    const total = Array.from({ length: MAX_SEND_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(minutes(120));
    expect(retryDelayMs(100)).toBe(RETRY_MAX_DELAY_MS);
  });
});
