import { inflateRawSync } from 'node:zlib';

/**
 * Reads the parts of a ZIP archive (a .docx) that a caller asks for, with bounds decided BEFORE anything is
 * inflated: the central directory's sizes are checked against the limits, and inflation stops at the
 * declared size, so a zip bomb (or a size that lies) costs neither memory nor time.
 */
export interface ZipLimits {
  /** Most entries the central directory may list. */
  maxEntries: number;
  /** Largest uncompressed size of one wanted part. */
  maxPartBytes: number;
  /** Largest uncompressed size of all wanted parts together. */
  maxTotalBytes: number;
}

/**
 * More entries than any Word document's package lists (a few dozen parts, one more per image): an archive
 * claiming more is refused before its directory is read, by the CV check and the import alike.
 */
export const WORD_PACKAGE_MAX_ENTRIES = 2000;

/**
 * The bounds within which a Word package (.docx) is read, by the import (its XML parts) and the CV check
 * (every part): far beyond any real document of a few megabytes, far short of a zip bomb's.
 */
export const WORD_PACKAGE_LIMITS: ZipLimits = {
  maxEntries: WORD_PACKAGE_MAX_ENTRIES,
  maxPartBytes: 8 * 1024 * 1024,
  maxTotalBytes: 16 * 1024 * 1024,
};

/** Why an archive was refused: it is damaged (or no ZIP at all), or it is over the caller's limits. */
export class ZipError extends Error {
  constructor(readonly kind: 'damaged' | 'too-large') {
    super(kind === 'damaged' ? 'The ZIP archive is damaged' : 'The ZIP archive is over the limits');
    this.name = 'ZipError';
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const corrupt = () => new ZipError('damaged');

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

function centralDirectory(zip: Buffer, maxEntries: number): Entry[] {
  if (zip.length < 22) throw corrupt();
  // The end record is in the last 22 + 65535 bytes (its comment is at most 64 KB).
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw corrupt();
  const count = zip.readUInt16LE(eocd + 10);
  const offset = zip.readUInt32LE(eocd + 16);
  // 0xffff / 0xffffffff mean ZIP64, which no Word document of a few megabytes needs.
  if (count === 0xffff || offset === 0xffffffff) throw corrupt();
  if (count > maxEntries) throw new ZipError('too-large');
  const entries: Entry[] = [];
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw corrupt();
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    if (at + 46 + nameLength > zip.length) throw corrupt();
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function inflateEntry(zip: Buffer, entry: Entry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw corrupt();
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > zip.length) throw corrupt();
  const data = zip.subarray(start, end);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw corrupt();
    return Buffer.from(data);
  }
  if (entry.method !== 8) throw corrupt();
  let out: Buffer;
  try {
    // Never more than the central directory declared (already checked against the limits).
    out = inflateRawSync(data, { maxOutputLength: Math.max(entry.size, 1) });
  } catch {
    throw corrupt();
  }
  if (out.length !== entry.size) throw corrupt();
  return out;
}

/** The names of the entries a ZIP archive lists. Refuses (ZipError) a damaged archive or too many entries. */
export function zipEntryNames(zip: Buffer, maxEntries: number): string[] {
  return centralDirectory(zip, maxEntries).map((entry) => entry.name);
}

/**
 * The uncompressed parts of `zip` whose names `wanted` accepts, by name. Refuses (ZipError)
 * a damaged archive, too many entries, or wanted parts larger than the limits.
 */
export function readZipParts(zip: Buffer, wanted: (name: string) => boolean, limits: ZipLimits): Map<string, Buffer> {
  const entries = centralDirectory(zip, limits.maxEntries).filter((e) => !e.name.endsWith('/') && wanted(e.name));
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    if (entry.size > limits.maxPartBytes || total > limits.maxTotalBytes) throw new ZipError('too-large');
  }
  return new Map(entries.map((e) => [e.name, inflateEntry(zip, e)]));
}
