import render from 'dom-serializer';
import { Element, isTag, isText, Text, type ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { PROFESSIONAL_BODIES } from '../config/professional-bodies';
import { cities } from '../data/cities';
import { escapeRegExp } from '../utils/regex';

/**
 * Automatic links for an imported post (spec 7, 9): the first mention of a key topic links once, to a page
 * of the site or to an authoritative body, never inside an existing link or a heading, and at most
 * MAX_AUTO_LINKS per post. Topics are tried in the order below (most specific first); a topic whose
 * address the post already links is skipped, and none links part of an earlier topic's phrase (the
 * "career" of a second "career quiz").
 */
interface LinkTopic {
  /** Whole words or phrases (global: every match is looked at). */
  pattern: RegExp;
  href: string;
}

export const MAX_AUTO_LINKS = 3;

const alternatives = (phrases: string[]) => `\\b(?:${phrases.map((p) => escapeRegExp(p).replace(/ /g, '\\s+')).join('|')})\\b`;

/** Any of the phrases, in any case. */
const words = (...phrases: string[]) => new RegExp(alternatives(phrases), 'gi');

/**
 * Not at the start of a text or after the end of a sentence (opening quotes or brackets between): there a
 * capital letter says nothing. A text may begin mid-sentence (after bold words), and a name there is missed
 * rather than risk linking "Reading is key".
 */
const NOT_SENTENCE_START = String.raw`(?<!(?:^|[.!?]['"’”)\]]*\s)\s*['"‘“(\[]*)`;

/** A place name as written, capitalised and not where any sentence's first word is: "jobs in Reading", not "reading body language". */
const properNoun = (name: string) => new RegExp(NOT_SENTENCE_START + alternatives([name]), 'g');

const LINK_TOPICS: readonly LinkTopic[] = [
  { pattern: words('career quiz', 'career assessment'), href: '/career-quiz' },
  { pattern: words(PROFESSIONAL_BODIES.psychology.name), href: PROFESSIONAL_BODIES.psychology.url },
  { pattern: words(PROFESSIONAL_BODIES.marketing.name), href: PROFESSIONAL_BODIES.marketing.url },
  { pattern: words(PROFESSIONAL_BODIES.sales.name), href: PROFESSIONAL_BODIES.sales.url },
  { pattern: words('graduate jobs', 'sales jobs', 'sales roles', 'current vacancies', 'job openings'), href: '/jobs' },
  { pattern: words('get in touch', 'contact us'), href: '/#contact' },
  ...cities.map((city) => ({ pattern: properNoun(city.name), href: `/areas/${city.key}` })),
  // Spec 9: "Blog content may be auto-linked to authoritative external references by keyword (psychology,
  // career or graduate, sales or marketing)."
  { pattern: words('psychology'), href: PROFESSIONAL_BODIES.psychology.url },
  { pattern: words('career', 'careers', 'graduate', 'graduates'), href: PROFESSIONAL_BODIES.careers.url },
  { pattern: words('marketing'), href: PROFESSIONAL_BODIES.marketing.url },
  { pattern: words('sales'), href: PROFESSIONAL_BODIES.sales.url },
];

const NO_LINK_INSIDE = new Set(['a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'code', 'pre']);

/** An address as compared: 'https://www.bps.org.uk/' and 'https://www.bps.org.uk' are one. */
const addressKey = (href: string) => href.replace(/\/$/, '');

function existingHrefs(nodes: ChildNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (!isTag(node)) continue;
    if (node.name === 'a' && node.attribs.href) into.add(addressKey(node.attribs.href));
    existingHrefs(node.children, into);
  }
  return into;
}

/** Text nodes where a link may go, in document order. */
function linkableTexts(nodes: ChildNode[], out: Text[] = []): Text[] {
  for (const node of nodes) {
    if (isText(node)) out.push(node);
    else if (isTag(node) && !NO_LINK_INSIDE.has(node.name)) linkableTexts(node.children, out);
  }
  return out;
}

/** Wraps the first match of `pattern` in a text node that no `earlier` pattern's match overlaps in a link; true when it did. */
function linkFirst(text: Text, pattern: RegExp, href: string, earlier: readonly RegExp[]): boolean {
  const overlaps = (match: RegExpExecArray, other: RegExp) =>
    [...text.data.matchAll(other)].some((o) => o.index < match.index + match[0].length && match.index < o.index + o[0].length);
  const match = [...text.data.matchAll(pattern)].find((m) => !earlier.some((other) => overlaps(m, other)));
  if (!match) return false;
  const parent = text.parent;
  if (!parent) return false;
  const before = new Text(text.data.slice(0, match.index));
  const link = new Element('a', { href }, [new Text(match[0])]);
  const after = new Text(text.data.slice(match.index + match[0].length));
  const siblings = parent.children;
  const at = siblings.indexOf(text);
  const replacement = [before, link, after].filter((n) => !(n instanceof Text) || n.data !== '');
  for (const node of replacement) node.parent = parent;
  (link.children[0] as Text).parent = link;
  siblings.splice(at, 1, ...replacement);
  return true;
}

export function addAutoLinks(html: string, topics: readonly LinkTopic[] = LINK_TOPICS, max = MAX_AUTO_LINKS): string {
  const doc = parseDocument(html);
  const used = existingHrefs(doc.children);
  let added = 0;
  for (const [index, { pattern, href }] of topics.entries()) {
    if (added >= max) break;
    if (used.has(addressKey(href))) continue;
    const earlier = topics.slice(0, index).map((topic) => topic.pattern);
    for (const text of linkableTexts(doc.children)) {
      if (linkFirst(text, pattern, href, earlier)) {
        used.add(addressKey(href));
        added++;
        break;
      }
    }
  }
  return render(doc.children, { encodeEntities: 'utf8' });
}
