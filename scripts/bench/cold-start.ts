/**
 * Cold starts of the functions as Netlify deploys them: bundled by the build (scripts/build-functions.mjs),
 * packaged by zip-it-and-ship-it with netlify.toml's [functions] settings, then the API's archive unzipped
 * and, in a fresh Node process per run, its function imported and one first request answered for each
 * route group (on a scratch PostgreSQL database), beside an empty module imported the same way.
 * Prints the medians of RUNS runs, the archive sizes, and which heavy packages each first request loaded.
 * Usage: npm run bench:cold (TEST_DATABASE_URL names the server, else the local one); ARCHIVES=.netlify/functions
 * measures the archives `netlify build --offline` made instead.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { unzipSync } from 'fflate';
import { parse } from 'smol-toml';
import { buildFunctions } from '../build-functions.mjs';
import { root } from './preview-process';
import { recordResults, round } from './results';
import { seededScratchDatabase } from './scratch-database';

const RUNS = 5;
/** The packages a route should load only when it needs them (docs/one-api-function.md). */
const HEAVY = [
  'mammoth',
  'cfb',
  'jszip',
  'docx',
  'csv-stringify',
  'nodemailer',
  'sanitize-html',
  'marked',
  'busboy',
  'fflate',
  '@simplewebauthn/server',
  'otpauth',
  'qrcode',
];
/** One first request per route group: what a visitor, the admin and the Word import each meet first. */
const REQUESTS: [string, string][] = [
  ['GET', '/api/jobs'],
  ['GET', '/api/blog'],
  ['GET', '/api/career-quiz/questions'],
  ['POST', '/api/contacts'],
  ['POST', '/api/applications'],
  ['GET', '/api/admin/overview'],
  ['GET', '/api/admin/export/applications/csv'],
  ['POST', '/api/admin/preview-blogs'],
];

const rootDir = fileURLToPath(root);
const work = mkdtempSync(path.join(tmpdir(), 'cold-start-'));
const child = fileURLToPath(new URL('cold-start-child.mjs', import.meta.url));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** zip-it-and-ship-it's settings from netlify.toml's [functions] (and its per-function tables), as a deploy reads them. */
function functionsConfig() {
  const { functions } = parse(readFileSync(new URL('netlify.toml', root), 'utf8')) as { functions: Record<string, unknown> };
  const settings = (table: Record<string, unknown>) => ({
    ...(table.node_bundler ? { nodeBundler: table.node_bundler as 'none' } : {}),
    ...(table.included_files ? { includedFiles: table.included_files as string[] } : {}),
  });
  const perFunction = Object.entries(functions).filter(([, value]) => typeof value === 'object' && !Array.isArray(value));
  const { directory } = functions as { directory: string };
  return {
    directory,
    config: {
      '*': settings(functions),
      ...Object.fromEntries(perFunction.map(([name, table]) => [name, settings(table as Record<string, unknown>)])),
    },
  };
}

/** The packages whose code is in the loaded files of the archive (esbuild marks each bundled module with its path). */
function packagesIn(files: string[]): string[] {
  const packages = new Set<string>();
  for (const file of files) {
    if (!file.startsWith('file:') || !file.endsWith('.mjs')) continue;
    for (const match of readFileSync(fileURLToPath(file), 'utf8').matchAll(/^\/\/ node_modules\/((?:@[^/]+\/)?[^/]+)\//gm))
      packages.add(match[1]);
  }
  return [...packages];
}

function coldRun(file: string, env: NodeJS.ProcessEnv, request?: [string, string]) {
  const out = execFileSync(process.execPath, [child, file, ...(request ?? [])], {
    cwd: path.dirname(file),
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as { importMs: number; requestMs: number; status?: number; loaded: string[] };
}

/** The archives to measure: those of ARCHIVES (a deploy's, e.g. `netlify build --offline`'s .netlify/functions, read from its manifest.json), else packaged here. */
async function archives(): Promise<{ name: string; path: string; mainFile: string }[]> {
  if (process.env.ARCHIVES) {
    const manifest = JSON.parse(readFileSync(path.join(process.env.ARCHIVES, 'manifest.json'), 'utf8')) as {
      functions: { name: string; path: string; mainFile: string }[];
    };
    return manifest.functions.map((f) => ({ ...f, path: path.resolve(process.env.ARCHIVES!, path.basename(f.path)) }));
  }
  await buildFunctions();
  const { directory, config } = functionsConfig();
  return zipFunctions([path.join(rootDir, directory)], path.join(work, 'zips'), { basePath: rootDir, config, archiveFormat: 'zip' });
}

const started = performance.now();
const zipped = await archives();
const packaged = round(performance.now() - started);
const sizes = Object.fromEntries(zipped.map((f) => [f.name, statSync(f.path).size]));

const api = zipped.find((f) => f.name === 'api');
if (!api) throw new Error('No function named api was packaged');
const unzipped = path.join(work, 'api');
for (const [name, data] of Object.entries(unzipSync(readFileSync(api.path)))) {
  if (name.endsWith('/')) continue;
  mkdirSync(path.dirname(path.join(unzipped, name)), { recursive: true });
  writeFileSync(path.join(unzipped, name), data);
}
const functionFile = path.join(unzipped, path.basename(api.mainFile));
const emptyModule = path.join(work, 'empty.mjs');
writeFileSync(emptyModule, '');

const scratch = await seededScratchDatabase('cold_start');
const env = { DATABASE_URL: scratch.url, SESSION_SECRET: 'x'.repeat(48) };
const rows: Record<string, unknown>[] = [];
try {
  const measure = (label: string, file: string, request?: [string, string]) => {
    const runs = Array.from({ length: RUNS }, () => coldRun(file, env, request));
    const heavy = packagesIn(runs[0].loaded).filter((p) => HEAVY.includes(p));
    rows.push({
      run: label,
      status: runs[0].status ?? '',
      importMs: round(median(runs.map((r) => r.importMs))),
      firstRequestMs: request ? round(median(runs.map((r) => r.requestMs))) : '',
      heavyPackagesLoaded: heavy.join(' ') || '-',
    });
  };
  measure('empty module (yardstick)', emptyModule);
  measure("Netlify's bootstrap entry", path.join(unzipped, '___netlify-entry-point.mjs'));
  measure('API function, import only', functionFile);
  for (const request of REQUESTS) measure(request.join(' '), functionFile, request);
} finally {
  await scratch.drop();
  rmSync(work, { recursive: true, force: true });
}

console.table(rows);
console.log(
  `Archives (zip bytes): ${Object.entries(sizes)
    .map(([name, size]) => `${name} ${(size / 1e6).toFixed(2)} MB`)
    .join(', ')}${process.env.ARCHIVES ? ` (from ${process.env.ARCHIVES})` : `; built and packaged in ${(packaged / 1000).toFixed(1)} s`}`,
);
recordResults('coldStart', { runs: RUNS, rows, archiveBytes: sizes, packagedMs: packaged });
