import render from 'dom-serializer';
import { Element, isTag, isText, type ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { NOTE_MARKER, placeNotes, takeNotes } from './notes';

/**
 * Cuts a converted document into posts at its page breaks (`<hr>`, wherever the break sat: at the end of
 * a paragraph, inside a list item or a table cell), and finds each post's title: its paragraph in Word's
 * Title style, else its first heading-styled or wholly bold paragraph. Notes go with the post that refers
 * to them (notes.ts).
 */
export interface DocumentPart {
  /** The title paragraph's text, when there is one. */
  title?: string;
  /** 'title' for Word's Title style, 'h1'..'h6' for a heading style, 'bold' for a wholly bold paragraph. */
  titleKind?: string;
  /** How many paragraphs of the title's kind the part has (several, without page breaks, means several posts). */
  titleKindCount: number;
  /** The rest of the part as HTML, without the title and without images. */
  bodyHtml: string;
  /** The text of the first paragraph after the title (for the excerpt). */
  firstParagraph: string;
  imagesDropped: number;
}

interface SplitDocument {
  parts: DocumentPart[];
  pageBreaks: number;
}

const HEADING = /^h[1-6]$/;
/**
 * The class docx.ts and doc.ts give Word's Title style: an h1 like Heading 1, but a title, so that a post
 * with a Title and Heading 1 sections is one post, not several run together.
 */
export const WORD_TITLE_CLASS = 'title';
/** An element the HTML parser treats as an ordinary inline one (an `<hr>` would close an open `<p>`). */
const BREAK = 'page-break';

function textOf(node: ChildNode): string {
  if (isText(node)) return node.data;
  return isTag(node) ? node.children.map(textOf).join('') : '';
}

const oneSpaced = (text: string) => text.replace(/\s+/g, ' ').trim();

function containsBreak(node: ChildNode): boolean {
  return isTag(node) && (node.name === BREAK || node.children.some(containsBreak));
}

/** The pieces of a node between its page breaks: one more than the breaks inside (undefined: nothing). */
function piecesOf(node: ChildNode): (ChildNode | undefined)[] {
  if (!isTag(node)) return [node];
  if (node.name === BREAK) return [undefined, undefined];
  if (!containsBreak(node)) return [node];
  let current = new Element(node.name, { ...node.attribs }, []);
  const pieces: ChildNode[] = [current];
  for (const child of node.children) {
    const [first, ...rest] = piecesOf(child);
    if (first) current.children.push(first);
    for (const piece of rest) {
      current = new Element(node.name, { ...node.attribs }, []);
      pieces.push(current);
      if (piece) current.children.push(piece);
    }
  }
  return pieces;
}

/** Elements kept even without text (a line break, an empty table cell, a note reference). */
const KEPT_EMPTY = new Set(['br', 'td', 'th', NOTE_MARKER]);

/**
 * Removes every image (counting them) and every element left without text (the halves of a paragraph or
 * list item that a page break cut), and returns the nodes worth keeping.
 */
function withoutImages(nodes: ChildNode[]): { nodes: ChildNode[]; images: number } {
  let images = 0;
  const strip = (node: ChildNode): ChildNode | undefined => {
    if (!isTag(node)) return node;
    if (node.name === 'img') {
      images++;
      return undefined;
    }
    node.children = node.children.map(strip).filter((c): c is ChildNode => c !== undefined);
    return KEPT_EMPTY.has(node.name) || oneSpaced(textOf(node)) !== '' ? node : undefined;
  };
  const kept = nodes.map(strip).filter((n): n is ChildNode => n !== undefined && oneSpaced(textOf(n)) !== '');
  return { nodes: kept, images };
}

/** 'title' for Word's Title, 'h1'..'h6' for a heading, 'bold' for a paragraph whose every letter is bold, else undefined. */
function titleKind(node: ChildNode): string | undefined {
  if (!isTag(node)) return undefined;
  if (node.name === 'h1' && node.attribs.class === WORD_TITLE_CLASS) return 'title';
  if (HEADING.test(node.name)) return node.name;
  if (node.name !== 'p') return undefined;
  const allBold = (n: ChildNode, bold: boolean): boolean =>
    isText(n)
      ? bold || n.data.trim() === ''
      : isTag(n)
        ? n.children.every((c) => allBold(c, bold || n.name === 'strong' || n.name === 'b'))
        : true;
  return oneSpaced(textOf(node)) !== '' && allBold(node, false) ? 'bold' : undefined;
}

function partOf(nodes: ChildNode[], notes: ReadonlyMap<string, ChildNode[]>): DocumentPart {
  const { nodes: kept, images } = withoutImages(nodes);
  const kinds = kept.map(titleKind);
  // Word's Title names the title wherever it stands; the heading or bold paragraph before it is part of the body.
  const titleAt = kinds.includes('title') ? kinds.indexOf('title') : kinds.findIndex((kind) => kind !== undefined);
  const kind = kinds[titleAt];
  const body = titleAt >= 0 ? kept.filter((_, i) => i !== titleAt) : kept;
  const firstParagraph = body.find((n) => isTag(n) && n.name === 'p');
  // Read before the notes are placed: a reference's number is no part of the excerpt.
  const firstParagraphText = firstParagraph ? oneSpaced(textOf(firstParagraph)) : '';
  return {
    title: titleAt >= 0 ? oneSpaced(textOf(kept[titleAt])) : undefined,
    titleKind: kind,
    titleKindCount: kind ? kinds.filter((k) => k === kind).length : 0,
    bodyHtml: render(placeNotes(body, notes), { encodeEntities: 'utf8' }),
    firstParagraph: firstParagraphText,
    imagesDropped: images,
  };
}

/** The document's parts between page breaks; parts without any text (a trailing break) are left out. */
export function splitDocument(html: string): SplitDocument {
  const { nodes, notes } = takeNotes(parseDocument(html.replace(/<hr\s*\/?>/gi, `<${BREAK}></${BREAK}>`)).children);
  const sections: ChildNode[][] = [[]];
  for (const node of nodes) {
    const [first, ...rest] = piecesOf(node);
    if (first) sections[sections.length - 1].push(first);
    for (const piece of rest) sections.push(piece ? [piece] : []);
  }
  const parts = sections.map((section) => partOf(section, notes)).filter((p) => p.title !== undefined || p.bodyHtml.trim() !== '');
  return { parts, pageBreaks: sections.length - 1 };
}
