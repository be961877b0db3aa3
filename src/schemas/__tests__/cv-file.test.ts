import { describe, expect, it } from 'vitest';
import { checkCvFile, CV_MAX_BYTES } from '../application';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('checkCvFile', () => {
  it.each([
    ['a PDF', { name: 'cv.pdf', type: 'application/pdf', size: 200_000 }, undefined],
    ['a .doc', { name: 'cv.doc', type: 'application/msword', size: 200_000 }, undefined],
    ['a .docx', { name: 'cv.docx', type: DOCX, size: 200_000 }, undefined],
    ['a .docx the browser declared no type for', { name: 'CV.DOCX', type: '', size: 200_000 }, undefined],
    ['a .pdf declared octet-stream', { name: 'cv.pdf', type: 'application/octet-stream', size: 200_000 }, undefined],
    ['a file of exactly the largest size', { name: 'cv.pdf', type: 'application/pdf', size: CV_MAX_BYTES }, undefined],
    ['a file one byte over the largest size', { name: 'cv.pdf', type: 'application/pdf', size: CV_MAX_BYTES + 1 }, 'tooLarge'],
    ['an image', { name: 'cv.png', type: 'image/png', size: 200_000 }, 'invalidType'],
    ['a text file named .pdf', { name: 'cv.pdf', type: 'text/plain', size: 200_000 }, 'invalidType'],
    ['an unknown type with no declared type', { name: 'cv.txt', type: '', size: 200_000 }, 'invalidType'],
    ['a file of the wrong type and too large', { name: 'cv.zip', type: 'application/zip', size: CV_MAX_BYTES + 1 }, 'invalidType'],
  ] as const)('%s', (_name, file, expected) => {
    expect(checkCvFile(file)).toBe(expected);
  });
});
