import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Where the build writes a recently closed job's page (src/pages/jobs/closed/[id].astro). */
export const CLOSED_PAGES_DIR = 'jobs/closed';

/**
 * Netlify's `_redirects` rules that serve each closed job's page at the job's own address with status 410
 * Gone: a static file cannot choose its status, a rewrite can (`preview` keeps it too, see
 * docs/local-netlify.md). These rules come before netlify.toml's, so they take those addresses from its
 * `/jobs/:id` 404 rule; any other job address the build does not know stays 404.
 */
export function closedJobRedirects(ids: number[]): string {
  const header = '# Closed jobs: their pages, with 410 Gone (src/build/closed-job-redirects.ts).\n';
  return header + ids.map((id) => `/jobs/${id} /${CLOSED_PAGES_DIR}/${id}.html 410\n`).join('');
}

/** The ids of the closed pages a build wrote under `root`. */
async function closedPageIds(root: string): Promise<number[]> {
  const names = await readdir(join(root, CLOSED_PAGES_DIR)).catch(() => [] as string[]);
  return names
    .map((name) => /^(\d+)\.html$/.exec(name)?.[1])
    .filter((id) => id !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

/** After a build, writes `dist/_redirects` from the closed job pages it built (the rules follow the pages, never a second query). */
export const closedJobRedirectsFile: AstroIntegration = {
  name: 'closed-job-redirects',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const root = fileURLToPath(dir);
      const ids = await closedPageIds(root);
      await writeFile(join(root, '_redirects'), closedJobRedirects(ids));
      logger.info(`_redirects: ${ids.length} closed job pages answer 410`);
    },
  },
};
