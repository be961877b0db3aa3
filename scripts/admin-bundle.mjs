// @ts-check
/**
 * The admin dashboard's JavaScript is bundled on its own, apart from the public islands: Astro bundles all
 * islands in one graph, where the admin's imports would reshape the public pages' shared chunks (more of
 * zod, Radix split differently). Here it is one esbuild bundle, /admin/app.js, loaded only by /admin, with
 * each signed-in page in a chunk of its own (/admin/chunks/) so the sign-in screen loads only what it
 * needs: written into dist/ after a build, and built on request by `astro dev`.
 */
import { build, context } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('../src/pages/admin/_components/main.tsx', import.meta.url));
export const ADMIN_BUNDLE_PATH = '/admin/app.js';
const ADMIN_DIR = path.posix.dirname(ADMIN_BUNDLE_PATH);
/** Where `astro dev` pretends the bundle is written; nothing is written there. */
const DEV_OUTDIR = fileURLToPath(new URL('../.admin-dev/', import.meta.url));

/** @param {'production' | 'development'} mode */
const options = (mode) => /** @type {import('esbuild').BuildOptions} */ ({
  entryPoints: [ENTRY],
  bundle: true,
  format: 'esm',
  splitting: true,
  entryNames: path.posix.basename(ADMIN_BUNDLE_PATH, '.js'),
  chunkNames: 'chunks/[name]-[hash]',
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
      const ctx = await context({ ...options('development'), write: false, outdir: DEV_OUTDIR });
      server.middlewares.use(ADMIN_DIR, async (req, res, next) => {
        const file = req.url?.split('?')[0] ?? '';
        if (file !== ADMIN_BUNDLE_PATH.slice(ADMIN_DIR.length) && !file.startsWith('/chunks/')) return next();
        try {
          const result = await ctx.rebuild();
          const output = result.outputFiles?.find((f) => f.path === path.join(DEV_OUTDIR, file));
          if (!output) return next();
          res.setHeader('content-type', 'text/javascript; charset=utf-8');
          res.setHeader('cache-control', 'no-store');
          res.end(output.text);
        } catch (error) {
          res.statusCode = 500;
          res.end(`console.error(${JSON.stringify(String(error))})`);
        }
      });
      server.httpServer?.once('close', () => void ctx.dispose());
    },
    'astro:build:done': async ({ dir }) => {
      await build({ ...options('production'), outdir: fileURLToPath(new URL(`.${ADMIN_DIR}`, dir)) });
    },
  },
};
