import { readFileSync } from 'node:fs';
import { crc32, deflateRawSync } from 'node:zlib';
import { zipSync } from 'fflate';
import {
  Document,
  EndnoteReferenceRun,
  ExternalHyperlink,
  FootnoteReferenceRun,
  HeadingLevel,
  ImageRun,
  Packer,
  PageBreak,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';

/** Word documents for the import tests: made with the `docx` package, or the LibreOffice fixtures. */
export interface PostSpec {
  title: string;
  /** How the title is marked (default: Heading 1; 'title': Word's Title style). */
  titleAs?: 'heading' | 'title' | 'bold' | 'plain';
  paragraphs: string[];
  /** Sections after the paragraphs, each a Heading 1 and a paragraph. */
  sections?: { heading: string; text: string }[];
  /** Footnotes and endnotes, all referred to at the end of the first paragraph. */
  notes?: { kind: 'footnote' | 'endnote'; text: string }[];
  bullets?: string[];
  link?: { text: string; url: string };
  table?: string[][];
  image?: boolean;
}

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * A .docx of posts. `breaks`: 'run' writes `<w:br w:type="page"/>` at the end of each post (Word's way),
 * 'before' sets `w:pageBreakBefore` on each following title, 'none' writes no break.
 */
export async function wordDocument(posts: PostSpec[], { breaks = 'run' }: { breaks?: 'run' | 'before' | 'none' } = {}): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [];
  const notes = { footnote: {} as Record<number, { children: Paragraph[] }>, endnote: {} as Record<number, { children: Paragraph[] }> };
  posts.forEach((post, index) => {
    const pageBreakBefore = breaks === 'before' && index > 0;
    const titleAs = post.titleAs ?? 'heading';
    children.push(
      titleAs === 'heading' || titleAs === 'title'
        ? new Paragraph({ text: post.title, heading: titleAs === 'title' ? HeadingLevel.TITLE : HeadingLevel.HEADING_1, pageBreakBefore })
        : new Paragraph({ children: [new TextRun({ text: post.title, bold: titleAs === 'bold' })], pageBreakBefore }),
    );
    const references = (post.notes ?? []).map(({ kind, text }) => {
      const id = Object.keys(notes[kind]).length + 1;
      notes[kind][id] = { children: [new Paragraph(text)] };
      return kind === 'footnote' ? new FootnoteReferenceRun(id) : new EndnoteReferenceRun(id);
    });
    post.paragraphs.forEach((text, i) => children.push(new Paragraph({ children: [new TextRun(text), ...(i === 0 ? references : [])] })));
    for (const section of post.sections ?? [])
      children.push(new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1 }), new Paragraph(section.text));
    for (const item of post.bullets ?? []) children.push(new Paragraph({ text: item, bullet: { level: 0 } }));
    if (post.link)
      children.push(
        new Paragraph({
          children: [
            new TextRun('See '),
            new ExternalHyperlink({ link: post.link.url, children: [new TextRun({ text: post.link.text, style: 'Hyperlink' })] }),
          ],
        }),
      );
    if (post.table) {
      children.push(
        new Table({
          rows: post.table.map((row) => new TableRow({ children: row.map((cell) => new TableCell({ children: [new Paragraph(cell)] })) })),
        }),
      );
    }
    if (post.image)
      children.push(new Paragraph({ children: [new ImageRun({ type: 'png', data: PNG, transformation: { width: 10, height: 10 } })] }));
    if (breaks === 'run' && index < posts.length - 1) children.push(new Paragraph({ children: [new PageBreak()] }));
  });
  return Buffer.from(await Packer.toBuffer(new Document({ footnotes: notes.footnote, endnotes: notes.endnote, sections: [{ children }] })));
}

