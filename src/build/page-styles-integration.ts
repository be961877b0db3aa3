import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from './dist-files';
import { pageWords, pruneStylesheet, scriptPaths, selectorWords, SITE_STYLESHEET, stylesheetNames } from './page-styles';

/**
 * After a build, trims each page's inlined stylesheet to the rules that page can use: the words of its
 * HTML (inline scripts included) and of every script it may load, followed through their imports (its
 * islands, the admin bundle and its chunks). A page whose compressed HTML fits the first round trip of a
 * new connection (about 14 kB) paints a round trip sooner on a slow phone (BENCHMARKS.md). Pages naming
 * the same selectors share one pruning, so thousands of posts cost little.
 */
export const pageStyles: AstroIntegration = {
  name: 'page-styles',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const root = fileURLToPath(dir);
      const scripts = new Map<string, { words: Set<string>; imports: string[] }>();
      const script = async (path: string) => {
        let found = scripts.get(path);
        if (!found) {
          const text = await readFile(join(root, path), 'utf8').catch(() => '');
          found = { words: selectorWords(text), imports: scriptPaths(text, path) };
          scripts.set(path, found);
        }
        return found;
      };
      /** The words of some scripts and of everything they import. */
      const wordsOfScripts = async (paths: string[]) => {
        const words = new Set<string>();
        const queue = [...paths];
        const seen = new Set<string>();
        while (queue.length) {
          const path = queue.pop()!;
          if (seen.has(path)) continue;
          seen.add(path);
          const { words: own, imports } = await script(path);
          for (const word of own) words.add(word);
          queue.push(...imports);
        }
        return words;
      };

      const sheets = new Map<string, { id: number; names: Set<string> }>();
      const scriptNames = new Map<string, Promise<string[]>>();
      const pruned = new Map<string, Promise<string>>();
      let before = 0;
      let after = 0;
      for (const file of await htmlFiles(root)) {
        const html = await readFile(file, 'utf8');
        const match = SITE_STYLESHEET.exec(html);
        if (!match) continue;
        const css = match[2];
        if (!sheets.has(css)) sheets.set(css, { id: sheets.size, names: stylesheetNames(css) });
        const { id, names: inCss } = sheets.get(css)!;
        // Only the names the stylesheet holds decide the result, so pages naming the same ones share it.
        const paths = scriptPaths(html).sort();
        const scriptsKey = `${id} ${paths.join(' ')}`;
        if (!scriptNames.has(scriptsKey)) scriptNames.set(scriptsKey, wordsOfScripts(paths).then((words) => [...words].filter((w) => inCss.has(w))));
        const used = new Set(await scriptNames.get(scriptsKey)!);
        // Class attributes decoded: `[&_h2]:text-2xl` is written `[&amp;_h2]:text-2xl` in the HTML.
        for (const word of pageWords(html.replace(SITE_STYLESHEET, ''))) if (inCss.has(word)) used.add(word);
        const key = `${id} ${[...used].sort().join(' ')}`;
        if (!pruned.has(key)) pruned.set(key, pruneStylesheet(css, used));
        const styles = await pruned.get(key)!;
        before += css.length;
        after += styles.length;
        await writeFile(file, html.replace(SITE_STYLESHEET, (_all, open: string, _css: string, close: string) => `${open}${styles}${close}`));
      }
      logger.info(`stylesheets trimmed per page: ${pruned.size} variants, ${Math.round((100 * after) / Math.max(before, 1))}% of the bytes kept`);
    },
  },
};
