import { zipSync } from 'fflate';
import mammoth from 'mammoth';
import { readZipParts, WORD_PACKAGE_LIMITS, ZipError } from '../files/zip';
import { CORRUPT_DOCUMENT, DocumentImportError, TOO_LARGE_DOCUMENT } from './errors';
import { WORD_TITLE_CLASS } from './split';
import { assertSafeXml, ATTRIBUTES, markPageBreaks, pageBreakStyles } from './word-xml';

/**
 * A .docx as HTML through mammoth, with page breaks kept as `<hr>` (mammoth drops them unless the style
 * map names them) and images as `<img>` without data (there is nowhere to host them; the splitter counts
 * and drops them). Only the XML parts are read, within WORD_PACKAGE_LIMITS, and checked before mammoth sees them.
 */

/**
 * Page breaks become `<hr>`; Word's Title stays apart from Heading 1 (split.ts); LibreOffice's and Word's
 * character styles for emphasis keep their meaning.
 */
const STYLE_MAP = [
  "br[type='page'] => hr",
  `p[style-name='Title'] => h1.${WORD_TITLE_CLASS}:fresh`,
  "r[style-name='Emphasis'] => em",
  "r[style-name='Strong'] => strong",
  "r[style-name='Strong Emphasis'] => strong",
];

const isXmlPart = (name: string) => /\.(xml|rels)$/i.test(name) && !/^word\/media\//i.test(name);

/** The main document part named by the package's relationships (word/document.xml in practice). */
function mainDocumentPath(parts: Map<string, Buffer>): string {
  const rels = parts.get('_rels/.rels')?.toString('utf8') ?? '';
  const main = [...rels.matchAll(RELATIONSHIP)].find(([tag]) => /\sType="[^"]*\/officeDocument"/.test(tag));
  return main?.[0].match(/\sTarget="\/?([^"]+)"/)?.[1] ?? 'word/document.xml';
}

const RELATIONSHIP = new RegExp(String.raw`<Relationship${ATTRIBUTES}/?>`, 'g');

/** The package's XML parts, by name; a damaged package, or one over WORD_PACKAGE_LIMITS, is refused with the reason. */
function xmlParts(bytes: Buffer): Map<string, Buffer> {
  try {
    return readZipParts(bytes, isXmlPart, WORD_PACKAGE_LIMITS);
  } catch (error) {
    if (error instanceof ZipError) throw new DocumentImportError(error.kind === 'too-large' ? TOO_LARGE_DOCUMENT : CORRUPT_DOCUMENT);
    throw error;
  }
}

export async function docxToHtml(bytes: Buffer): Promise<string> {
  const parts = xmlParts(bytes);
  const texts = new Map([...parts].map(([name, data]) => [name, data.toString('utf8')]));
  for (const xml of texts.values()) assertSafeXml(xml);
  const documentPath = mainDocumentPath(parts);
  const documentXml = texts.get(documentPath);
  if (documentXml === undefined) throw new DocumentImportError(CORRUPT_DOCUMENT);
  const styles = pageBreakStyles(texts.get(documentPath.replace(/[^/]*$/, 'styles.xml')) ?? '');
  texts.set(documentPath, markPageBreaks(documentXml, styles));
  try {
    // Stored, not compressed: mammoth reads it back at once from memory. (fflate refuses what ZIP cannot
    // hold, such as a part name over 64 KB in UTF-8: the document is then as unreadable as any other.)
    const rezipped = zipSync(Object.fromEntries([...texts].map(([name, xml]) => [name, new TextEncoder().encode(xml)])), { level: 0 });
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(rezipped) },
      { styleMap: STYLE_MAP, convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
    );
    return result.value;
  } catch {
    // mammoth's own failures (a missing part, unreadable XML, a stack exhausted by nesting) all mean this too.
    throw new DocumentImportError(CORRUPT_DOCUMENT);
  }
}