/** Five posts with headings and bold titles, lists, links, a table and an image (bench and tests). */
export const FIVE_POSTS: PostSpec[] = [
  {
    title: 'Why Psychology Graduates Thrive in Sales',
    paragraphs: [
      'Psychology graduates understand motivation and persuasion, so sales teams in London hire them.',
      'Understanding cognitive bias helps you build rapport.',
    ],
    bullets: ['Active listening', 'Rapport'],
    link: { text: 'our vacancies', url: 'https://example.org/vacancies' },
  },
  {
    title: 'Preparing for Your First Sales Interview',
    titleAs: 'bold',
    paragraphs: [
      'Recruiters look for curiosity in an interview; a hiring manager wants examples.',
      'Take our career quiz before you apply.',
    ],
    table: [
      ['Question', 'What it tests'],
      ['Sell me this pen', 'Questioning'],
    ],
  },
  {
    title: 'Graduate Careers Beyond the Clinic',
    paragraphs: ['A psychology degree opens many graduate careers outside clinical practice.'],
    image: true,
  },
  {
    title: 'Five Habits of Successful Sales Graduates',
    paragraphs: ['Successful graduates in Bristol plan their week and review every call.'],
    bullets: ['Plan', 'Review', 'Ask for feedback'],
  },
  {
    title: 'Marketing or Sales: Choosing Your Path',
    paragraphs: ['Marketing and sales both reward an understanding of people. Get in touch to talk it through.'],
  },
];

/** A checked-in document written by LibreOffice (tests/fixtures/word, see its README). */
export const libreOfficeFixture = (name: string) => readFileSync(new URL(`../fixtures/word/${name}`, import.meta.url));

/** A .docx-looking ZIP whose document part inflates to `size` bytes (a zip bomb when large). */
export function zipWithDocumentOf(size: number): Buffer {
  return deflatedZip({ '[Content_Types].xml': Buffer.from('<Types/>'), 'word/document.xml': Buffer.alloc(size, 0x20) });
}

/**
 * A .docx whose extra part has a name of 30,000 bytes 0xFF: not UTF-8, so it is read as 30,000 U+FFFD,
 * 90 KB in UTF-8, longer than a ZIP may name a part when the document is written again for mammoth.
 */
export function docxWithUnwritablePartName(): Buffer {
  const name = `${'\xFF'.repeat(30_000)}.xml`;
  return deflatedZip(
    { '[Content_Types].xml': Buffer.from('<Types/>'), 'word/document.xml': Buffer.from('<w:document/>'), [name]: Buffer.from('<x/>') },
    'latin1',
  );
}

/**
 * A zip of deflated files, compressed by Node's native zlib: fflate's JavaScript deflate takes seconds for
 * the 200 MB bomb, and tens of seconds on a busy CI machine.
 */
function deflatedZip(files: Record<string, Buffer>, nameEncoding: BufferEncoding = 'utf8'): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(files)) {
    const nameBytes = Buffer.from(name, nameEncoding);
    const packed = deflateRawSync(data, { level: 9 });
    // What the local header and the central directory entry both say, in the same order: version 20, no
    // flags, deflate (8), no time or date, the CRC, both sizes, the name's length, no extra field.
    const facts = Buffer.alloc(26);
    facts.writeUInt16LE(20, 0);
    facts.writeUInt16LE(8, 4);
    facts.writeUInt32LE(crc32(data), 10);
    facts.writeUInt32LE(packed.length, 14);
    facts.writeUInt32LE(data.length, 18);
    facts.writeUInt16LE(nameBytes.length, 22);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    facts.copy(local, 4);
    // The central entry adds "made by" version 20 before them, and where the local header is after them.
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    facts.copy(entry, 6);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    central.push(entry, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const count = Object.keys(files).length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The same, with the central directory lying that the document part is only `declared` bytes. */
export function lyingZipBomb(size: number, declared: number): Buffer {
  const zip = zipWithDocumentOf(size);
  const name = Buffer.from('word/document.xml');
  // The central directory entry of word/document.xml: uncompressed size at +24.
  for (let at = zip.lastIndexOf(name) - 46; at >= 0; at--) {
    if (zip.readUInt32LE(at) === 0x02014b50) {
      zip.writeUInt32LE(declared, at + 24);
      break;
    }
  }
  return zip;
}

/** A .docx whose document part nests elements `depth` deep. */
export function deeplyNestedDocx(depth: number): Buffer {
  const xml = `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${'<w:sdt>'.repeat(depth)}${'</w:sdt>'.repeat(depth)}</w:body></w:document>`;
  return Buffer.from(
    zipSync({ '[Content_Types].xml': new TextEncoder().encode('<Types/>'), 'word/document.xml': new TextEncoder().encode(xml) }),
  );
}
