import CFB from 'cfb';
import { readCompoundDirectory } from '../files/compound-file';
import { escapeHtml } from '../utils/html';
import { check, corrupt, u16, u32 } from './doc-bytes';
import { readLists, type ListLevel } from './doc-lists';
import { DocumentImportError } from './errors';
import { WORD_TITLE_CLASS } from './split';

/**
 * A legacy Word 97-2003 .doc as simple HTML, read from its compound file with `cfb`: the text through the
 * piece table, paragraph styles (headings, and Word's Title marked as docx.ts marks it) and table marks
 * from the paragraph properties, bold and italic from the character properties, hyperlinks from
 * HYPERLINK fields. The page break character (0x0C, also written for a section break that starts a new
 * page) becomes `<hr>`, as for .docx. Pictures become `<img>` without data (counted and dropped later).
 * Lists are ordered or bulleted, and nested, by their levels' number formats (doc-lists.ts).
 * Reference: [MS-DOC] (File Information Block, Clx/PlcPcd, PlcBtePapx/PapxFkp, PlcBteChpx/ChpxFkp, STSH,
 * PlfLst/PlfLfo).
 */

const OLD_WORD_FORMAT = 'This document was saved by a Word version older than Word 97. Open it in Word, save it as .docx and try again.';
const ENCRYPTED_DOCUMENT = 'This Word document is password-protected. Remove the password, save it and try again.';

/** The longest field instruction kept (a HYPERLINK's address and switches fit many times over). */
const MAX_FIELD_INSTRUCTION = 4096;
/** Fields inside fields, deeper than any document nests them (each open one is held until it ends). */
const MAX_FIELD_DEPTH = 32;
/**
 * The characters of 8-bit ("compressed") text by byte: Word writes it as Windows-1252, where 0x80-0x9F are
 * ’ “ ” – — … € and the like, not Latin-1's control characters ([MS-DOC] 2.4.1); the five bytes it leaves
 * unassigned stay as they are. Written out, not asked of TextDecoder, which some Node releases answer
 * with Latin-1 for this encoding (nodejs/node#56542).
 */
const WINDOWS_1252_C1 = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8DŽ\x8F\x90‘’“”•–—˜™š›œ\x9DžŸ';
const WINDOWS_1252 = Array.from({ length: 256 }, (_, byte) =>
  byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_C1[byte - 0x80] : String.fromCharCode(byte),
).join('');

interface Piece {
  cpStart: number;
  cpEnd: number;
  /** Byte offset in the WordDocument stream of the piece's first character. */
  fc: number;
  compressed: boolean;
}

interface Run<T> {
  fcStart: number;
  fcEnd: number;
  value: T;
}

interface ParagraphProps {
  istd: number;
  /** sprmPFPageBreakBefore: how LibreOffice writes a page break into a .doc. */
  breakBefore: boolean;
  inTable: boolean;
  rowEnd: boolean;
  /** sprmPIlfo: the paragraph's own list (0: none, whatever its style says), undefined when it has none of its own. */
  ilfo?: number;
  /** sprmPIlvl: its level in that list. */
  ilvl: number;
}

const plainParagraph = (inTable = false): ParagraphProps => ({ istd: 0, breakBefore: false, inTable, rowEnd: false, ilvl: 0 });

/** How deep mammoth's style map nests a .docx's lists (deeper items are paragraphs there): the same here. */
const MAX_LIST_LEVELS = 5;

interface CharProps {
  bold: boolean;
  italic: boolean;
}

/** Size of a sprm's operand by its spra bits ([MS-DOC] 2.2.5.1); variable ones carry their own length. */
function sprmOperandSize(sprm: number, bytes: Buffer, at: number): number {
  switch (sprm >> 13) {
    case 0:
    case 1:
      return 1;
    case 2:
    case 4:
    case 5:
      return 2;
    case 3:
      return 4;
    case 7:
      return 3;
    default:
      // sprmTDefTable and sprmPChgTabs have a two-byte length.
      if (sprm === 0xd608 || sprm === 0xc615) return at + 1 < bytes.length ? bytes.readUInt16LE(at) + 1 : Infinity;
      return at < bytes.length ? bytes[at] + 1 : Infinity;
  }
}

