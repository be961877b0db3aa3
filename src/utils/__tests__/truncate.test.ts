import { describe, expect, it } from 'vitest';
import { truncate } from '../truncate';

describe('truncate', () => {
  it.each([
    ['short text stays whole', 'Hello', 200, 'Hello'],
    ['exactly the limit stays whole', 'a'.repeat(200), 200, 'a'.repeat(200)],
    ['one over the limit is cut with ...', 'a'.repeat(201), 200, `${'a'.repeat(200)}...`],
    ['surrounding space is trimmed', '  spaced  ', 200, 'spaced'],
    ['no trailing space before ...', 'abcd efgh', 5, 'abcd...'],
  ])('%s', (_name, input, max, expected) => {
    expect(truncate(input, max)).toBe(expected);
  });
});
