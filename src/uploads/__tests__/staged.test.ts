import { describe, expect, it } from 'vitest';
import { CV_UPLOAD, acceptFile } from '../purposes';
import { assembleParts, newUploadId, partLayout } from '../staged';

describe('partLayout', () => {
  it.each([
    [5 * 1024 * 1024, 2 * 1024 * 1024, 3, [2097152, 2097152, 1048576]],
    [4, 2, 2, [2, 2]],
    [5, 2, 3, [2, 2, 1]],
    [1, 2, 1, [1]],
  ])('cuts %i bytes in parts of %i: %i parts', (total, part, count, sizes) => {
    const layout = partLayout(total, part);
    expect(layout.partCount).toBe(count);
    expect(sizes.map((_, i) => layout.sizeOf(i + 1))).toEqual(sizes);
  });
});

describe('assembleParts', () => {
  const upload = { totalBytes: 5, partBytes: 2, partCount: 3 };
  const part = (partNumber: number, text: string) => ({ partNumber, data: Buffer.from(text) });

  it('puts the parts together in number order', () => {
    expect(assembleParts(upload, [part(3, 'e'), part(1, 'ab'), part(2, 'cd')]).toString()).toBe('abcde');
  });

  it.each([
    ['a missing part', [part(1, 'ab'), part(3, 'e')], /incomplete: 2 of 3/],
    ['a part numbered past the end', [part(1, 'ab'), part(2, 'cd'), part(4, 'e')], /incomplete/],
    ['a part too many', [part(1, 'ab'), part(2, 'cd'), part(3, 'e'), part(4, 'f')], /incomplete: 4 of 3/],
    ['a part of the wrong size', [part(1, 'ab'), part(2, 'c'), part(3, 'e')], /Part 2 of the upload has the wrong size/],
  ])('refuses %s', (_name, parts, message) => {
    expect(() => assembleParts(upload, parts)).toThrow(message);
  });
});

describe('newUploadId', () => {
  it('is 192 random bits, URL-safe, and never repeats', () => {
    const ids = new Set(Array.from({ length: 1000 }, newUploadId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});

describe('acceptFile', () => {
  it('returns the file with the type its bytes show', () => {
    expect(acceptFile(CV_UPLOAD, { fileName: 'cv.bin', data: Buffer.from('%PDF-1.7 …') })).toMatchObject({
      fileName: 'cv.bin',
      contentType: 'application/pdf',
    });
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 'invalid', 'CV file is required'],
    [
      '5 MB + 1 byte',
      Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(CV_UPLOAD.maxBytes - 4)]),
      'too-large',
      'File size must be less than 5MB.',
    ],
    ['a text file', Buffer.from('hello'), 'invalid', 'Please upload a PDF, DOC, or DOCX file.'],
  ])('refuses %s on the purpose field', (_name, data, kind, message) => {
    expect(() => acceptFile(CV_UPLOAD, { fileName: 'x', data })).toThrow(expect.objectContaining({ kind, message, field: 'cv' }));
  });
});
