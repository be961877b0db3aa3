// @ts-check
/**
 * The admin dashboard's JavaScript is bundled on its own, apart from the public islands: Astro bundles all
 * islands in one graph, where the admin's imports would reshape the public pages' shared chunks (more of
 * zod, Radix split differently). Here it is one esbuild bundle, /admin/app.js, loaded only by /admin:
 * written into dist/ after a build, and built on request by `astro dev`.
 */
import { build, context } from 'esbuild';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('../src/pages/admin/_components/main.tsx', import.meta.url));
export const ADMIN_BUNDLE_PATH = '/admin/app.js';

/** @param {'production' | 'development'} mode */
const options = (mode) => /** @type {import('esbuild').BuildOptions} */ ({
  entryPoints: [ENTRY],
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  minify: mode === 'production',
  sourcemap: mode === 'development' ? 'inline' : false,
  define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
  legalComments: 'none',
  logLevel: 'warning',
});

/** @type {import('astro').AstroIntegration} */
export const adminBundle = {
  name: 'admin-bundle',
  hooks: {
    'astro:server:setup': async ({ server }) => {
      const ctx = await context({ ...options('development'), write: false, outfile: 'app.js' });
      server.middlewares.use(ADMIN_BUNDLE_PATH, async (_req, res) => {
        try {
          const result = await ctx.rebuild();
          res.setHeader('content-type', 'text/javascript; charset=utf-8');
          res.setHeader('cache-control', 'no-store');
          res.end(result.outputFiles?.[0]?.text ?? '');
        } catch (error) {
          res.statusCode = 500;
          res.end(`console.error(${JSON.stringify(String(error))})`);
        }
      });
      server.httpServer?.once('close', () => void ctx.dispose());
    },
    'astro:build:done': async ({ dir }) => {
      await build({ ...options('production'), outfile: fileURLToPath(new URL(`.${ADMIN_BUNDLE_PATH}`, dir)) });
    },
  },
};
