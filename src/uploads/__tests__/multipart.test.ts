import { describe, expect, it } from 'vitest';
import { displayFileName } from '../multipart';

describe('displayFileName', () => {
  it.each([
    ['cv.pdf', 'cv.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\CV final.docx', 'CV final.docx'],
    ['bell\u0007name\u0000.pdf', 'bellname.pdf'],
    ['cv\u202Efdp.exe', 'cvfdp.exe'],
    ['\uFEFFMy\u200B CV\u2066.pdf\u2069\u00AD', 'My CV.pdf'],
    ['\u202E\u200F', 'upload'],
    ['   ', 'upload'],
    [undefined, 'upload'],
    [`${'a'.repeat(300)}.pdf`, 'a'.repeat(200)],
  ])('%j is shown as %j', (raw, expected) => {
    expect(displayFileName(raw)).toBe(expected);
  });
});
