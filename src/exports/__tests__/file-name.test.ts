import { describe, expect, it } from 'vitest';
import { exportFileName } from '../file-name';

describe('exportFileName', () => {
  it.each([
    ['blog', 'csv', '2026-01-15T12:00:00Z', 'blog-export-2026-01-15.csv'],
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    ['applications', 'docx', '2026-06-30T23:30:00Z', 'applications-export-2026-07-01.docx'],
    // In winter London is on UTC.
    ['contacts', 'csv', '2026-12-31T23:30:00Z', 'contacts-export-2026-12-31.csv'],
  ])('%s %s at %s is %s', (type, fileFormat, at, expected) => {
    expect(exportFileName(type, fileFormat, new Date(at))).toBe(expected);
  });
});
