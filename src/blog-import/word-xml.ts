import { DocumentImportError } from './errors';

/** How deep elements of a Word part may nest; real documents stay far below (nested tables included). */
const MAX_XML_DEPTH = 256;

const HOSTILE_XML =
  'This Word document could not be read: its XML is malformed or nested too deeply. Open it in Word, save it again and try once more.';

/**
 * An element's attributes, each quoted value taken whole: '>' and '/>' may stand inside one, '<' may not
 * (XML allows none there). So no pattern built on it reads past the next '<', and a part of any size is
 * matched in one linear pass; `[^>]*` would rescan the rest of the part from every '<' that lacks a '>'.
 */
export const ATTRIBUTES = String.raw`(?:\s+[^\s=<>/]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*\s*`;

/** An opening, closing or self-closing tag: whether it closes, and whether it closes itself. */
const TAG = new RegExp(String.raw`<(\/?)[A-Za-z_][^\s<>/]*${ATTRIBUTES}(\/?)>`, 'g');

/** The text up to the closing tag `close`, stopping (no match) at the next element `stop` begins. */
const contentUntil = (close: string, stop: string) => String.raw`((?:(?!${close}|${stop})[\s\S])*)${close}`;

/**
 * Refuses XML a reader should not be given: a DOCTYPE (entity expansion) or elements nested deeper than
 * MAX_XML_DEPTH (recursive readers would exhaust the stack). One linear pass over the tags.
 */
export function assertSafeXml(xml: string, maxDepth = MAX_XML_DEPTH): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new DocumentImportError(HOSTILE_XML);
  let depth = 0;
  for (const [, close, selfClose] of xml.matchAll(TAG)) {
    if (close) depth--;
    else if (!selfClose) depth++;
    if (depth > maxDepth || depth < 0) throw new DocumentImportError(HOSTILE_XML);
  }
}

/** A page break run, the form Word itself writes and mammoth's style map can keep. */
const PAGE_BREAK_RUN = '<w:r><w:br w:type="page"/></w:r>';

/** True for a switch element present and not turned off (`w:val="0"`, "false" or "off"). */
const isOn = (props: string, name: string): boolean => {
  const match = props.match(new RegExp(`<w:${name}(?:\\s+w:val="([^"]*)")?\\s*/?>`));
  return Boolean(match) && !['0', 'false', 'off'].includes(match![1] ?? '');
};

const STYLE = new RegExp(String.raw`<w:style(${ATTRIBUTES})>${contentUntil('</w:style>', String.raw`<w:style[\s>]`)}`, 'g');

/** Ids of the paragraph styles that start a new page (`w:pageBreakBefore` in the style). */
export function pageBreakStyles(stylesXml: string): Set<string> {
  const ids = new Set<string>();
  for (const [, attrs, body] of stylesXml.matchAll(STYLE)) {
    const id = attrs.match(/w:styleId="([^"]*)"/)?.[1];
    if (id && /w:type="paragraph"/.test(attrs) && isOn(body, 'pageBreakBefore')) ids.add(id);
  }
  return ids;
}

/** A paragraph's start tag and its properties (`w:pPr`), if it has them: looked for up to the next paragraph only. */
const PARAGRAPH_START = new RegExp(
  String.raw`<w:p(?=[\s>/])(${ATTRIBUTES})(\/?)>(\s*<w:pPr>${contentUntil('</w:pPr>', String.raw`<w:p[\s>/]`)})?`,
  'g',
);

/**
 * Writes every page break of a document part as `<w:br w:type="page"/>`, which mammoth keeps: a paragraph
 * with `w:pageBreakBefore` (its own or its style's) gets a break run before its text, and a paragraph
 * after a section break that starts a new page (a `w:sectPr` in a paragraph, not 'continuous') gets one
 * too. Breaks already written as runs (Word, LibreOffice) are left as they are.
 */
export function markPageBreaks(documentXml: string, breakBeforeStyles: ReadonlySet<string> = new Set()): string {
  let sectionEnded = false;
  return documentXml.replace(PARAGRAPH_START, (whole, attrs: string, empty: string, pPr: string | undefined, props = '') => {
    if (empty) return whole;
    const style = props.match(/<w:pStyle\s+w:val="([^"]*)"/)?.[1];
    const ownSetting = /<w:pageBreakBefore\b/.test(props);
    const breakBefore = sectionEnded || (ownSetting ? isOn(props, 'pageBreakBefore') : style !== undefined && breakBeforeStyles.has(style));
    const sectPr = props.match(/<w:sectPr\b[\s\S]*?(?:<\/w:sectPr>|\/>)/)?.[0];
    sectionEnded = sectPr !== undefined && !/<w:type\s+w:val="continuous"/.test(sectPr);
    return breakBefore ? `<w:p${attrs}>${pPr ?? ''}${PAGE_BREAK_RUN}` : whole;
  });
}
