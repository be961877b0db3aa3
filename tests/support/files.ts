import { readFileSync } from 'node:fs';
import { crc32, deflateRawSync } from 'node:zlib';
import CFB from 'cfb';
import { Document, Packer, Paragraph } from 'docx';
import { strToU8, unzipSync, zipSync } from 'fflate';

/** A small, valid one-page PDF (header, objects, xref table and trailer). */
export function realPdf(text = 'Curriculum Vitae'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    (() => {
      const stream = `BT /F1 18 Tf 72 770 Td (${text}) Tj ET`;
      return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    })(),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A real Word .docx made with the docx library. */
export async function realDocx(text = 'Curriculum Vitae'): Promise<Buffer> {
  const doc = new Document({ sections: [{ children: [new Paragraph(text)] }] });
  return Buffer.from(await Packer.toBuffer(doc));
}

/** A real Word 97-2003 .doc (made by LibreOffice, tests/fixtures/word). */
export function legacyDoc(): Buffer {
  return readFileSync(new URL('../fixtures/word/no-breaks-one-post.doc', import.meta.url));
}

/** A PDF padded to an exact byte size (for the size limit). */
export function pdfOfSize(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n');
  const buf = Buffer.alloc(bytes, 0x20);
  head.copy(buf);
  return buf;
}

/** A Windows executable, as a renamed .exe would carry. */
export function windowsExe(): Buffer {
  const buf = Buffer.alloc(2048);
  buf.write('MZ', 0, 'latin1');
  buf.write('This program cannot be run in DOS mode.', 78, 'latin1');
  return buf;
}

/** A real compound file holding only the named streams: an Excel 97 book holds 'Workbook', a .doc 'WordDocument'. */
export function compoundFile(streams: string[]): Buffer {
  const container = CFB.utils.cfb_new();
  for (const name of streams) CFB.utils.cfb_add(container, `/${name}`, Buffer.alloc(4096, 1));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/**
 * Ways a compound file's structure can loop back on itself or be linked wrongly. The first and the third
 * make `cfb` run until the process is out of memory; the others are refused by the same checks.
 */
export const HOSTILE_COMPOUND_FILES = [
  'a directory whose siblings form a ring',
  'an entry linked twice in the directory',
  'a stream whose sector chain loops',
  'a directory whose sector chain loops',
  'a DIFAT chain that loops',
  'a link to an entry that does not exist',
  'a stream claiming more bytes than its sector chain holds',
] as const;

/**
 * A real compound file with a WordDocument stream (compoundFile), altered in one of those ways. Sectors
 * are 512 bytes; sector n starts at (n + 1) * 512; the FAT's first sector is named at byte 76.
 */
export function hostileCompoundFile(kind: (typeof HOSTILE_COMPOUND_FILES)[number]): Buffer {
  const file = compoundFile(['WordDocument', '1Table']);
  const sector = (n: number) => (n + 1) * 512;
  const fatEntry = (n: number) => sector(file.readUInt32LE(76)) + n * 4;
  const directory = sector(file.readUInt32LE(48));
  const entryNamed = (name: string) => {
    for (let offset = directory; offset + 128 <= file.length; offset += 128) {
      if (file.toString('utf16le', offset, offset + name.length * 2) === name) return offset;
    }
    throw new Error(`no entry ${name}`);
  };
  const word = entryNamed('WordDocument');
  const firstChild = file.readInt32LE(directory + 76);
  const wordStart = file.readUInt32LE(word + 116);
  if (kind === 'a directory whose siblings form a ring') file.writeInt32LE(firstChild, word + 68);
  if (kind === 'an entry linked twice in the directory') file.writeInt32LE(firstChild, word + 76);
  if (kind === 'a stream whose sector chain loops') {
    // It starts inside its old chain, now looping on its second sector: cfb follows that without a check.
    file.writeInt32LE(wordStart + 1, fatEntry(wordStart + 1));
    file.writeInt32LE(wordStart + 1, word + 116);
  }
  if (kind === 'a directory whose sector chain loops') file.writeInt32LE(file.readUInt32LE(48), fatEntry(file.readUInt32LE(48)));
  if (kind === 'a DIFAT chain that loops') {
    file.writeInt32LE(wordStart, 68);
    file.writeInt32LE(1, 72);
    file.writeInt32LE(wordStart, sector(wordStart) + 508);
  }
  if (kind === 'a link to an entry that does not exist') file.writeInt32LE(4000, word + 72);
  // Its 4 KB stream (8 sectors) said to be 16 KB: the rest would be read from whatever follows.
  if (kind === 'a stream claiming more bytes than its sector chain holds') file.writeUInt32LE(16 * 1024, word + 120);
  return file;
}

/** A real ZIP archive with the named entries (an .xlsx, a .jar, a .docx-looking one). */
export function zipOf(names: string[]): Buffer {
  return Buffer.from(zipSync(Object.fromEntries(names.map((name) => [name, strToU8('<x/>')]))));
}

/** A part of a hand-made ZIP archive: its real content, and the uncompressed size its directory declares if not the real one. */
export interface ZipPart {
  name: string;
  data: Uint8Array;
  declaredSize?: number;
}

/**
 * A deflated ZIP archive written here rather than by a library, so that its directory can lie (a size
 * other than the content's) and a large run of zeros is compressed by zlib in native code.
 */
export function zipArchive(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declaredSize = data.length } of parts) {
    const nameBytes = Buffer.from(name, 'utf8');
    const compressed = deflateRawSync(data, { level: 9 });
    const header = (signature: number, size: number) => {
      const h = Buffer.alloc(size);
      h.writeUInt32LE(signature, 0);
      return h;
    };
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(declaredSize, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = header(0x02014b50, 46);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc32(data), 16);
    entry.writeUInt32LE(compressed.length, 20);
    entry.writeUInt32LE(declaredSize, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, compressed);
    central.push(entry, nameBytes);
    offset += local.length + nameBytes.length + compressed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of a real .docx (realDocx), to write again with zipArchive beside others. */
export async function realDocxParts(): Promise<ZipPart[]> {
  return Object.entries(unzipSync(await realDocx())).map(([name, data]) => ({ name, data }));
}
