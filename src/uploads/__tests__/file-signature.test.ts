import { describe, expect, it } from 'vitest';
import { compoundFile, legacyDoc, realDocx, zipOf as zip } from '../../../tests/support/files';
import { WORD_PACKAGE_MAX_ENTRIES } from '../../files/zip';
import { detectCvType, detectWordType } from '../file-signature';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const docx = await realDocx();
/** The parts a .docx lists, padded with media to `count` entries. */
const docxEntries = (count: number) => [
  '[Content_Types].xml',
  'word/document.xml',
  ...Array.from({ length: count - 2 }, (_, i) => `word/media/image${i}.png`),
];

describe('detectCvType', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n...'), 'application/pdf'],
    ['a Word 97-2003 document', legacyDoc(), DOC],
    ['a compound file with a WordDocument stream', compoundFile(['WordDocument', '1Table']), DOC],
    ['a .docx', docx, DOCX],
    ['an Excel 97 workbook (a compound file without a Word stream)', compoundFile(['Workbook']), undefined],
    ['the compound-file signature and nothing real after it', bytes(OLE2, 'rest'), undefined],
    ['a plain zip', zip(['notes.txt']), undefined],
    ['a zip whose bytes say word/ only inside another name', zip(['password/notes.txt']), undefined],
    ['an .xlsx', zip(['[Content_Types].xml', 'xl/workbook.xml']), undefined],
    ['a .docx-looking zip of as many entries as a Word package may have', zip(docxEntries(WORD_PACKAGE_MAX_ENTRIES)), DOCX],
    ['a .docx-looking zip of more entries than a Word package has', zip(docxEntries(WORD_PACKAGE_MAX_ENTRIES + 1)), undefined],
    ['a zip that is only a signature and text', bytes('PK\u0003\u0004', '....[Content_Types].xml....word/document.xml'), undefined],
    ['an executable', bytes('MZ\u0090\u0000'), undefined],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47]), undefined],
    ['text that mentions %PDF later', bytes('hello %PDF-1.4'), undefined],
    ['an empty file', bytes(''), undefined],
  ])('%s is %s', (_name, input, expected) => {
    expect(detectCvType(input)).toBe(expected);
  });
});

describe('detectWordType (the Word import, which reads the document itself next)', () => {
  it.each([
    ['a Word 97-2003 document', legacyDoc(), DOC],
    ['a .docx', docx, DOCX],
    // Claimed by its signature, so the import can say that the document is damaged.
    ['the compound-file signature and nothing real after it', bytes(OLE2, 'rest'), DOC],
    ['a plain zip', zip(['notes.txt']), undefined],
    ['a PDF', bytes('%PDF-1.7\n...'), undefined],
  ])('%s is %s', (_name, input, expected) => {
    expect(detectWordType(input)).toBe(expected);
  });
});
