import { describe, expect, it } from 'vitest';
import { resultLine } from '../publish';

describe('resultLine', () => {
  const now = new Date('2030-06-01T12:00:00Z');
  const label = "'Networking Tips for Graduates'";

  it.each([
    ['a post written now', { publishedAt: now, already: false }, "✓ 'Networking Tips for Graduates' published at /blog/tips"],
    ['one already there and live', { publishedAt: new Date('2030-05-01T09:00:00Z'), already: true }, "✓ 'Networking Tips for Graduates' was already published at /blog/tips"],
    ['one already there, live from this moment', { publishedAt: now, already: true }, "✓ 'Networking Tips for Graduates' was already published at /blog/tips"],
    ['one already there as a draft', { publishedAt: null, already: true }, "⚠ 'Networking Tips for Graduates' is already imported at /blog/tips as a draft"],
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time).
    ['one already there and scheduled (a UK date)', { publishedAt: new Date('2030-06-30T23:30:00Z'), already: true }, "⚠ 'Networking Tips for Graduates' is already imported at /blog/tips, scheduled for July 1, 2030"],
  ])('%s', (_name, post, line) => {
    expect(resultLine(label, { slug: 'tips', ...post }, now)).toBe(line);
  });
});
