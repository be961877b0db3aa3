import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../utils/content-disposition';
import { dispositionFileName } from '../download';

describe('dispositionFileName', () => {
  it.each([
    [attachmentDisposition('blog-export-2026-11-23.csv', 'x'), 'blog-export-2026-11-23.csv'],
    [attachmentDisposition('Zoë CV.pdf', 'x'), 'Zoë CV.pdf'],
    ['attachment; filename="plain.docx"', 'plain.docx'],
    ['attachment; filename=bare.csv', 'bare.csv'],
    ['attachment', undefined],
    [null, undefined],
  ])('%s → %s', (header, expected) => {
    expect(dispositionFileName(header)).toBe(expected);
  });
});
