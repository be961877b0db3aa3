import { describe, expect, it } from 'vitest';
import { cvDownloadName } from '../cv-download-name';

const PDF = 'application/pdf';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('cvDownloadName', () => {
  it.each([
    ['Amelie CV.pdf', PDF, 'Amelie CV.pdf'],
    ['CV.PDF', PDF, 'CV.PDF'],
    ['cv.docx', DOCX, 'cv.docx'],
    ['cv.doc', DOC, 'cv.doc'],
    ['cv.html', PDF, 'cv.pdf'],
    ['cv.pdf.exe', PDF, 'cv.pdf.pdf'],
    ['invoice.exe', DOCX, 'invoice.docx'],
    ['cv.docx', DOC, 'cv.doc'],
    ['cv.doc', DOCX, 'cv.docx'],
    ['Sophie Turner', PDF, 'Sophie Turner.pdf'],
    ['cv.', PDF, 'cv.pdf'],
    ['.htaccess', PDF, 'cv.pdf'],
    ['', PDF, 'cv.pdf'],
  ])('%j stored as %s downloads as %j', (name, type, expected) => {
    expect(cvDownloadName(name, type)).toBe(expected);
  });
});
