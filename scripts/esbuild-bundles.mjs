// @ts-check
/**
 * Browser code Astro does not bundle, each bundle built by esbuild into a directory of its own with its
 * chunks hashed under chunks/: written into dist/ after a build, and built on request by `astro dev`.
 *
 * - The admin dashboard (/_admin/app.js, src/config/admin-bundle.ts), loaded only by /admin: in Astro's one
 *   graph of islands its imports would reshape the public pages' shared chunks (more of zod, Radix split
 *   differently). Each signed-in page is a chunk of its own, so the sign-in screen loads only what it needs.
 * - The public islands (/_islands/<name>.js, src/islands/registry.ts) and the module that hydrates them,
 *   sharing React through one chunk. Astro's own islands would put its island loader (about 1.5 kB
 *   compressed) inline in every page that has one.
 */
import { build, context } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_BUNDLE_DIR, ADMIN_BUNDLE_PATH } from '../src/config/admin-bundle.ts';
import { ISLAND_SOURCES, ISLANDS_DIR } from '../src/islands/registry.ts';
import { PUBLIC_QUESTIONS_ID, publicQuestionsSource } from '../src/build/public-questions-module.ts';

const root = new URL('../', import.meta.url);
const source = (/** @type {string} */ file) => fileURLToPath(new URL(file, root));

/** `virtual:public-questions` for esbuild, as the Vite plugin gives it to Astro. */
const publicQuestions = /** @type {import('esbuild').Plugin} */ ({
  name: 'public-questions',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${PUBLIC_QUESTIONS_ID}$`) }, () => ({ path: PUBLIC_QUESTIONS_ID, namespace: 'virtual' }));
    build.onLoad({ filter: /.*/, namespace: 'virtual' }, () => ({ contents: publicQuestionsSource(), loader: 'js' }));
  },
});

/**
 * @param {{ name: string, dir: string, entryPoints: Record<string, string>, plugins?: import('esbuild').Plugin[] }} bundle
 * @returns {import('astro').AstroIntegration}
 */
function esbuildBundle({ name, dir, entryPoints, plugins = [] }) {
  /** Where `astro dev` pretends the bundle is written; nothing is written there. */
  const devOutdir = fileURLToPath(new URL(`.${name}-dev/`, root));
  /** @param {'production' | 'development'} mode @returns {import('esbuild').BuildOptions} */
  const options = (mode) => ({
    entryPoints: Object.entries(entryPoints).map(([out, file]) => ({ in: source(file), out })),
    bundle: true,
    format: 'esm',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: mode === 'production',
    sourcemap: mode === 'development' ? 'inline' : false,
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    legalComments: 'none',
    logLevel: 'warning',
    plugins,
  });
  return {
    name,
    hooks: {
      'astro:server:setup': async ({ server }) => {
        const ctx = await context({ ...options('development'), write: false, outdir: devOutdir });
        server.middlewares.use(dir, async (req, res, next) => {
          const file = req.url?.split('?')[0] ?? '';
          if (!file.endsWith('.js')) return next();
          try {
            const result = await ctx.rebuild();
            const output = result.outputFiles?.find((f) => f.path === path.join(devOutdir, file));
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
      'astro:build:done': async ({ dir: dist }) => {
        await build({ ...options('production'), outdir: fileURLToPath(new URL(`.${dir}`, dist)) });
      },
    },
  };
}

export const adminBundle = esbuildBundle({
  name: 'admin-bundle',
  dir: ADMIN_BUNDLE_DIR,
  entryPoints: { [path.posix.basename(ADMIN_BUNDLE_PATH, '.js')]: 'src/admin/main.tsx' },
});

export const islandsBundle = esbuildBundle({
  name: 'islands-bundle',
  dir: ISLANDS_DIR,
  entryPoints: { hydrate: 'src/islands/hydrate.ts', ...ISLAND_SOURCES },
  plugins: [publicQuestions],
});
