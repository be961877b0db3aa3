import { describe, expect, it } from 'vitest';
import { withRetries } from '../retry';

/** An attempt that fails `failures` times, then answers 'done'; counts its calls. */
function flaky(failures: number) {
  const calls = { n: 0 };
  const attempt = async () => {
    calls.n++;
    if (calls.n <= failures) throw new Error(`failure ${calls.n}`);
    return 'done';
  };
  return { attempt, calls };
}

describe('withRetries', () => {
  it.each([
    [0, [1, 1], 1],
    [1, [1, 1], 2],
    [2, [1, 1], 3],
  ])('after %i failures with waits %j, answers on call %i', async (failures, delays, calls) => {
    const run = flaky(failures);
    expect(await withRetries(run.attempt, delays)).toBe('done');
    expect(run.calls.n).toBe(calls);
  });

  it('throws the last error once the waits are used up, having tried once more than there are waits', async () => {
    const run = flaky(5);
    await expect(withRetries(run.attempt, [1, 1])).rejects.toThrow('failure 3');
    expect(run.calls.n).toBe(3);
  });
});
