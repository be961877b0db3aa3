import CFB from 'cfb';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NO_PAGE_BREAKS_CODE } from '../../schemas/word-upload';
import { docToHtml } from '../doc';
import { docxToHtml } from '../docx';
import { DocumentImportError } from '../errors';
import { postsFromHtml } from '../import';

const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/word/${name}`, import.meta.url));

/**
 * A Word 97 file opened for rewriting: its WordDocument and table streams, where the FIB keeps each
 * fc/lcb pair by index ([MS-DOC] FibRgFcLcb97), and `save` to write the file again.
 */
function openWordFile(file: Buffer) {
  const container = CFB.read(file, { type: 'buffer' });
  const entry = (name: string) => CFB.find(container, name)!;
  const word = Buffer.from(entry('WordDocument').content as Uint8Array);
  const rgLw = 34 + word.readUInt16LE(32) * 2 + 2;
  const fcLcbAt = (index: number) => rgLw + word.readUInt16LE(rgLw - 2) * 4 + 2 + index * 8;
  const tableEntry = entry(word.readUInt16LE(0x0a) & 0x0200 ? '1Table' : '0Table');
  const table = Buffer.from(tableEntry.content as Uint8Array);
  const save = (newTable = table) => {
    entry('WordDocument').content = word;
    tableEntry.content = newTable;
    return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
  };
  return { word, table, fcLcbAt, save };
}

/** Where the piece table's PlcPcd starts in the table stream, and its count of pieces (Clx, Pcdt). */
function pieceTable({ word, table, fcLcbAt }: ReturnType<typeof openWordFile>): { at: number; count: number } {
  let at = word.readUInt32LE(fcLcbAt(33));
  while (table[at] === 0x01) at += 3 + table.readUInt16LE(at + 1);
  return { at: at + 5, count: (table.readUInt32LE(at + 1) - 4) / 12 };
}

/** A Word 97 file with its piece table rewritten: `cps` in units of the first piece's length, every piece pointing at the first piece's text. */
function withPieceTable(file: Buffer, cps: number[]): Buffer {
  const opened = openWordFile(file);
  const { word, table, fcLcbAt, save } = opened;
  const { at, count } = pieceTable(opened);
  const firstLength = table.readUInt32LE(at + 4);
  const firstPcd = table.subarray(at + (count + 1) * 4, at + (count + 1) * 4 + 8);
  const plc = Buffer.concat([...cps.map((cp) => u32(cp * firstLength)), ...cps.slice(1).map(() => firstPcd)]);
  const clx = Buffer.concat([Buffer.from([0x02]), u32(plc.length), plc]);
  word.writeUInt32LE(table.length, fcLcbAt(33));
  word.writeUInt32LE(clx.length, fcLcbAt(33) + 4);
  return save(Buffer.concat([table, clx]));
}

/**
 * A Word 97 file whose one piece of UTF-16 text is written again, in the same place, as 8-bit
 * ("compressed") text, the way Word stores a piece that Windows-1252 can hold (Pcd.fc.fCompressed), with
 * `sentence` replaced by `bytes` (padded with spaces to its length).
 */
function withCompressedText(file: Buffer, sentence: string, bytes: Buffer): Buffer {
  const opened = openWordFile(file);
  const { word, table, save } = opened;
  const { at, count } = pieceTable(opened);
  expect(count).toBe(1);
  const length = table.readUInt32LE(at + 4);
  const fcAt = at + 8 + 2;
  const fc = table.readUInt32LE(fcAt);
  const text = word.toString('utf16le', fc, fc + length * 2);
  const start = text.indexOf(sentence);
  expect(start).toBeGreaterThan(0);
  // The fixture's text is ASCII and one '§', the same byte in Latin-1 and Windows-1252.
  const compressed = Buffer.from(text, 'latin1').fill(0x20, start, start + sentence.length);
  bytes.copy(compressed, start);
  compressed.copy(word, fc);
  table.writeUInt32LE(0x40000000 | (fc * 2), fcAt);
  return save();
}

/** The file with its character properties' page table (PlcBteChpx) replaced by `pages` entries naming one page. */
function withRepeatedCharacterPage(file: Buffer, pages: number): Buffer {
  const { word, table, fcLcbAt, save } = openWordFile(file);
  const at = word.readUInt32LE(fcLcbAt(12));
  const count = (word.readUInt32LE(fcLcbAt(12) + 4) - 4) / 8;
  const firstPage = table.readUInt32LE(at + (count + 1) * 4);
  const plc = Buffer.concat([
    ...Array.from({ length: pages + 1 }, (_, i) => u32(i)),
    ...Array.from({ length: pages }, () => u32(firstPage)),
  ]);
  word.writeUInt32LE(table.length, fcLcbAt(12));
  word.writeUInt32LE(plc.length, fcLcbAt(12) + 4);
  return save(Buffer.concat([table, plc]));
}

/**
 * The file with the built-in style identifiers (sti) of the named styles changed (STSH, each STD's
 * first two bytes): Word knows Title as sti 62 and Heading n as sti n, whatever their names say.
 */
function withStyleIdentifiers(file: Buffer, stis: Record<string, number>): Buffer {
  const { word, table, fcLcbAt, save } = openWordFile(file);
  const fc = word.readUInt32LE(fcLcbAt(1));
  const cbStdBase = table.readUInt16LE(fc + 4);
  let at = fc + 2 + table.readUInt16LE(fc);
  for (let istd = 0; istd < table.readUInt16LE(fc + 2); istd++) {
    const cbStd = table.readUInt16LE(at);
    if (cbStd) {
      const name = table.toString('utf16le', at + 2 + cbStdBase + 2, at + 2 + cbStdBase + 2 + table.readUInt16LE(at + 2 + cbStdBase) * 2);
      if (name in stis) table.writeUInt16LE((table.readUInt16LE(at + 2) & 0xf000) | stis[name], at + 2);
    }
    at += 2 + cbStd;
  }
  return save();
}

/**
 * The file with its list overrides (PlfLfo) written again so that list `ilfo` gives its first level the
 * number format `nfc` (an LFOLVL with fFormatting, followed by its own LVL), as Word writes a list
 * restyled in one place. The fixture's LFOs have no overrides of their own.
 */
function withLevelOverride(file: Buffer, ilfo: number, nfc: number): Buffer {
  const { word, table, fcLcbAt, save } = openWordFile(file);
  const fc = word.readUInt32LE(fcLcbAt(74));
  const count = table.readUInt32LE(fc);
  const lfos = Buffer.from(table.subarray(fc, fc + 4 + count * 16));
  lfos[4 + (ilfo - 1) * 16 + 12] = 1;
  // LVLF (iStartAt 1, nfc, no grpprls) and an empty number text.
  const lvl = Buffer.alloc(28 + 2);
  lvl.writeUInt32LE(1, 0);
  lvl[4] = nfc;
  const lfoData = Array.from({ length: count }, (_, i) => (i === ilfo - 1 ? Buffer.concat([u32(0), u32(1), u32(0x20), lvl]) : u32(0)));
  const plfLfo = Buffer.concat([lfos, ...lfoData]);
  word.writeUInt32LE(table.length, fcLcbAt(74));
  word.writeUInt32LE(plfLfo.length, fcLcbAt(74) + 4);
  return save(Buffer.concat([table, plfLfo]));
}

/** The file with its list table (PlfLst) naming `count` lists. */
function withListCount(file: Buffer, count: number): Buffer {
  const { word, table, fcLcbAt, save } = openWordFile(file);
  table.writeUInt16LE(count, word.readUInt32LE(fcLcbAt(73)));
  return save();
}

function u32(value: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value);
  return b;
}

describe('postsFromHtml', () => {
  it('makes posts with a free slug, an excerpt from the first paragraph, a category and links', () => {
    const { posts, notes } = postsFromHtml(
      '<h1>Sales Interview Preparation</h1><p>Recruiters hiring for an interview want examples from London.</p><hr /><h1>Sales Interview Preparation</h1><p>Again.</p>',
      new Set(['sales-interview-preparation']),
    );
    expect(notes).toEqual([]);
    expect(posts.map((p) => p.estimatedSlug)).toEqual(['sales-interview-preparation-2', 'sales-interview-preparation-3']);
    expect(posts[0]).toMatchObject({
      category: 'Sales Recruitment',
      excerpt: 'Recruiters hiring for an interview want examples from London.',
    });
    expect(posts[0].content).toContain('<a href="/areas/london">London</a>');
  });

  it('cuts a long first paragraph to 200 characters for the excerpt', () => {
    const { posts } = postsFromHtml(`<h1>A Long Excerpt Post</h1><p>${'word '.repeat(100)}</p>`, new Set());
    expect(posts[0].excerpt).toBe(`${'word '.repeat(40).trim()}...`);
  });

  it.each([
    [
      'no title',
      '<p>Just text</p>',
      '✗ Post 1: No title found: start the post with a paragraph in a heading style or in bold (10-80 characters)',
    ],
    [
      'a title too long',
      `<h1>${'x'.repeat(81)}</h1><p>Body</p>`,
      `✗ '${'x'.repeat(60)}...': The title must be 10-80 characters long; it has 81`,
    ],
    ['a title without content', '<h1>A Title Without Body</h1>', "✗ 'A Title Without Body': The post has a title but no content"],
  ])('reports a post with %s as failed', (_name, html, line) => {
    expect(postsFromHtml(html, new Set()).notes).toEqual([line]);
  });

  it.each([
    ['Heading 1 titles', '<h1>First post title</h1><p>a</p><h1>Second post title</h1><p>b</p>'],
    ["Word's Title twice", '<h1 class="title">First post title</h1><p>a</p><h1 class="title">Second post title</h1><p>b</p>'],
  ])('refuses several titles without page breaks: "No page breaks detected" (%s)', (_name, html) => {
    expect(() => postsFromHtml(html, new Set())).toThrow(/^No page breaks detected: this document has 2 titles/);
    expect(() => postsFromHtml(html, new Set())).toThrow(expect.objectContaining({ code: NO_PAGE_BREAKS_CODE }));
  });

  it.each([
    ['subheadings', '<h1>One post with parts</h1><p>a</p><h2>Part one</h2><p>b</p>', '<p>a</p><h2>Part one</h2><p>b</p>'],
    [
      "Word's Title and Heading 1 sections",
      '<h1 class="title">One post with parts</h1><p>a</p><h1>Part one</h1><p>b</p><h1>Part two</h1><p>c</p>',
      '<p>a</p><h1>Part one</h1><p>b</p><h1>Part two</h1><p>c</p>',
    ],
  ])('takes one post with %s and no page break', (_name, html, content) => {
    expect(postsFromHtml(html, new Set()).posts.map((p) => [p.title, p.content])).toEqual([['One post with parts', content]]);
  });

  it('refuses a document without text', () => {
    expect(() => postsFromHtml('<p> </p>', new Set())).toThrow(DocumentImportError);
  });
});

describe('docToHtml (Word 97 documents written by LibreOffice)', () => {
  it('reads headings, bold and italic runs, links, lists, tables and page breaks', () => {
    const html = docToHtml(fixture('source-three-posts.doc'));
    expect(html).toContain('<h1>Why Psychology Graduates Thrive in Sales</h1>');
    expect(html).toContain('<a href="https://www.psychgradsales.co.uk/jobs">current vacancies</a>');
    expect(html).toContain('<strong>B2B sales</strong> and <em>business development</em>');
    expect(html).toContain('<ul><li>Active listening</li>');
    expect(html).toContain('<table><tr><td>Question</td><td>What it tests</td></tr>');
    expect(html.match(/<hr>/g)).toHaveLength(2);
  });

  it("cuts at Word's page break character (0x0C) inside the text", () => {
    const doc = Buffer.from(fixture('page-break-character.doc'));
    // The fixture's one '§' (0xA7, in cp1252 or UTF-16LE) becomes the page break character, size unchanged.
    doc[doc.indexOf(0xa7)] = 0x0c;
    const { posts } = postsFromHtml(docToHtml(doc), new Set());
    expect(posts.map((p) => [p.title, p.content])).toEqual([
      ['Networking Tips for Sales Graduates', '<p>Start with the people you already know.</p>'],
      ['Your First Ninety Days in Sales', '<p>Learn the product before you learn the pitch.</p>'],
    ]);
  });

  it.each([
    ['one piece, as written', [0, 1], false],
    ['pieces that go back over the same text (a 10 MB file could make it gigabytes)', [0, 1, 0, 1, 0, 1], true],
  ])('reads the text through its piece table: %s', (_name, cps, refused) => {
    const doc = withPieceTable(fixture('source-three-posts.doc'), cps);
    if (refused) expect(() => docToHtml(doc)).toThrow(DocumentImportError);
    else expect(docToHtml(doc)).toContain('<h1>Why Psychology Graduates Thrive in Sales</h1>');
  });

  it.each([
    ['once, as written', 1, false],
    ['4,000 times (a 36 KB file would unfold into a million runs)', 4000, true],
  ])('reads a page of character properties named %s', (_name, pages, refused) => {
    const doc = withRepeatedCharacterPage(fixture('source-three-posts.doc'), pages);
    if (refused) expect(() => docToHtml(doc)).toThrow(DocumentImportError);
    else expect(docToHtml(doc)).toContain('<h1>Why Psychology Graduates Thrive in Sales</h1>');
  });

  it('refuses fields nested deeper than any document nests them (each open one is held)', () => {
    const original = fixture('page-break-character.doc');
    const sentence = 'Start with the people you already know.';
    // The fixture keeps its text as UTF-16LE: field marks are written over the sentence, size unchanged.
    const at = original.indexOf(Buffer.from(sentence, 'utf16le'));
    expect(at).toBeGreaterThan(0);
    const withMarks = (marks: number[]) => {
      const doc = Buffer.from(original);
      marks.forEach((mark, i) => doc.writeUInt16LE(mark, at + i * 2));
      return doc;
    };
    expect(() => docToHtml(withMarks(Array(sentence.length).fill(0x13)))).toThrow(DocumentImportError);
    // Nested 16 deep and closed again, the fields are read and the text goes on.
    const nested = withMarks([...Array(16).fill(0x13), ...Array(16).fill(0x15), ...Array(sentence.length - 32).fill(0x20)]);
    expect(docToHtml(nested)).toContain('Your First Ninety Days in Sales');
  });

  it.each([
    ['’ (0x92)', 0x92, '’'],
    ['– (0x96)', 0x96, '–'],
    ['… (0x85)', 0x85, '…'],
    ['€ (0x80)', 0x80, '€'],
    ['é (0xE9)', 0xe9, 'é'],
  ])('reads 8-bit ("compressed") text as Windows-1252: %s', (_name, byte, char) => {
    const doc = withCompressedText(
      fixture('page-break-character.doc'),
      'Start with the people you already know.',
      Buffer.from([...Buffer.from('Byte '), byte]),
    );
    expect(docToHtml(doc)).toContain(`Byte ${char}`);
  });

  it("reads Word's Title apart from Heading 1: a Title and Heading 1 sections are one post", () => {
    // The fixture's Heading 1 title made Word's Title (sti 62), its Heading 2 subheading a Heading 1 (sti 1).
    const doc = withStyleIdentifiers(fixture('no-breaks-one-post.doc'), { 'Heading 1': 62, 'Heading 2': 1 });
    const { posts } = postsFromHtml(docToHtml(doc), new Set());
    expect(posts.map((p) => p.title)).toEqual(['Cold Calling Without the Fear']);
    expect(posts[0].content).toContain('<h1>Before the call</h1>');
  });

  it('gives the posts of the same Writer document saved as .docx: outline-numbered headings, ordered, bulleted and nested lists', async () => {
    // Written in Writer's own format with its Heading styles (outline numbering attached), then converted by LibreOffice.
    const postsOf = (html: string) => postsFromHtml(html, new Set()).posts;
    const fromDoc = postsOf(docToHtml(fixture('writer-headings-lists.doc')));
    expect(fromDoc.map((p) => p.title)).toEqual([
      'Reading Body Language on Sales Calls',
      'Marketing Analytics for New Graduates',
      'Business Development in Your First Year',
    ]);
    expect(fromDoc.map((p) => p.content.match(/<\/?(?:h\d|ol|ul)>/g)?.join(''))).toEqual([
      '<h2></h2><ol><ul></ul></ol>',
      '<ul></ul><h2></h2><h3></h3><ol></ol>',
      '<h2></h2><ul></ul><ol></ol>',
    ]);
    expect(fromDoc[0].content).toContain(
      "<li>Looking away before an objection<ul><li>at the screen's edge</li><li>at notes off camera</li></ul></li></ol>",
    );
    expect(fromDoc).toEqual(postsOf(await docxToHtml(fixture('writer-headings-lists.docx'))));
  });

  it('reads the numbered list of a document converted from HTML as ordered', () => {
    expect(docToHtml(fixture('source-three-posts.doc'))).toContain('<ol><li>Market research</li><li>Account management</li></ol>');
  });

  it("reads a list level's format overridden where the list is used (LFOLVL.fFormatting)", () => {
    const original = docToHtml(fixture('writer-headings-lists.doc'));
    expect(original).toContain('<ul><li>Spreadsheets and pivot tables</li>');
    // LFO 3 is the bulleted list's; its first level made decimal (nfc 0).
    expect(docToHtml(withLevelOverride(fixture('writer-headings-lists.doc'), 3, 0))).toContain(
      '<ol><li>Spreadsheets and pivot tables</li>',
    );
  });

  it('refuses a list table that names more lists than it holds', () => {
    expect(() => docToHtml(withListCount(fixture('writer-headings-lists.doc'), 0xffff))).toThrow(DocumentImportError);
  });

  it('refuses a compound file that is not a Word document', () => {
    expect(() => docToHtml(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1000)]))).toThrow(
      DocumentImportError,
    );
  });
});
