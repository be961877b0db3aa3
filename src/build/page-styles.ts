import postcss, { AtRule, type Declaration, type Node } from 'postcss';
import { PurgeCSS } from 'purgecss';

/**
 * Words a page or a script could name a selector by: Tailwind's own rule for finding class names
 * ('aria-[invalid=true]:border-red-700'), and plain words for elements, attributes and their values,
 * with the elements a selector variant names (`table` in `[&_table]:w-full`): an island drawing HTML it is
 * given (a post published after the build) styles elements its script never names otherwise.
 */
export function selectorWords(text: string): Set<string> {
  const variants = text.match(/\[&[^\]\s"'`]*\]/g) ?? [];
  return new Set([
    ...(text.match(/[^<>"'`\s]*[^<>"'`\s:]/g) ?? []),
    ...(text.match(/[\w-]+/g) ?? []),
    ...variants.flatMap((variant) => variant.match(/[a-zA-Z][a-zA-Z0-9-]*/g) ?? []),
  ]);
}

/** The named references a class name may be written with (HTML's names are case-sensitive; these few have capitals too). */
const NAMED_REFERENCES: Record<string, string> = {
  amp: '&', AMP: '&', quot: '"', QUOT: '"', apos: "'", lt: '<', LT: '<', gt: '>', GT: '>', nbsp: '\u00a0',
};

/**
 * Text with its character references decoded ('&amp;' is '&', '&#39;' and '&#x27;' are "'"), as the
 * browser reads an attribute's value. Unknown names and numbers no character has are left as written.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d+)|#[xX]([\da-fA-F]+)|([a-zA-Z]+));/g, (reference, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return Object.hasOwn(NAMED_REFERENCES, name) ? NAMED_REFERENCES[name] : reference;
    const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : reference;
  });
}

/**
 * The class names of a page's HTML as the browser reads them: each class attribute's value decoded and
 * split at white space only. selectorWords alone would miss a class with '&', '>', a quote or '<' in it
 * (`[&_h2]:text-2xl`, written `[&amp;_h2]:text-2xl` in the HTML; `[&>li]:mt-1`), and its rule would be
 * pruned from the page.
 */
export function classNames(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, double, single, bare] of html.matchAll(/\sclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi)) {
    for (const name of decodeEntities(double ?? single ?? bare).split(/[\t\n\f\r ]+/)) if (name) names.add(name);
  }
  return names;
}

/** Every word of a page's HTML that could name a selector: its words (selectorWords) and its class names. */
export function pageWords(html: string): Set<string> {
  const words = selectorWords(html);
  for (const name of classNames(html)) words.add(name);
  return words;
}

/**
 * Paths of the scripts a page or a script may load: quoted absolute paths ('/_astro/x.js', an island's
 * module, '/admin/app.js') and, in a script at `from`, quoted relative ones ('./chunk.js').
 */
export function scriptPaths(text: string, from = '/'): string[] {
  const paths = new Set<string>();
  for (const [, path] of text.matchAll(/["'`]((?:\/|\.{1,2}\/)[^"'`\s<>]*\.js)["'`]/g)) {
    if (path.startsWith('//')) continue;
    paths.add(new URL(path, new URL(from, 'http://site')).pathname);
  }
  return [...paths];
}

/** Every name a stylesheet's selectors hold, unescaped ('hover:bg-x' for `.hover\\:bg-x`): words beyond these cannot matter. */
export function stylesheetNames(css: string): Set<string> {
  return new Set((css.match(/(?:\\.|[\w-])+/g) ?? []).map((name) => name.replace(/\\(.)/g, '$1')));
}

/** The site stylesheet Astro inlines in every page: the style element carrying Tailwind's banner (after a page's own rules). */
export const SITE_STYLESHEET = /(<style[^>]*>)((?:(?!<\/style>)[\s\S])*?\/\*! tailwindcss [\s\S]*?)(<\/style>)/;

/** Where Tailwind's utilities are in its stylesheet: the body of `@layer utilities{...}`, braces matched. */
function utilitiesLayer(css: string): { start: number; end: number } | undefined {
  const open = css.indexOf('@layer utilities{');
  if (open < 0) return undefined;
  const start = open + '@layer utilities{'.length;
  let depth = 1;
  for (let i = start; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return { start, end: i };
  }
  return undefined;
}

/**
 * A stylesheet with only the utilities a set of words can use (PurgeCSS): utility rules whose classes,
 * elements or attributes no word names are dropped. Everything outside Tailwind's utilities layer stays:
 * the base layer's rules are written for whatever the page may become (`[hidden]:where(:not(
 * [hidden=until-found]))` hides what a script hides later), and it and the rest are small.
 */
export async function pruneStylesheet(css: string, words: Iterable<string>): Promise<string> {
  const layer = utilitiesLayer(css);
  if (!layer) return css;
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: [...words].join(' '), extension: 'txt' }],
    css: [{ raw: css.slice(layer.start, layer.end) }],
    defaultExtractor: (text) => text.split(' '),
  });
  return pruneCustomProperties(`${css.slice(0, layer.start)}${result.css}${css.slice(layer.end)}`, words);
}

/** Layers whose custom properties exist only for rules that read them: theme values and Tailwind's fallbacks. */
const PROPERTY_LAYERS = new Set(['theme', 'properties']);

/**
 * A stylesheet without the custom properties nothing reads: declarations in Tailwind's theme and
 * fallback layers and `@property` registrations whose property no remaining rule reads through `var()`,
 * directly or through another property that is read, and no word names (an inline style may read one).
 */
export function pruneCustomProperties(css: string, words: Iterable<string>): string {
  const root = postcss.parse(css);
  const reads = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]);
  const used = new Set([...words].filter((word) => word.startsWith('--')));
  const readsOf = new Map<string, string[]>();
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) readsOf.set(decl.prop, [...(readsOf.get(decl.prop) ?? []), ...reads(decl.value)]);
    else for (const name of reads(decl.value)) used.add(name);
  });
  const queue = [...used];
  while (queue.length) {
    for (const name of readsOf.get(queue.pop()!) ?? []) {
      if (!used.has(name)) {
        queue.push(name);
        used.add(name);
      }
    }
  }

  const inPropertyLayer = (decl: Declaration) => {
    for (let node: Node | undefined = decl.parent; node; node = node.parent) {
      if (node instanceof AtRule && node.name === 'layer') return PROPERTY_LAYERS.has(node.params);
    }
    return false;
  };
  root.walkDecls(/^--/, (decl) => {
    if (!used.has(decl.prop) && inPropertyLayer(decl)) decl.remove();
  });
  root.walkAtRules('property', (rule) => {
    if (!used.has(rule.params.trim())) rule.remove();
  });
  return root.toString();
}
