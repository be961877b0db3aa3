/**
 * The structure of a compound file (MS-CFB: Word 97-2003 .doc, .xls, .msg...), read without trusting it.
 * `cfb`, which reads the streams for the import, follows sector chains and the directory's tree as the
 * file states them: a chain or a tree that loops back on itself makes it run until the process is out of
 * memory, which no try/catch survives. A CV upload is anyone's file, so every chain and every link of the
 * tree is checked here first, each followed at most once, and every large stream's chain against its size.
 */

/** The first bytes of every compound file (Word 97-2003, but also .xls, .msg, .msi). */
export const COMPOUND_FILE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Sector numbers at or above this are markers (end of chain, free...), not sectors. */
const MAX_SECTOR = 0xfffffffa;
const NO_ENTRY = 0xffffffff;
const HEADER_FAT_SECTORS = 109;
const ENTRY_BYTES = 128;
/** Streams this size or larger sit in sectors of their own, smaller ones in the mini stream. */
const MINI_STREAM_CUTOFF = 4096;
const TYPE = { unused: 0, storage: 1, stream: 2, root: 5 } as const;

export interface CompoundEntry {
  name: string;
  type: number;
}

/** The checked directory of a compound file, or undefined when the file is not a sound one. */
export function readCompoundDirectory(bytes: Uint8Array): CompoundEntry[] | undefined {
  if (bytes.length < 512 || COMPOUND_FILE_SIGNATURE.some((byte, i) => bytes[i] !== byte)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (offset: number) => (offset + 4 <= bytes.length ? view.getUint32(offset, true) : undefined);
  const major = view.getUint16(26, true);
  const sectorBytes = major === 3 ? 512 : major === 4 ? 4096 : 0;
  if (!sectorBytes || view.getUint16(30, true) !== Math.log2(sectorBytes)) return undefined;
  const sectorCount = Math.ceil(bytes.length / sectorBytes) - 1;
  const sectorOffset = (sector: number) => (sector + 1) * sectorBytes;
  const perSector = sectorBytes / 4;

  // The FAT's own sectors: 109 named in the header, the rest in a chain of DIFAT sectors.
  const fatSectors: number[] = [];
  for (let i = 0; i < HEADER_FAT_SECTORS; i++) {
    const sector = u32(76 + i * 4)!;
    if (sector >= MAX_SECTOR) break;
    fatSectors.push(sector);
  }
  const seenDifat = new Set<number>();
  for (let sector = u32(68)!; sector < MAX_SECTOR; sector = u32(sectorOffset(sector) + sectorBytes - 4)!) {
    if (sector >= sectorCount || seenDifat.has(sector)) return undefined;
    seenDifat.add(sector);
    for (let i = 0; i < perSector - 1; i++) {
      const fat = u32(sectorOffset(sector) + i * 4);
      if (fat === undefined || fat >= MAX_SECTOR) break;
      fatSectors.push(fat);
    }
  }
  if (fatSectors.some((sector) => sector >= sectorCount)) return undefined;

  /** The sectors of the chain starting at `start`; undefined if it leaves the file or meets itself. */
  const chain = (start: number): number[] | undefined => {
    const sectors: number[] = [];
    const seen = new Set<number>();
    // Any marker ends a chain, as it does for cfb (a well-made file ends each with END_OF_CHAIN).
    for (let sector = start; sector < MAX_SECTOR;) {
      if (sector >= sectorCount || seen.has(sector)) return undefined;
      seen.add(sector);
      sectors.push(sector);
      const fatSector = fatSectors[Math.floor(sector / perSector)];
      if (fatSector === undefined) return undefined;
      sector = u32(sectorOffset(fatSector) + (sector % perSector) * 4)!;
    }
    return sectors;
  };

  const directory = chain(u32(48)!);
  if (!directory?.length) return undefined;
  const raw = directory.flatMap((sector) =>
    Array.from({ length: sectorBytes / ENTRY_BYTES }, (_, i) => sectorOffset(sector) + i * ENTRY_BYTES).filter(
      (offset) => offset + ENTRY_BYTES <= bytes.length,
    ),
  );
  const entries = raw.map((offset) => {
    const nameBytes = Math.min(view.getUint16(offset + 64, true), 64);
    return {
      name: new TextDecoder('utf-16le').decode(bytes.subarray(offset, offset + Math.max(0, nameBytes - 2))),
      type: bytes[offset + 66],
      links: [u32(offset + 68)!, u32(offset + 72)!, u32(offset + 76)!],
      start: u32(offset + 116)!,
      size: u32(offset + 120)!,
    };
  });
  if (entries[0]?.type !== TYPE.root) return undefined;

  // The directory must be a tree under the root: every link to an entry that exists, no entry linked twice,
  // every entry in use reached from the root.
  const reached = new Set<number>([0]);
  const queue = [0];
  while (queue.length) {
    for (const link of entries[queue.pop()!].links) {
      if (link === NO_ENTRY) continue;
      if (link === 0 || link >= entries.length || reached.has(link) || entries[link].type === TYPE.unused) return undefined;
      reached.add(link);
      queue.push(link);
    }
  }
  for (const [index, entry] of entries.entries()) {
    if (entry.type === TYPE.unused) continue;
    if (!reached.has(index) || !Object.values(TYPE).includes(entry.type as never)) return undefined;
    // A large stream's own chain (the mini stream's chunks are bounded by the stream's size), which must
    // hold the size the entry states: a false size would be read from whatever lies past the chain.
    if ((entry.type === TYPE.stream && entry.size >= MINI_STREAM_CUTOFF) || (entry.type === TYPE.root && entry.start < MAX_SECTOR)) {
      const sectors = chain(entry.start);
      if (!sectors || sectors.length * sectorBytes < entry.size) return undefined;
    }
  }
  return entries.filter((entry) => entry.type !== TYPE.unused).map(({ name, type }) => ({ name, type }));
}

/** Whether a compound file is sound and holds a stream of this name at any level. */
export function hasCompoundStream(bytes: Uint8Array, name: string): boolean {
  return readCompoundDirectory(bytes)?.some((entry) => entry.type === TYPE.stream && entry.name === name) ?? false;
}
