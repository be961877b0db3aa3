import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { API_PAGE_CSS_FILE } from '../../scripts/build-functions.mjs';
import { htmlFiles } from './dist-files';
import { pruneStylesheet, selectorWords, SITE_STYLESHEET } from './page-styles';

/** The sources that write the API's pages, whose words decide which of the site's rules those pages keep. */
export const API_PAGE_SOURCES = [
  'src/api/',
  'src/components/site-chrome.ts',
  'src/components/job-search-fields.ts',
  'src/components/ui/',
  'src/components/job-alerts/form-html.ts',
  'src/components/forms/honeypot-html.ts',
  'src/components/comments/no-script-page.ts',
] as const;

/** Every word of a source that could name a selector: as page-styles reads a page, and class lists split at spaces and quotes only (`[&>h1]:text-3xl`). */
export function sourceWords(text: string): Set<string> {
  const words = selectorWords(text);
  for (const word of text.split(/[\s"'`]+/)) if (word) words.add(word);
  return words;
}

async function sourceTexts(root: string): Promise<string[]> {
  const texts: string[] = [];
  for (const source of API_PAGE_SOURCES) {
    const path = join(root, source);
    const files = source.endsWith('/')
      ? (await readdir(path, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes('__tests__'))
          .map((entry) => join(entry.parentPath, entry.name))
      : [path];
    for (const file of files) texts.push(await readFile(file, 'utf8'));
  }
  return texts;
}

/**
 * After a build, before each page's stylesheet is trimmed (page-styles-integration.ts) and before the
 * functions are bundled (scripts/build-functions.mjs), which both come next: writes the site's stylesheet,
 * trimmed to what the API's pages can use, where the bundler takes it for those pages to carry inline
 * (src/data/api-page-css.ts). A function cannot hold the per-page copy the static pages inline, and
 * Tailwind runs in the build only.
 */
export const apiPageStyles: AstroIntegration = {
  name: 'api-page-styles',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const root = fileURLToPath(dir);
      const project = fileURLToPath(new URL('../../', import.meta.url));
      let css: string | undefined;
      for (const file of await htmlFiles(root)) {
        css = SITE_STYLESHEET.exec(await readFile(file, 'utf8'))?.[2];
        if (css) break;
      }
      if (!css) throw new Error('api-page-styles: no page carries the site stylesheet');
      const words = new Set<string>();
      for (const text of await sourceTexts(project)) for (const word of sourceWords(text)) words.add(word);
      const styles = await pruneStylesheet(css, words);
      await mkdir(dirname(API_PAGE_CSS_FILE), { recursive: true });
      await writeFile(API_PAGE_CSS_FILE, styles);
      logger.info(`the API pages' stylesheet: ${styles.length} bytes of the site stylesheet's ${css.length}`);
    },
  },
};
