import { describe, expect, it } from 'vitest';
import { escapeRegExp } from '../regex';

describe('escapeRegExp', () => {
  it.each([
    ['plain words', 'sales jobs'],
    ['a full stop', 'Dr. Whitcombe'],
    ['brackets and a plus', 'C++ (and [more])'],
    ['anchors, a question mark and a star', '^why? *now*$'],
    ['braces, a bar and a backslash', 'a{1}|b\\c'],
  ])('%s match only themselves', (_name, text) => {
    const pattern = new RegExp(`^${escapeRegExp(text)}$`);
    expect(pattern.test(text)).toBe(true);
    expect(pattern.test(`${text}x`)).toBe(false);
  });

  it('leaves letters, digits, spaces and hyphens as they are', () => {
    expect(escapeRegExp('graduate-sales 2026')).toBe('graduate-sales 2026');
  });
});
