import { countOf } from '../utils/plural';
import { acceptAttribute, documentTypes } from './document-types';

/**
 * The Word upload (spec 5, 8, 9), shared by the Blog Management page and the API: file types and limit,
 * the guidance numbers, the messages, and the shapes of the answers. Nothing server-side: the admin bundle uses it.
 */
export const WORD_TYPES = documentTypes('DOC', 'DOCX');
export type WordMimeType = keyof typeof WORD_TYPES;
export const WORD_ACCEPT = acceptAttribute(WORD_TYPES);

/** The largest document accepted (decided here: the spec gives none), enforced while it streams in. */
export const DOCUMENT_MAX_MB = 10;
export const DOCUMENT_MAX_BYTES = DOCUMENT_MAX_MB * 1024 * 1024;
/** The staged-upload purpose of a document too large for one request (src/uploads/purposes.ts). */
export const DOCUMENT_UPLOAD_PURPOSE = 'document';
/** The multipart field of the document (spec 7). */
export const DOCUMENT_FIELD = 'document';

/** Guidance (spec 5, 9): titles of 10-80 characters (the server refuses others), 1-5 posts per document. */
export const TITLE_MIN_LENGTH = 10;
export const TITLE_MAX_LENGTH = 80;
export const POSTS_PER_DOCUMENT_GUIDANCE = 5;
/** How much of a post's content the preview shows (spec 9). */
export const PREVIEW_CONTENT_CHARACTERS = 300;
/** Progress while processing (spec 4, 9): +10 every 200 ms up to 90. */
export const PROGRESS_STEP = 10;
export const PROGRESS_INTERVAL_MS = 200;
export const PROGRESS_CAP = 90;

/**
 * The `code` beside the message of the API's 400 for several titles without page breaks: the page then
 * explains the layout (spec 8: 'Document Format Required') whatever the message's wording.
 */
export const NO_PAGE_BREAKS_CODE = 'no-page-breaks';

export const WORD_UPLOAD_MESSAGES = {
  invalidType: { title: 'Invalid file type', description: 'Please select a Word document (.docx or .doc)' },
  noFile: 'No file selected',
  noBlogs: 'No blogs to publish',
  tooLarge: `The document must be ${DOCUMENT_MAX_MB} MB or smaller`,
  /** The start of the API's refusal of several titles without page breaks (its answer's code: NO_PAGE_BREAKS_CODE). */
  noPageBreaks: 'No page breaks detected',
  formatRequired: {
    title: 'Document Format Required',
    description:
      "Put a page break (Insert > Page Break, or Ctrl+Enter) between posts, and give each post's title a heading style (Heading 1) or make it bold.",
  },
  nonOk: { preview: 'Preview failed', upload: 'Upload failed', publish: 'Publishing failed' },
  failure: { preview: 'Failed to preview document', upload: 'Failed to process document', publish: 'Failed to publish blogs' },
} as const;

/**
 * How a post found in a document stands against the posts already on the site, matched by title (case
 * and spacing aside): 'new'; 'unchanged', the same title and content as the post there (it is skipped);
 * 'changed', a version of the post there with other content (updated or skipped, as the admin chooses).
 */
export const IMPORT_STATUSES = ['new', 'unchanged', 'changed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What publishing does with a changed post: update the post there (its address and comments kept) or skip it. */
export const EXISTING_POST_CHOICES = ['update', 'skip'] as const;
export type ExistingPostChoice = (typeof EXISTING_POST_CHOICES)[number];
/**
 * The preview's choice for a changed post until the admin picks the other: sending a corrected document
 * again is what brings a changed post, and the preview shows the choice beside it before anything is
 * written. Upload & Publish Directly, with no preview to show it, never overwrites a post.
 */
export const DEFAULT_EXISTING_POST_CHOICE: ExistingPostChoice = 'update';

/** A post found in a document, as the preview lists it and publish-previewed-blogs takes it back (spec 3). */
export interface BlogPreviewItem {
  id: string;
  title: string;
  category: string;
  /** A new post's free slug; the address of the post already there for an unchanged or changed one. */
  estimatedSlug: string;
  excerpt: string;
  content: string;
  status: ImportStatus;
  /** A changed post's choice (DEFAULT_EXISTING_POST_CHOICE in the preview). */
  onExisting?: ExistingPostChoice;
}

/** What preview-blogs answers: the posts, and a line for each post that failed or each warning. */
export interface BlogPreview {
  blogs: BlogPreviewItem[];
  notes: string[];
}

/**
 * Publish result details (spec 3): lines start with '✓ ' for a success, '✗ ' for a failure, '⚠ ' for a
 * warning, '– ' for a post skipped. Each post is counted once: added, updated, skipped or failed;
 * `success` is the posts written (added and updated).
 */
export interface PublishDetails {
  success: number;
  failed: number;
  added: number;
  updated: number;
  skipped: number;
  blogs: string[];
}

export const RESULT_MARK = { success: '✓', failure: '✗', warning: '⚠', skipped: '–' } as const;

/**
 * What a publish did (spec 8's '2 blog posts published to the database', or 'added' for Upload & Publish
 * Directly), with the posts updated and skipped when there were any: '0 blog posts added to the database,
 * 1 updated, 2 skipped'.
 */
export function publishSummary(
  { added, updated, skipped }: Pick<PublishDetails, 'added' | 'updated' | 'skipped'>,
  verb: 'published' | 'added' = 'published',
): string {
  return [
    `${countOf(added, 'blog post')} ${verb} to the database`,
    ...(updated ? [`${updated} updated`] : []),
    ...(skipped ? [`${skipped} skipped`] : []),
  ].join(', ');
}

/** A line of the result list as shown: its first two characters (the mark and a space) dropped (spec 2). */
export const resultLineText = (line: string) => line.slice(2);
