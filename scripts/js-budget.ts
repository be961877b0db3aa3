/**
 * How much JavaScript each page type ships, measured on the built site in dist/ (run `npm run build` first).
 * Usage: npx tsx scripts/js-budget.ts [dist-relative page paths...]
 *
 * For each page it collects the scripts its HTML references (script src, modulepreload, inline scripts)
 * and the islands' modules with the one that hydrates them (src/islands), follows their static imports,
 * counts each file once, and prints raw and gzip sizes for three visits: a returning visitor (islands that
 * load at once; dynamic imports are lazy and not counted), a first visit (also what the page scripts
 * import dynamically, loaded on a first visit) and at most (every island, whatever its trigger).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { HYDRATE_MODULE } from '../src/islands/registry';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

const DEFAULT_PAGES: [label: string, path: string][] = [
  ['home', 'index.html'],
  ['city', 'areas/exeter.html'],
  ['terms', 'terms-of-service.html'],
  ['blog list', 'blog.html'],
  ['blog post', 'blog/why-psychology-graduates-make-great-salespeople.html'],
  ['privacy', 'privacy-notice.html'],
  ['career quiz', 'career-quiz.html'],
];

/**
 * Which islands hydrate in each scenario, by trigger (src/islands/registry.ts): those that wait to be
 * visible, for a notification or for someone to reach for them are counted only in 'at most'.
 */
type Scenario = { label: string; hydrates: (when: string) => boolean; dynamicImports: boolean };
const SCENARIOS: Scenario[] = [
  { label: 'returning', hydrates: (when) => when === 'load', dynamicImports: false },
  { label: 'first visit', hydrates: (when) => when === 'load', dynamicImports: true },
  { label: 'at most', hydrates: () => true, dynamicImports: true },
];

type Entry = { file: string; raw: number; gzip: number; via: string };

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

function sizes(buf: Buffer) {
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
}

/**
 * The static imports of an ES module (minified or not): `import x from "./a.js"`, `import "./b.js"`,
 * `export * from "./c.js"`; with `dynamic`, also `import("./d.js")`.
 */
function imports(code: string, dynamic: boolean): string[] {
  const found = new Set<string>();
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g;
  for (const m of code.matchAll(pattern)) found.add(m[1]!);
  if (dynamic) for (const m of code.matchAll(/\bimport\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g)) found.add(m[1]!);
  return [...found];
}

/** The JavaScript a page loads when the islands `hydrates` accepts have hydrated, each file once. */
function measurePage(path: string, { hydrates, dynamicImports }: Scenario): Entry[] {
  const htmlPath = join(dist, path);
  if (!existsSync(htmlPath)) throw new Error(`${htmlPath} is missing: run \`npm run build\` first.`);
  const html = readFileSync(htmlPath, 'utf8');
  const entries = new Map<string, Entry>();

  const addModule = (url: string, via: string, dynamic = false) => {
    if (entries.has(url)) return;
    const file = join(dist, url);
    if (!existsSync(file)) throw new Error(`${url}, referenced by ${path}, is not in dist/`);
    const buf = readFileSync(file);
    entries.set(url, { file: url, ...sizes(buf), via });
    for (const spec of imports(buf.toString('utf8'), dynamic)) {
      addModule(
        spec.startsWith('/') ? spec : posix.join(posix.dirname(url), spec),
        `import of ${posix.basename(url).replace(/\..*/, '')}`,
        dynamic,
      );
    }
  };

  let inline = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attrs = '', body = ''] = m;
    const src = attr(attrs, 'src');
    if (src) addModule(src, 'script', dynamicImports);
    else if (!/type="application\/(ld\+)?json"/.test(attrs) && body.trim()) {
      const name = `(inline script ${++inline})`;
      entries.set(name, { file: name, ...sizes(Buffer.from(body)), via: 'inline' });
      // A module an inline loader fetches by its address (the relative dates, once the page has painted).
      for (const [, url] of body.matchAll(/["'`](\/_astro\/[^"'`]+\.js)["'`]/g)) addModule(url!, 'inline loader', dynamicImports);
    }
  }
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    if (attr(m[0], 'rel') === 'modulepreload') addModule(attr(m[0], 'href')!, 'modulepreload');
  }
  for (const m of html.matchAll(/<[a-z]+\b[^>]*\sdata-island="[^"]*"[^>]*>/g)) {
    const tag = m[0];
    const when = attr(tag, 'data-when') ?? 'load';
    if (!hydrates(when)) continue;
    const url = attr(tag, 'data-island')!;
    const via = `${posix.basename(url, '.js')} island (${when})`;
    addModule(HYDRATE_MODULE, via);
    addModule(url, via);
  }
  return [...entries.values()];
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const total = (list: Entry[], key: 'raw' | 'gzip') => list.reduce((n, e) => n + e[key], 0);

function table(rows: string[][], rightAligned: number) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) => '  ' + r.map((cell, i) => (i >= rightAligned ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  '))
    .join('\n');
}

const args = process.argv.slice(2);
const pages: [string, string][] = args.length ? args.map((p) => [p, p.endsWith('.html') ? p : `${p}.html`]) : DEFAULT_PAGES;

const summary: string[][] = [['page', ...SCENARIOS.map((s) => `${s.label} (gzip B)`)]];
for (const [label, path] of pages) {
  const byScenario = SCENARIOS.map((s) => measurePage(path, s));
  const all = byScenario.at(-1)!.sort((a, b) => b.gzip - a.gzip);
  const rows = [['file', 'loaded by', ...SCENARIOS.map((s) => s.label), 'raw', 'gzip']];
  for (const e of all) {
    rows.push([e.file, e.via, ...byScenario.map((list) => (list.some((x) => x.file === e.file) ? 'x' : '')), kb(e.raw), kb(e.gzip)]);
  }
  for (const [i, s] of SCENARIOS.entries()) {
    rows.push([
      `total, ${s.label}`,
      '',
      ...SCENARIOS.map((_, j) => (i === j ? 'x' : '')),
      kb(total(byScenario[i]!, 'raw')),
      kb(total(byScenario[i]!, 'gzip')),
    ]);
  }
  console.log(`\n${label} (dist/${path})\n${table(rows, 2 + SCENARIOS.length)}`);
  summary.push([label, ...byScenario.map((list) => String(total(list, 'gzip')))]);
}
console.log(`\nJavaScript per page type, gzip bytes (returning: a cookie choice is stored; first visit: none is)\n${table(summary, 1)}`);
