import type { CvMimeType } from '../schemas/application';
import type { WordMimeType } from '../schemas/word-upload';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003 compound file
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((b, i) => bytes[i] === b);
}

/** True when a ZIP archive names a `word/` part, as every .docx does (a plain .zip or .xlsx does not). */
function zipHasWordPart(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('word/', 0, 'latin1');
}

/** The Word type a file really is, judged by its bytes (DOC, DOCX), or undefined. */
export function detectWordType(bytes: Uint8Array): WordMimeType | undefined {
  if (startsWith(bytes, OLE2)) return 'application/msword';
  if (startsWith(bytes, ZIP) && zipHasWordPart(bytes)) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  return undefined;
}

/** The CV type a file really is, judged by its bytes, or undefined when it is none of PDF, DOC, DOCX. */
export function detectCvType(bytes: Uint8Array): CvMimeType | undefined {
  return startsWith(bytes, PDF) ? 'application/pdf' : detectWordType(bytes);
}
