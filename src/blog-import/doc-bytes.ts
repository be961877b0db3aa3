import { CORRUPT_DOCUMENT, DocumentImportError } from './errors';

/** Reading a Word 97 file's streams without trusting them: a read past the end gives NaN, which `check` refuses. */
export const u16 = (b: Buffer, at: number) => (at + 2 <= b.length ? b.readUInt16LE(at) : NaN);
export const u32 = (b: Buffer, at: number) => (at + 4 <= b.length ? b.readUInt32LE(at) : NaN);

export const corrupt = () => new DocumentImportError(CORRUPT_DOCUMENT);

export const check = (ok: boolean) => {
  if (!ok) throw corrupt();
};
