import { describe, expect, it } from 'vitest';
import { detectCvType } from '../file-signature';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('detectCvType', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n...'), 'application/pdf'],
    ['a Word 97-2003 file', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'rest'), 'application/msword'],
    ['a .docx (zip with word/ parts)', bytes('PK\u0003\u0004', '....[Content_Types].xml....word/document.xml'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a plain zip', bytes('PK\u0003\u0004', '....xl/workbook.xml'), undefined],
    ['an executable', bytes('MZ\u0090\u0000'), undefined],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47]), undefined],
    ['text that mentions %PDF later', bytes('hello %PDF-1.4'), undefined],
    ['an empty file', bytes(''), undefined],
  ])('%s is %s', (_name, input, expected) => {
    expect(detectCvType(input)).toBe(expected);
  });
});
