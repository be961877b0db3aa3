import { describe, expect, it } from 'vitest';
import { firstCharacters, truncate } from '../truncate';

describe('truncate', () => {
  it.each([
    ['short text stays whole', 'Hello', 200, 'Hello'],
    ['exactly the limit stays whole', 'a'.repeat(200), 200, 'a'.repeat(200)],
    ['one over the limit is cut with ...', 'a'.repeat(201), 200, `${'a'.repeat(200)}...`],
    ['surrounding space is trimmed', '  spaced  ', 200, 'spaced'],
    ['no trailing space before ...', 'abcd efgh', 5, 'abcd...'],
    ['an emoji at the cut is kept whole', `${'a'.repeat(199)}😀😀`, 200, `${'a'.repeat(199)}😀...`],
    ['emoji count as one character each', '😀'.repeat(200), 200, '😀'.repeat(200)],
  ])('%s', (_name, input, max, expected) => {
    expect(truncate(input, max)).toBe(expected);
  });
});

describe('firstCharacters', () => {
  it.each([
    ['short text stays whole', 'Hello', 10, 'Hello'],
    ['cut by code points, never inside a surrogate pair', 'ab😀cd', 3, 'ab😀'],
    ['astral characters of other scripts too', '𝒜𝒷𝒸', 2, '𝒜𝒷'],
  ])('%s', (_name, input, max, expected) => {
    expect(firstCharacters(input, max)).toBe(expected);
  });
});
