import { describe, expect, it } from 'vitest';
import { compoundFile, HOSTILE_COMPOUND_FILES, hostileCompoundFile, legacyDoc } from '../../../tests/support/files';
import { docToHtml } from '../../blog-import/doc';
import { DocumentImportError } from '../../blog-import/errors';
import { detectCvType } from '../../uploads/file-signature';
import { hasCompoundStream, readCompoundDirectory } from '../compound-file';

describe('readCompoundDirectory', () => {
  it('lists the entries of a real Word 97 document', () => {
    const names = readCompoundDirectory(legacyDoc())!.map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(['Root Entry', 'WordDocument', '1Table']));
  });

  it.each([
    ['a Word 97 document', legacyDoc(), true],
    ['a compound file with a WordDocument stream', compoundFile(['WordDocument', '1Table']), true],
    ['an Excel 97 workbook', compoundFile(['Workbook']), false],
    ['a PDF', Buffer.from('%PDF-1.4\n'.padEnd(600, ' ')), false],
    ['a compound file cut short', compoundFile(['WordDocument']).subarray(0, 700), false],
  ])('says whether %s holds a WordDocument stream', (_name, bytes, expected) => {
    expect(hasCompoundStream(bytes, 'WordDocument')).toBe(expected);
  });

  // Some of these made cfb (and with it the CV check and the import) run until the process ran out of memory.
  describe.each(HOSTILE_COMPOUND_FILES)('%s', (kind) => {
    const file = hostileCompoundFile(kind);

    it('is refused', () => {
      expect(readCompoundDirectory(file)).toBeUndefined();
    });

    it('is no CV, and no document to import', () => {
      expect(detectCvType(file)).toBeUndefined();
      expect(() => docToHtml(file)).toThrow(DocumentImportError);
    });
  });
});
