import { describe, expect, it } from 'vitest';
import { countOf } from '../plural';

describe('countOf', () => {
  it.each([
    [0, 'blog post', undefined, '0 blog posts'],
    [1, 'blog post', undefined, '1 blog post'],
    [2, 'application', undefined, '2 applications'],
    [1, 'enquiry', 'enquiries', '1 enquiry'],
    [12, 'enquiry', 'enquiries', '12 enquiries'],
  ])('%i %s', (n, one, many, text) => {
    expect(countOf(n, one, many)).toBe(text);
  });
});
