import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionBuildOptions } from '../build-functions.mjs';

/*
 * What the deployed API function loads, read from its bundle (esbuild's metafile), not its sources: a
 * cold start imports the entry, then the chunks of the route a request asks for.
 */
let outputs: Metafile['outputs'];
beforeAll(async () => {
  const result = await build({ ...functionBuildOptions('api'), write: false, metafile: true, logLevel: 'silent' });
  outputs = result.metafile.outputs;
});

/** Every output file a chunk imports statically, itself included. */
function closure(output: string, seen = new Set<string>()): Set<string> {
  if (seen.has(output) || !outputs[output]) return seen;
  seen.add(output);
  for (const imported of outputs[output].imports) if (imported.kind === 'import-statement') closure(imported.path, seen);
  return seen;
}

/** The packages a route module (src/api/<name>.ts), or the entry, loads with it. */
function packagesOf(entryPoint: string): string[] {
  const output = Object.keys(outputs).find((o) => outputs[o].entryPoint === entryPoint);
  if (!output) throw new Error(`${entryPoint} is not a chunk of its own`);
  const inputs = [...closure(output)].flatMap((o) => Object.keys(outputs[o].inputs));
  return [...new Set(inputs.flatMap((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1] ?? []))].sort();
}

describe('the API function’s bundle', () => {
  it('loads only its router at a cold start', () => {
    expect(packagesOf('src/functions/api.ts')).toEqual(['hono']);
  });

  it.each([
    ['the Word importer', ['mammoth', 'cfb', 'jszip'], ['src/api/handlers/blog-import.ts']],
    ['the Word export', ['docx'], ['src/api/handlers/exports.ts']],
    [
      'the CSV writer',
      ['csv-stringify'],
      [
        'src/api/handlers/exports.ts',
        'src/api/handlers/insights-admin.ts',
        'src/api/handlers/inspection.ts',
        'src/api/handlers/placements-export.ts',
      ],
    ],
    ['the Markdown renderer and sanitiser', ['marked', 'sanitize-html'], ['src/api/handlers/blog.ts', 'src/api/handlers/linkedin.ts']],
    ['the mail client', ['nodemailer'], []],
    ['a database driver', ['pg', '@neondatabase/serverless'], []],
  ])('loads %s only with the routes that use it', (_what, packages, users) => {
    const routeModules = Object.values(outputs).flatMap((o) => (o.entryPoint?.startsWith('src/api/') ? [o.entryPoint] : []));
    expect(routeModules.length).toBeGreaterThan(10);
    for (const module of routeModules) {
      const loaded = packagesOf(module).filter((p) => packages.includes(p));
      expect(loaded, module).toEqual(users.includes(module) ? expect.arrayContaining(packages.slice(0, 1)) : []);
    }
  });
});
