import { COMPOUND_FILE_SIGNATURE, hasCompoundStream } from '../files/compound-file';
import { readZipParts, WORD_PACKAGE_LIMITS, WORD_PACKAGE_MAX_ENTRIES, ZipError, zipEntryNames } from '../files/zip';
import type { CvMimeType } from '../schemas/application';
import { DOCUMENT_MIME_TYPES } from '../schemas/document-types';
import type { WordMimeType } from '../schemas/word-upload';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
const { DOC, DOCX } = DOCUMENT_MIME_TYPES;

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((b, i) => bytes[i] === b);
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** True when a ZIP archive names a `word/` part, as every .docx does (a plain .zip or .xlsx does not). */
function zipHasWordPart(bytes: Uint8Array): boolean {
  return asBuffer(bytes).includes('word/', 0, 'latin1');
}

/**
 * The Word type a file claims (DOC, DOCX), or undefined: by its signature, and for a ZIP the bytes `word/`
 * anywhere. No more: the Word import reads the whole document next and says precisely what is wrong with
 * a damaged one.
 */
export function detectWordType(bytes: Uint8Array): WordMimeType | undefined {
  if (startsWith(bytes, COMPOUND_FILE_SIGNATURE)) return DOC;
  if (startsWith(bytes, ZIP) && zipHasWordPart(bytes)) return DOCX;
  return undefined;
}

/** True when a compound file is sound and holds a WordDocument stream (an .xls, .msg or .msi holds none). */
const isWordCompoundFile = (bytes: Uint8Array) => hasCompoundStream(bytes, 'WordDocument');

/** True when a ZIP's directory lists the parts of a .docx: its content types and a `word/` part. */
function isDocxArchive(bytes: Uint8Array): boolean {
  try {
    const names = zipEntryNames(asBuffer(bytes), WORD_PACKAGE_MAX_ENTRIES);
    return names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'));
  } catch {
    return false;
  }
}

/**
 * The CV type a file really is, or undefined when it is none of PDF, DOC, DOCX. A CV is stored, not read,
 * so a Word one is checked through: a compound file with a Word stream, a ZIP whose directory is a .docx.
 */
export function detectCvType(bytes: Uint8Array): CvMimeType | undefined {
  if (startsWith(bytes, PDF)) return DOCUMENT_MIME_TYPES.PDF;
  if (startsWith(bytes, COMPOUND_FILE_SIGNATURE)) return isWordCompoundFile(bytes) ? DOC : undefined;
  if (startsWith(bytes, ZIP)) return isDocxArchive(bytes) ? DOCX : undefined;
  return undefined;
}

/**
 * Whether a CV of this type opens within the bounds the Word import keeps, before it reaches the
 * consultant's desktop: every part of a .docx inflates to exactly the size its central directory declares,
 * within WORD_PACKAGE_LIMITS (a zip bomb, or a size that lies, is not). A .doc's whole structure, sizes
 * included, was checked by detectCvType; a PDF is stored as it is.
 */
export function isIntactCv(bytes: Uint8Array, type: CvMimeType): boolean {
  if (type !== DOCX) return true;
  try {
    readZipParts(asBuffer(bytes), () => true, WORD_PACKAGE_LIMITS);
    return true;
  } catch (error) {
    if (error instanceof ZipError) return false;
    throw error;
  }
}
