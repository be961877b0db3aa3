import CFB from 'cfb';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docToHtml } from '../doc';
import { DocumentImportError } from '../errors';
import { postsFromHtml } from '../import';

const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/word/${name}`, import.meta.url));

/**
 * A Word 97 file with its piece table rewritten: `cps` in units of the first piece's length, every piece
 * pointing at the first piece's text ([MS-DOC] FibRgFcLcb97.fcClx/lcbClx, Pcdt, PlcPcd).
 */
function withPieceTable(file: Buffer, cps: number[]): Buffer {
  const container = CFB.read(file, { type: 'buffer' });
  const entry = (name: string) => CFB.find(container, name)!;
  const word = Buffer.from(entry('WordDocument').content as Uint8Array);
  const csw = word.readUInt16LE(32);
  const rgLw = 34 + csw * 2 + 2;
  const clxAt = rgLw + word.readUInt16LE(rgLw - 2) * 4 + 2 + 33 * 8;
  const tableEntry = entry(word.readUInt16LE(0x0a) & 0x0200 ? '1Table' : '0Table');
  const table = Buffer.from(tableEntry.content as Uint8Array);
  let at = word.readUInt32LE(clxAt);
  while (table[at] === 0x01) at += 3 + table.readUInt16LE(at + 1);
  const count = (table.readUInt32LE(at + 1) - 4) / 12;
  const firstLength = table.readUInt32LE(at + 5 + 4);
  const firstPcd = table.subarray(at + 5 + (count + 1) * 4, at + 5 + (count + 1) * 4 + 8);
  const plc = Buffer.concat([...cps.map((cp) => u32(cp * firstLength)), ...cps.slice(1).map(() => firstPcd)]);
  const clx = Buffer.concat([Buffer.from([0x02]), u32(plc.length), plc]);
  word.writeUInt32LE(table.length, clxAt);
  word.writeUInt32LE(clx.length, clxAt + 4);
  entry('WordDocument').content = word;
  tableEntry.content = Buffer.concat([table, clx]);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** The file with its character properties' page table (PlcBteChpx) replaced by `pages` entries naming one page. */
function withRepeatedCharacterPage(file: Buffer, pages: number): Buffer {
  const container = CFB.read(file, { type: 'buffer' });
  const entry = (name: string) => CFB.find(container, name)!;
  const word = Buffer.from(entry('WordDocument').content as Uint8Array);
  const rgLw = 34 + word.readUInt16LE(32) * 2 + 2;
  const chpxAt = rgLw + word.readUInt16LE(rgLw - 2) * 4 + 2 + 12 * 8;
  const tableEntry = entry(word.readUInt16LE(0x0a) & 0x0200 ? '1Table' : '0Table');
  const table = Buffer.from(tableEntry.content as Uint8Array);
  const at = word.readUInt32LE(chpxAt);
  const count = (word.readUInt32LE(chpxAt + 4) - 4) / 8;
  const firstPage = table.readUInt32LE(at + (count + 1) * 4);
  const plc = Buffer.concat([...Array.from({ length: pages + 1 }, (_, i) => u32(i)), ...Array.from({ length: pages }, () => u32(firstPage))]);
  word.writeUInt32LE(table.length, chpxAt);
  word.writeUInt32LE(plc.length, chpxAt + 4);
  entry('WordDocument').content = word;
  tableEntry.content = Buffer.concat([table, plc]);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

function u32(value: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value);
  return b;
}

describe('postsFromHtml', () => {
  it('makes posts with a free slug, an excerpt from the first paragraph, a category and links', () => {
    const { posts, notes } = postsFromHtml('<h1>Sales Interview Preparation</h1><p>Recruiters hiring for an interview want examples from London.</p><hr /><h1>Sales Interview Preparation</h1><p>Again.</p>', new Set(['sales-interview-preparation']));
    expect(notes).toEqual([]);
    expect(posts.map((p) => p.estimatedSlug)).toEqual(['sales-interview-preparation-2', 'sales-interview-preparation-3']);
    expect(posts[0]).toMatchObject({ category: 'Sales Recruitment', excerpt: 'Recruiters hiring for an interview want examples from London.' });
    expect(posts[0].content).toContain('<a href="/areas/london">London</a>');
  });

  it('cuts a long first paragraph to 200 characters for the excerpt', () => {
    const { posts } = postsFromHtml(`<h1>A Long Excerpt Post</h1><p>${'word '.repeat(100)}</p>`, new Set());
    expect(posts[0].excerpt).toBe(`${'word '.repeat(40).trim()}...`);
  });

  it.each([
    ['no title', '<p>Just text</p>', "✗ Post 1: No title found: start the post with a paragraph in a heading style or in bold (10-80 characters)"],
    ['a title too long', `<h1>${'x'.repeat(81)}</h1><p>Body</p>`, `✗ '${'x'.repeat(60)}...': The title must be 10-80 characters long; it has 81`],
    ['a title without content', '<h1>A Title Without Body</h1>', "✗ 'A Title Without Body': The post has a title but no content"],
  ])('reports a post with %s as failed', (_name, html, line) => {
    expect(postsFromHtml(html, new Set()).notes).toEqual([line]);
  });

  it('refuses several titles without page breaks: "No page breaks detected"', () => {
    expect(() => postsFromHtml('<h1>First post title</h1><p>a</p><h1>Second post title</h1><p>b</p>', new Set())).toThrow(/^No page breaks detected: this document has 2 titles/);
  });

  it('takes one post with subheadings and no page break', () => {
    expect(postsFromHtml('<h1>One post with parts</h1><p>a</p><h2>Part</h2><p>b</p>', new Set()).posts).toHaveLength(1);
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

  it('refuses a compound file that is not a Word document', () => {
    expect(() => docToHtml(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1000)]))).toThrow(DocumentImportError);
  });
});
