import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { htmlText } from '../utils/html-text';

/**
 * Renders a post's body to safe HTML: the one renderer for the pages, the API and the admin preview.
 * Server-side only (sanitize-html is a Node library); browsers receive the HTML it makes.
 */

/** Link and image address schemes a post may use (spec 2); relative addresses are allowed too. */
export const ALLOWED_URL_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

/** A body containing p, h1 or h2 tags is HTML; anything else is GitHub-flavoured markdown (spec 2). */
const HTML_MARKER = /<(?:p|h1|h2)(?:\s[^>]*)?>/i;

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'ins',
    'mark',
    'sub',
    'sup',
    'small',
    'abbr',
    'cite',
    'q',
    'blockquote',
    'code',
    'pre',
    'kbd',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    abbr: ['title'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    code: ['class'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: [...ALLOWED_URL_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Anything not allowed goes, and script, style, textarea and the like go with their content.
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's title is its one h1; a heading inside the body is a section heading.
    h1: 'h2',
    img: (tagName, attribs) => ({ tagName, attribs: { alt: '', ...attribs, loading: 'lazy' } }),
  },
  // An image whose address was refused is dropped rather than left empty.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Prepares text for either renderer: literal backslash-n sequences become newlines (spec 2). */
function normalise(content: string): string {
  return content.replace(/\r\n?/g, '\n').replace(/\\n/g, '\n');
}

/** Whether the body is treated as HTML (it contains p, h1 or h2 tags). */
export function isHtmlBody(content: string): boolean {
  return HTML_MARKER.test(content);
}

/** Markdown with the spec's extra: a line starting with a bullet (•) is a list item. */
function markdownToHtml(markdown: string): string {
  const withLists = markdown.replace(/^([ \t]*)•[ \t]*/gm, '$1- ');
  return marked.parse(withLists, { gfm: true, breaks: false, async: false });
}

/**
 * The box each table of a post sits in: it scrolls sideways on its own, so a wide table does not widen the
 * page on a phone (as the terms page's tables do). Focusable, so a keyboard can scroll it, and a named
 * region, so a screen reader says what that stop is. Added after the sanitiser, which allows none of these
 * attributes in a post's own HTML.
 */
export const TABLE_WRAPPER =
  '<div class="overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700" tabindex="0" role="region" aria-label="Table">';

/**
 * Each table in a box of its own (TABLE_WRAPPER). The sanitiser's output is well formed and escapes '<' in
 * text and attribute values, so every '<table' and '</table>' left in it is a tag.
 */
function wrapTables(html: string): string {
  return html.replace(/<table(?=[\s>])/gi, `${TABLE_WRAPPER}<table`).replace(/<\/table>/gi, '</table></div>');
}

/** A post body as sanitised HTML (HTML or markdown, then an allowlist sanitiser), its tables in scrolling boxes. */
export function renderPostBody(content: string): string {
  const text = normalise(content);
  const html = isHtmlBody(text) ? text : markdownToHtml(text);
  return wrapTables(sanitizeHtml(html, SANITIZE_OPTIONS).trim());
}

/** The readable text of a post body (for excerpts, read time and feeds): rendered, without tags, one-spaced. */
export function postText(content: string): string {
  return htmlText(renderPostBody(content));
}
