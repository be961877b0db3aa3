// @ts-check
/**
 * One cold start, in a fresh Node process (scripts/bench/cold-start.ts): imports a module, then, when a
 * request is given, answers it with the module's default export as Netlify would call it. Prints the
 * times and the files of the archive that were loaded, as JSON.
 * Usage: node cold-start-child.mjs <module> [<method> <path>]
 */
import { registerHooks } from 'node:module';

const [file, method, path] = process.argv.slice(2);
const loaded = new Set();
registerHooks({
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    loaded.add(resolved.url);
    return resolved;
  },
});
// Netlify's bootstrap asks the Lambda runtime for its streaming helpers when it is imported.
Object.assign(globalThis, {
  awslambda: { streamifyResponse: (/** @type {unknown} */ f) => f, HttpResponseStream: { from: (/** @type {unknown} */ s) => s } },
});

const started = performance.now();
const module = await import(file);
const imported = performance.now();
let status;
if (method) {
  const body = method === 'POST' ? '{}' : undefined;
  const headers = body ? { 'content-type': 'application/json' } : undefined;
  const res = await module.default(new Request(`https://example.org${path}`, { method, body, headers }), {
    ip: '192.0.2.10',
    params: {},
    waitUntil() {},
  });
  await res.arrayBuffer();
  status = res.status;
}
const answered = performance.now();
console.log(JSON.stringify({ importMs: imported - started, requestMs: answered - imported, status, loaded: [...loaded] }));
process.exit(0);