/** Each sprm of a property list with the offset of its operand. */
function* sprms(bytes: Buffer, start: number, end: number): Generator<[number, number]> {
  let at = start;
  while (at + 2 <= end) {
    const sprm = bytes.readUInt16LE(at);
    const size = sprmOperandSize(sprm, bytes, at + 2);
    if (at + 2 + size > end) return;
    yield [sprm, at + 2];
    at += 2 + size;
  }
}

function readPieces(table: Buffer, fcClx: number, lcbClx: number): Piece[] {
  let at = fcClx;
  const end = fcClx + lcbClx;
  check(end <= table.length);
  while (at < end && table[at] === 0x01) at += 3 + u16(table, at + 1);
  check(table[at] === 0x02);
  const lcb = u32(table, at + 1);
  const base = at + 5;
  const count = (lcb - 4) / 12;
  check(Number.isInteger(count) && count > 0 && base + lcb <= table.length);
  const pieces: Piece[] = [];
  for (let i = 0; i < count; i++) {
    const fcValue = u32(table, base + (count + 1) * 4 + i * 8 + 2);
    const compressed = (fcValue & 0x40000000) !== 0;
    const raw = fcValue & 0x3fffffff;
    const piece = { cpStart: u32(table, base + i * 4), cpEnd: u32(table, base + (i + 1) * 4), fc: compressed ? raw / 2 : raw, compressed };
    // The character positions only go forward: pieces that went back over the same text would let a
    // small file unfold into any amount of text.
    check(piece.cpEnd >= piece.cpStart && piece.cpStart >= (pieces.at(-1)?.cpEnd ?? 0));
    pieces.push(piece);
  }
  return pieces;
}

/** The most runs one 512-byte page of paragraph (PapxFkp) or character (ChpxFkp) properties holds ([MS-DOC] 2.9.175, 2.9.33). */
const MAX_PARAGRAPH_RUNS_PER_PAGE = 0x1d;
const MAX_CHARACTER_RUNS_PER_PAGE = 0x65;

/** The runs of an FKP-based property table (PlcBtePapx or PlcBteChpx), each with its parsed properties. */
function readFkpRuns<T>(
  doc: Buffer,
  table: Buffer,
  fc: number,
  lcb: number,
  paragraphs: boolean,
  parse: (grpprl: Buffer, istd: number) => T,
): Run<T>[] {
  if (!lcb) return [];
  check(fc + lcb <= table.length);
  const count = (lcb - 4) / 8;
  const runs: Run<T>[] = [];
  // Each page read once, with no more runs than the format allows: a small file naming one page
  // thousands of times would otherwise unfold into millions of runs.
  const pages = new Set<number>();
  for (let i = 0; i < count; i++) {
    const page = (u32(table, fc + (count + 1) * 4 + i * 4) & 0x3fffff) * 512;
    check(page + 512 <= doc.length && !pages.has(page));
    pages.add(page);
    const fkp = doc.subarray(page, page + 512);
    const crun = fkp[511];
    check(crun <= (paragraphs ? MAX_PARAGRAPH_RUNS_PER_PAGE : MAX_CHARACTER_RUNS_PER_PAGE));
    for (let r = 0; r < crun; r++) {
      const fcStart = u32(fkp, r * 4);
      const fcEnd = u32(fkp, (r + 1) * 4);
      const offset = paragraphs ? fkp[(crun + 1) * 4 + r * 13] * 2 : fkp[(crun + 1) * 4 + r] * 2;
      let props: Buffer = Buffer.alloc(0);
      let istd = 0;
      if (offset) {
        if (paragraphs) {
          let cb = fkp[offset];
          let start = offset + 1;
          let size = 2 * cb - 1;
          if (cb === 0) {
            cb = fkp[offset + 1];
            start = offset + 2;
            size = 2 * cb;
          }
          istd = u16(fkp, start) || 0;
          props = fkp.subarray(start + 2, Math.min(512, start + size));
        } else {
          props = fkp.subarray(offset + 1, Math.min(512, offset + 1 + fkp[offset]));
        }
      }
      runs.push({ fcStart, fcEnd, value: parse(props, istd) });
    }
  }
  return runs.sort((a, b) => a.fcStart - b.fcStart);
}

