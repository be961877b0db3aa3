// @ts-check
/**
 * The site's Netlify Functions (src/functions/*.ts), each bundled by esbuild with its dependencies into
 * build/functions/<name>/, which Netlify deploys as built (netlify.toml: node_bundler = "none").
 *
 * Why not Netlify's own bundling: for v2 functions it traces dependencies and ships node_modules as files,
 * and every import of any route is hoisted to the top of the function, so a cold start loaded kysely, zod,
 * date-fns and the Word importer file by file (0.9 s here) before the first request. Bundled, the API's
 * entry holds only its router; each route's code is a chunk imported on its first request (splitting), so
 * the Word importer, the exports and the mail client load only for the routes that use them.
 */
import { build, context } from 'esbuild';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('../', import.meta.url);
/** Where the functions' sources are; one file per function, named as the function. */
export const FUNCTIONS_SOURCE_DIR = fileURLToPath(new URL('src/functions/', root));
/** Where the bundles go, one directory per function (netlify.toml's [functions] directory). */
export const FUNCTIONS_BUILD_DIR = fileURLToPath(new URL('build/functions/', root));

/**
 * The site's stylesheet trimmed for the pages the API writes (src/build/api-page-styles.ts writes it after
 * the pages are built), which the bundles carry as src/data/api-page-css.ts. Not deployed.
 */
export const API_PAGE_CSS_FILE = fileURLToPath(new URL('build/api-pages.css', root));
const API_PAGE_CSS_MODULE = /[\\/]src[\\/]data[\\/]api-page-css\.ts$/;

/** Writes the built stylesheet into the module the API's pages take it from; empty before any build (`astro dev`'s first run). */
const apiPageCss = {
  name: 'api-page-css',
  /** @param {import('esbuild').PluginBuild} build */
  setup(build) {
    build.onLoad({ filter: API_PAGE_CSS_MODULE }, () => {
      const css = existsSync(API_PAGE_CSS_FILE) ? readFileSync(API_PAGE_CSS_FILE, 'utf8') : '';
      return { contents: `export const API_PAGE_CSS = ${JSON.stringify(css)};`, loader: 'js', watchFiles: [API_PAGE_CSS_FILE] };
    });
  },
};

/** The function whose routes are chunks of their own; the scheduled functions run whole, each as one file. */
const API_FUNCTION = 'api';

/** The functions, by name. */
const functionNames = () =>
  readdirSync(FUNCTIONS_SOURCE_DIR)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.slice(0, -3));

// Bundled CommonJS packages (pg, mammoth, nodemailer...) call require() for Node's own modules.
const banner = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/** How a function is bundled. @param {string} name @returns {import('esbuild').BuildOptions} */
export const functionBuildOptions = (name) => ({
  entryPoints: [{ in: `${FUNCTIONS_SOURCE_DIR}${name}.ts`, out: name }],
  outdir: `${FUNCTIONS_BUILD_DIR}${name}`,
  bundle: true,
  splitting: name === API_FUNCTION,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  // pg's optional native binding, never used (pg.native is not asked for).
  external: ['pg-native'],
  plugins: [apiPageCss],
  banner: { js: banner },
  legalComments: 'none',
  logLevel: 'warning',
});

/** Bundles every function afresh. */
export async function buildFunctions() {
  rmSync(FUNCTIONS_BUILD_DIR, { recursive: true, force: true });
  await Promise.all(functionNames().map((name) => build(functionBuildOptions(name))));
}

/** Bundles every function and again on each change of its sources, until stopped (`astro dev`). */
export async function watchFunctions() {
  rmSync(FUNCTIONS_BUILD_DIR, { recursive: true, force: true });
  const contexts = await Promise.all(functionNames().map((name) => context(functionBuildOptions(name))));
  await Promise.all(contexts.map((ctx) => ctx.rebuild()));
  await Promise.all(contexts.map((ctx) => ctx.watch()));
  return () => Promise.all(contexts.map((ctx) => ctx.dispose()));
}

/**
 * Builds the functions when `astro build` is done (after api-page-styles, listed before this in
 * astro.config.mjs, has written the API pages' stylesheet), and keeps them built while `astro dev` runs.
 */
/** @type {import('astro').AstroIntegration} */
export const functionsBundle = {
  name: 'netlify-functions',
  hooks: {
    'astro:build:done': () => buildFunctions(),
    'astro:server:setup': async ({ server }) => {
      const stop = await watchFunctions();
      server.httpServer?.once('close', () => void stop());
    },
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildFunctions();
