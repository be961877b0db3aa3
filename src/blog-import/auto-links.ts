import render from 'dom-serializer';
import { Element, isTag, isText, Text, type ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { PROFESSIONAL_BODIES } from '../config/professional-bodies';
import { cities } from '../data/cities';

/**
 * Automatic links for an imported post (spec 7, 9): the first mention of a key topic links once, to a page
 * of the site or to an authoritative body, never inside an existing link or a heading, and at most
 * MAX_AUTO_LINKS per post. Topics are tried in the order below (most specific first); a topic whose
 * address the post already links is skipped.
 */
interface LinkTopic {
  /** Whole words or phrases, case-insensitive. */
  pattern: RegExp;
  href: string;
}

export const MAX_AUTO_LINKS = 3;

const words = (...phrases: string[]) => new RegExp(`\\b(?:${phrases.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')).join('|')})\\b`, 'i');

const LINK_TOPICS: readonly LinkTopic[] = [
  { pattern: words('career quiz', 'career assessment'), href: '/career-quiz' },
  { pattern: words(PROFESSIONAL_BODIES.psychology.name), href: PROFESSIONAL_BODIES.psychology.url },
  { pattern: words(PROFESSIONAL_BODIES.marketing.name), href: PROFESSIONAL_BODIES.marketing.url },
  { pattern: words(PROFESSIONAL_BODIES.sales.name), href: PROFESSIONAL_BODIES.sales.url },
  { pattern: words('graduate jobs', 'sales jobs', 'sales roles', 'current vacancies', 'job openings'), href: '/jobs' },
  { pattern: words('get in touch', 'contact us'), href: '/#contact' },
  ...cities.map((city) => ({ pattern: words(city.name), href: `/areas/${city.key}` })),
  // The spec's keywords for external references: psychology, then sales or marketing.
  { pattern: words('psychology'), href: PROFESSIONAL_BODIES.psychology.url },
  { pattern: words('marketing'), href: PROFESSIONAL_BODIES.marketing.url },
  { pattern: words('sales'), href: PROFESSIONAL_BODIES.sales.url },
];

const NO_LINK_INSIDE = new Set(['a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'code', 'pre']);

function existingHrefs(nodes: ChildNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (!isTag(node)) continue;
    if (node.name === 'a' && node.attribs.href) into.add(node.attribs.href.replace(/\/$/, ''));
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

/** Wraps the first match of `pattern` in a text node in a link; true when it did. */
function linkFirst(text: Text, pattern: RegExp, href: string): boolean {
  const match = pattern.exec(text.data);
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
  for (const { pattern, href } of topics) {
    if (added >= max) break;
    if (used.has(href.replace(/\/$/, ''))) continue;
    for (const text of linkableTexts(doc.children)) {
      if (linkFirst(text, pattern, href)) {
        used.add(href);
        added++;
        break;
      }
    }
  }
  return render(doc.children, { encodeEntities: 'utf8' });
}