function findRun<T>(runs: Run<T>[], fc: number): T | undefined {
  let lo = 0;
  let hi = runs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (fc < runs[mid].fcStart) hi = mid - 1;
    else if (fc >= runs[mid].fcEnd) lo = mid + 1;
    else return runs[mid].value;
  }
  return undefined;
}

/** What a paragraph style makes of a paragraph: a heading of a level (1-9), or Word's Title (a post's title). */
type Heading = number | 'title';

/** Word's built-in style identifiers (sti) first: Heading 1-9 are 1-9, Title is 62, whatever the names say in the document's language. */
function headingOf(sti: number, name: string): Heading | undefined {
  if (sti >= 1 && sti <= 9) return sti;
  if (sti === 62 || /^title$/i.test(name)) return 'title';
  const named = name.match(/^heading (\d)$/i);
  return named ? Number(named[1]) : undefined;
}

/** Each style's heading (see headingOf) and name, by style index, from the stylesheet. */
function readStyles(table: Buffer, fc: number, lcb: number): { headings: Map<number, Heading>; names: Map<number, string> } {
  const headings = new Map<number, Heading>();
  const names = new Map<number, string>();
  if (!lcb || fc + lcb > table.length) return { headings, names };
  const cbStshi = u16(table, fc);
  const cstd = u16(table, fc + 2);
  const cbStdBase = u16(table, fc + 4);
  let at = fc + 2 + cbStshi;
  for (let istd = 0; istd < cstd && at + 2 <= fc + lcb; istd++) {
    const cbStd = u16(table, at);
    if (cbStd) {
      const std = table.subarray(at + 2, at + 2 + cbStd);
      const cch = u16(std, cbStdBase);
      const name = Number.isNaN(cch) ? '' : std.toString('utf16le', cbStdBase + 2, Math.min(std.length, cbStdBase + 2 + cch * 2));
      names.set(istd, name);
      const heading = headingOf(u16(std, 0) & 0x0fff, name);
      if (heading !== undefined) headings.set(istd, heading);
    }
    at += 2 + cbStd;
  }
  return { headings, names };
}

/** Builds the HTML from characters, closing inline styles, paragraphs, lists and tables as they end. */
class HtmlWriter {
  private out: string[] = [];
  private line: string[] = [];
  private style: CharProps = { bold: false, italic: false };
  /** The lists open around the paragraph being written, outermost first, each with its last item open. */
  private lists: ('ul' | 'ol')[] = [];
  private row: string[] | undefined;
  private rows: string[][] = [];

  private closeStyle() {
    if (this.style.italic) this.line.push('</em>');
    if (this.style.bold) this.line.push('</strong>');
    this.style = { bold: false, italic: false };
  }

  text(chars: string, props: CharProps) {
    if (props.bold !== this.style.bold || props.italic !== this.style.italic) {
      this.closeStyle();
      if (props.bold) this.line.push('<strong>');
      if (props.italic) this.line.push('<em>');
      this.style = { ...props };
    }
    this.line.push(escapeHtml(chars));
  }

  raw(html: string) {
    this.closeStyle();
    this.line.push(html);
  }

  private takeLine(): string {
    this.closeStyle();
    const html = this.line.join('').replace(/<(strong|em)><\/\1>/g, '');
    this.line = [];
    return html;
  }

  /** Closes the lists deeper than `depth`, each with its open item. */
  private closeLists(depth: number) {
    while (this.lists.length > depth) this.out.push(`</li></${this.lists.pop()}>`);
  }

