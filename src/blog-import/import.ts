import { EXCERPT_LENGTH } from '../config/excerpts';
import { slugify, uniqueSlug } from '../schemas/slug';
import {
  NO_PAGE_BREAKS_CODE,
  POSTS_PER_DOCUMENT_GUIDANCE,
  RESULT_MARK,
  TITLE_MAX_LENGTH,
  TITLE_MIN_LENGTH,
  WORD_TYPES,
  WORD_UPLOAD_MESSAGES,
  type BlogPreviewItem,
  type WordMimeType,
} from '../schemas/word-upload';
import { htmlText } from '../utils/html-text';
import { truncate } from '../utils/truncate';
import { addAutoLinks } from './auto-links';
import { chooseCategory } from './category';
import { docToHtml } from './doc';
import { docxToHtml } from './docx';
import { DocumentImportError } from './errors';
import { splitDocument, type DocumentPart } from './split';

/**
 * From a Word document to the posts it holds (spec 5, 7): posts between page breaks, each with its title,
 * content (links added), excerpt, category and a free slug; a line for each post that cannot be one, and
 * for each warning.
 */
export interface ImportedPosts {
  /** Their status against the posts already there is existing.ts's. */
  posts: Omit<BlogPreviewItem, 'id' | 'status' | 'onExisting'>[];
  /** '✗ ...' for each part that is not a post, '⚠ ...' for each warning. */
  notes: string[];
}

/** The document's HTML, by the type its bytes have. */
function documentHtml(file: { contentType: WordMimeType; data: Buffer }): Promise<string> | string {
  return WORD_TYPES[file.contentType] === 'DOC' ? docToHtml(file.data) : docxToHtml(file.data);
}

/** Why a title cannot be used, or undefined when it can. */
export function titleProblem(title: string | undefined): string | undefined {
  if (!title)
    return `No title found: start the post with a paragraph in a heading style or in bold (${TITLE_MIN_LENGTH}-${TITLE_MAX_LENGTH} characters)`;
  if (title.length < TITLE_MIN_LENGTH || title.length > TITLE_MAX_LENGTH) {
    return `The title must be ${TITLE_MIN_LENGTH}-${TITLE_MAX_LENGTH} characters long; it has ${title.length}`;
  }
  return undefined;
}

const postLabel = (part: DocumentPart, index: number) => (part.title ? `'${truncate(part.title, 60)}'` : `Post ${index + 1}`);

/** The posts of a converted document; `takenSlugs` are the slugs already in use. */
export function postsFromHtml(html: string, takenSlugs: ReadonlySet<string>): ImportedPosts {
  const { parts, pageBreaks } = splitDocument(html);
  if (parts.length === 0) throw new DocumentImportError('This document has no text to import.');
  if (pageBreaks === 0 && parts[0].titleKindCount > 1) {
    throw new DocumentImportError(
      `${WORD_UPLOAD_MESSAGES.noPageBreaks}: this document has ${parts[0].titleKindCount} titles but no page breaks between them. Put a page break (Insert > Page Break, or Ctrl+Enter) before each post's title, and give each title a heading style or make it bold.`,
      NO_PAGE_BREAKS_CODE,
    );
  }
  const taken = new Set(takenSlugs);
  const posts: ImportedPosts['posts'] = [];
  const notes: string[] = [];
  if (parts.length > POSTS_PER_DOCUMENT_GUIDANCE) {
    notes.push(
      `${RESULT_MARK.warning} This document has ${parts.length} posts; ${POSTS_PER_DOCUMENT_GUIDANCE} or fewer per document are recommended`,
    );
  }
  parts.forEach((part, index) => {
    if (part.imagesDropped) {
      notes.push(
        `${RESULT_MARK.warning} ${postLabel(part, index)}: ${part.imagesDropped} image${part.imagesDropped === 1 ? ' was' : 's were'} left out (images cannot be imported)`,
      );
    }
    const problem = titleProblem(part.title) ?? (part.bodyHtml.trim() === '' ? 'The post has a title but no content' : undefined);
    if (problem) {
      notes.push(`${RESULT_MARK.failure} ${postLabel(part, index)}: ${problem}`);
      return;
    }
    const title = part.title!;
    const estimatedSlug = uniqueSlug(slugify(title), taken);
    taken.add(estimatedSlug);
    posts.push({
      title,
      category: chooseCategory(title, htmlText(part.bodyHtml)),
      estimatedSlug,
      excerpt: truncate(part.firstParagraph, EXCERPT_LENGTH),
      content: addAutoLinks(part.bodyHtml),
    });
  });
  return { posts, notes };
}

/** Reads a Word document and returns its posts (DocumentImportError when it cannot be read or laid out). */
export async function importWordDocument(
  file: { contentType: WordMimeType; data: Buffer },
  takenSlugs: ReadonlySet<string>,
): Promise<ImportedPosts> {
  return postsFromHtml(await documentHtml(file), takenSlugs);
}
