import { describe, expect, it } from 'vitest';
import { resultLine } from '../publish';

describe('resultLine', () => {
  const now = new Date('2030-06-01T12:00:00Z');
  const label = "'Networking Tips for Graduates'";
  const live = { slug: 'tips', publishedAt: new Date('2030-05-01T09:00:00Z') };
  // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time).
  const scheduled = { slug: 'tips', publishedAt: new Date('2030-06-30T23:30:00Z') };
  const draft = { slug: 'tips', publishedAt: null };

  it.each([
    [
      'a post written now',
      { kind: 'added', post: { slug: 'tips', publishedAt: now } },
      "✓ 'Networking Tips for Graduates' published at /blog/tips",
    ],
    ['one there, updated', { kind: 'updated', post: live }, "✓ 'Networking Tips for Graduates' updated at /blog/tips"],
    [
      'one there as a draft, updated',
      { kind: 'updated', post: draft },
      "✓ 'Networking Tips for Graduates' updated at /blog/tips (still a draft)",
    ],
    [
      'one there and scheduled, updated (a UK date)',
      { kind: 'updated', post: scheduled },
      "✓ 'Networking Tips for Graduates' updated at /blog/tips (still scheduled for 1 July 2030)",
    ],
    [
      'one there and live, unchanged',
      { kind: 'unchanged', post: live },
      "– 'Networking Tips for Graduates' was already published at /blog/tips, unchanged: skipped",
    ],
    [
      'one there, live from this moment, unchanged',
      { kind: 'unchanged', post: { slug: 'tips', publishedAt: now } },
      "– 'Networking Tips for Graduates' was already published at /blog/tips, unchanged: skipped",
    ],
    [
      'one there as a draft, unchanged',
      { kind: 'unchanged', post: draft },
      "⚠ 'Networking Tips for Graduates' is already imported at /blog/tips as a draft",
    ],
    [
      'one there and scheduled, unchanged',
      { kind: 'unchanged', post: scheduled },
      "⚠ 'Networking Tips for Graduates' is already imported at /blog/tips, scheduled for 1 July 2030",
    ],
    [
      'a changed one the admin chose to skip',
      { kind: 'kept', post: live, chosen: true },
      "– 'Networking Tips for Graduates' skipped: the post at /blog/tips was left as it is",
    ],
    [
      'a changed one nobody was asked about',
      { kind: 'kept', post: live, chosen: false },
      "⚠ 'Networking Tips for Graduates' differs from the post at /blog/tips, which was left as it is: preview the document to update it",
    ],
  ] as const)('%s', (_name, outcome, line) => {
    expect(resultLine(label, outcome, now)).toBe(line);
  });
});