  /**
   * A list item, placed as mammoth places a .docx's: in the open list of its level if that list is of its
   * kind (ordered or not), else in a new one, inside the open item of the level above, whatever that list's kind.
   */
  private listItem(html: string, { ordered, level }: ListLevel) {
    const tag = ordered ? 'ol' : 'ul';
    this.closeLists(this.lists[level] === tag ? level + 1 : level);
    if (this.lists.length === level + 1) this.out.push('</li>');
    // Levels above it that no item opened (a list that starts at its second level).
    while (this.lists.length < level) {
      this.out.push('<ul><li>');
      this.lists.push('ul');
    }
    if (this.lists.length === level) {
      this.out.push(`<${tag}>`);
      this.lists.push(tag);
    }
    this.out.push(`<li>${html}`);
  }

  private flushBlocks() {
    this.closeLists(0);
    if (this.rows.length)
      this.out.push(`<table>${this.rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</table>`);
    this.rows = [];
  }

  /** A paragraph ended: a table cell or row end, a list item, a heading (see Heading) or a plain paragraph. */
  paragraph(props: ParagraphProps, heading?: Heading, list?: ListLevel) {
    const html = this.takeLine();
    if (props.inTable) {
      this.closeLists(0);
      if (props.rowEnd) {
        this.rows.push(this.row ?? []);
        this.row = undefined;
      } else (this.row ??= []).push(html);
      return;
    }
    if (this.rows.length || !list) this.flushBlocks();
    if (list) this.listItem(html, list);
    else if (heading === 'title') this.out.push(`<h1 class="${WORD_TITLE_CLASS}">${html}</h1>`);
    else if (heading) this.out.push(`<h${heading}>${html}</h${heading}>`);
    else this.out.push(`<p>${html}</p>`);
  }

  pageBreak() {
    this.line.push('<hr>');
  }

  /** A page break before the paragraph being written (its properties are known only at its end). */
  breakBefore() {
    this.line.unshift('<hr>');
  }

  finish(): string {
    if (this.line.length) this.paragraph(plainParagraph());
    this.flushBlocks();
    return this.out.join('');
  }
}

