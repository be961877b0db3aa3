import { describe, expect, it } from 'vitest';
import { CV_ACCEPT, CV_TYPES } from '../application';
import { acceptAttribute, documentTypes, hasAcceptedType } from '../document-types';
import { WORD_ACCEPT, WORD_TYPES } from '../word-upload';

const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('documentTypes and acceptAttribute', () => {
  it.each([
    [
      'the CV',
      CV_TYPES,
      { 'application/pdf': 'PDF', [DOC]: 'DOC', [DOCX]: 'DOCX' },
      CV_ACCEPT,
      `.pdf,.doc,.docx,application/pdf,${DOC},${DOCX}`,
    ],
    ['the Word import', WORD_TYPES, { [DOC]: 'DOC', [DOCX]: 'DOCX' }, WORD_ACCEPT, `.doc,.docx,${DOC},${DOCX}`],
  ])(
    '%s takes its kinds by MIME type, and its file input accepts their extensions and types',
    (_name, types, expectedTypes, accept, expectedAccept) => {
      expect(types).toEqual(expectedTypes);
      expect(accept).toBe(expectedAccept);
    },
  );

  it('keeps the order the kinds are given in', () => {
    expect(acceptAttribute(documentTypes('DOCX', 'PDF'))).toBe(`.docx,.pdf,${DOCX},application/pdf`);
  });
});

describe('hasAcceptedType', () => {
  it.each([
    ['a declared Word type', { name: 'cv', type: DOCX }, WORD_TYPES, true],
    ['a declared PDF, for the CV', { name: 'cv.pdf', type: 'application/pdf' }, CV_TYPES, true],
    ['a declared PDF, for the Word import', { name: 'posts.pdf', type: 'application/pdf' }, WORD_TYPES, false],
    ['a Word extension and no declared type', { name: 'posts.doc', type: '' }, WORD_TYPES, true],
    ['a Word extension in capitals, declared octet-stream', { name: 'POSTS.DOCX', type: 'application/octet-stream' }, WORD_TYPES, true],
    ['a PDF extension and no declared type, for the Word import', { name: 'posts.pdf', type: '' }, WORD_TYPES, false],
    ['a Word extension but another declared type', { name: 'posts.docx', type: 'application/pdf' }, WORD_TYPES, false],
    ['a Word extension before another one', { name: 'posts.docx.exe', type: '' }, WORD_TYPES, false],
    ['a name that is only the extension, without its dot', { name: 'docx', type: '' }, WORD_TYPES, false],
    ['a declared type that only names an object property', { name: 'x', type: 'toString' }, CV_TYPES, false],
  ])('%s', (_name, file, types, expected) => {
    expect(hasAcceptedType(file, types)).toBe(expected);
  });
});
