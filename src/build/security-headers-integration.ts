import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from './dist-files';
import { BASE_SECURITY_HEADERS, headersFile, inlineScriptHashes, pageContentSecurityPolicy } from '../security/headers';

/**
 * After a build, writes `dist/_headers` (Netlify applies it to the files it serves; `preview` too): the
 * security headers on every path, with a Content-Security-Policy that allows exactly the inline scripts
 * the built pages contain, by hash. One policy for the whole site: the few inline scripts (island loaders,
 * small page scripts) are the same on many pages, and a page-by-page list would not be stricter in effect.
 */
export const securityHeaders: AstroIntegration = {
  name: 'security-headers',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const root = fileURLToPath(dir);
      const hashes = new Set<string>();
      for (const file of await htmlFiles(root)) {
        for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
      }
      const headers = { ...BASE_SECURITY_HEADERS, 'Content-Security-Policy': pageContentSecurityPolicy(hashes) };
      await writeFile(join(root, '_headers'), headersFile([{ path: '/*', headers }]));
      logger.info(`_headers: Content-Security-Policy with ${hashes.size} inline script hashes`);
    },
  },
};