export function docToHtml(bytes: Buffer): string {
  // cfb trusts the file's chains and directory tree; a looping one would exhaust the process's memory.
  if (!readCompoundDirectory(bytes)) throw corrupt();
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(bytes, { type: 'buffer' });
  } catch {
    throw corrupt();
  }
  const stream = (name: string) => {
    const entry = CFB.find(container, name);
    return entry?.content ? Buffer.from(entry.content as Uint8Array) : undefined;
  };
  const doc = stream('WordDocument');
  if (!doc || doc.length < 0x1aa) throw corrupt();
  check(u16(doc, 0) === 0xa5ec);
  if (u16(doc, 2) < 0xc1) throw new DocumentImportError(OLD_WORD_FORMAT);
  const flags = u16(doc, 0x0a);
  if (flags & 0x0100) throw new DocumentImportError(ENCRYPTED_DOCUMENT);
  const table = stream(flags & 0x0200 ? '1Table' : '0Table');
  if (!table) throw corrupt();

  // FibBase (32 bytes), then fibRgW, fibRgLw and fibRgFcLcb, each after its count.
  const csw = u16(doc, 32);
  const rgLw = 34 + csw * 2 + 2;
  const cslw = u16(doc, rgLw - 2);
  const ccpText = u32(doc, rgLw + 3 * 4);
  const rgFcLcb = rgLw + cslw * 4 + 2;
  const fcLcb = (index: number) => [u32(doc, rgFcLcb + index * 8), u32(doc, rgFcLcb + index * 8 + 4)] as const;
  // Each character of the text takes at least a byte of the stream.
  check(Number.isFinite(ccpText) && ccpText <= doc.length);

  const pieces = readPieces(table, ...fcLcb(33));
  const { headings, names } = readStyles(table, ...fcLcb(1));
  const lists = readLists(table, fcLcb(73), fcLcb(74));
  const paragraphRuns = readFkpRuns(doc, table, ...fcLcb(13), true, (grpprl, istd): ParagraphProps => {
    const props: ParagraphProps = { ...plainParagraph(), istd };
    for (const [sprm, at] of sprms(grpprl, 0, grpprl.length)) {
      if (sprm === 0x2416) props.inTable = grpprl[at] !== 0;
      else if (sprm === 0x2417) props.rowEnd = grpprl[at] !== 0;
      else if (sprm === 0x460b) props.ilfo = u16(grpprl, at);
      else if (sprm === 0x260a) props.ilvl = grpprl[at];
      else if (sprm === 0x2407) props.breakBefore = grpprl[at] !== 0;
    }
    return props;
  });
  const charRuns = readFkpRuns(doc, table, ...fcLcb(12), false, (grpprl): CharProps => {
    const props: CharProps = { bold: false, italic: false };
    for (const [sprm, at] of sprms(grpprl, 0, grpprl.length)) {
      // 1 = on, 0x81 = the opposite of the style (taken as on: body styles are not bold).
      // A character style (sprmCIstd): LibreOffice writes <strong> and <em> as 'Strong Emphasis' and 'Emphasis'.
      if (sprm === 0x4a30) {
        const name = names.get(u16(grpprl, at)) ?? '';
        if (/strong/i.test(name)) props.bold = true;
        else if (/emphasis/i.test(name)) props.italic = true;
      } else if (sprm === 0x0835) props.bold = grpprl[at] === 1 || grpprl[at] === 0x81;
      else if (sprm === 0x0836) props.italic = grpprl[at] === 1 || grpprl[at] === 0x81;
    }
    return props;
  });

  const writer = new HtmlWriter();
  // Fields: begin 0x13, separator 0x14, end 0x15; the instruction is between begin and separator.
  const fields: { instruction: string; showing: boolean }[] = [];
  const plain: CharProps = { bold: false, italic: false };
  for (const piece of pieces) {
    const end = Math.min(piece.cpEnd, ccpText);
    for (let cp = piece.cpStart; cp < end; cp++) {
      const fc = piece.fc + (cp - piece.cpStart) * (piece.compressed ? 1 : 2);
      check(fc + (piece.compressed ? 1 : 2) <= doc.length);
      const code = piece.compressed ? doc[fc] : doc.readUInt16LE(fc);
      const field = fields.at(-1);
      if (code === 0x13) {
        check(fields.length < MAX_FIELD_DEPTH);
        fields.push({ instruction: '', showing: false });
      } else if (code === 0x14 && field && !field.showing) {
        field.showing = true;
        const url = field.instruction.match(/HYPERLINK\s+"([^"]+)"/)?.[1];
        if (url) writer.raw(`<a href="${escapeHtml(url)}">`);
      } else if (code === 0x15 && field) {
        fields.pop();
        if (field.showing && /HYPERLINK\s+"/.test(field.instruction)) writer.raw('</a>');
      } else if (field && !field.showing) {
        // A HYPERLINK instruction is short; the rest of a long one is not needed.
        if (field.instruction.length < MAX_FIELD_INSTRUCTION) field.instruction += String.fromCharCode(code);
      } else if (code === 0x0d || code === 0x07) {
        const props = findRun(paragraphRuns, fc) ?? plainParagraph(code === 0x07);
        if (props.breakBefore) writer.breakBefore();
        // A heading style wins over numbering, as in mammoth's style map: LibreOffice numbers every heading
        // by its outline numbering (which shows no number unless asked to) and writes that on each heading.
        const heading = props.inTable ? undefined : headings.get(props.istd);
        const list =
          props.inTable || heading !== undefined
            ? undefined
            : props.ilfo !== undefined
              ? lists.level(props.ilfo, props.ilvl)
              : lists.byStyle.get(props.istd);
        writer.paragraph(props, heading, list && list.level < MAX_LIST_LEVELS ? list : undefined);
      } else if (code === 0x0c) writer.pageBreak();
      else if (code === 0x0b) writer.raw('<br>');
      else if (code === 0x01 || code === 0x08) writer.raw('<img src="">');
      else if (code === 0x1e) writer.text('-', findRun(charRuns, fc) ?? plain);
      else if (code >= 0x20 || code === 0x09) {
        const char = piece.compressed ? WINDOWS_1252[code] : String.fromCharCode(code);
        writer.text(code === 0x09 ? ' ' : char, findRun(charRuns, fc) ?? plain);
      }
    }
  }
  return writer.finish();
}
