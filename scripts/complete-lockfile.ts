/**
 * Adds to package-lock.json the platform-specific optional packages that npm left out of it.
 *
 * npm writes into the lock only the optional binaries it could fetch; the registry this project is
 * installed from has some platforms' builds of a few packages missing (Astro's compiler binding,
 * Tailwind's oxide), and `npm ci` then refuses the lock ("Missing: ... from lock file"). Each missing
 * package is listed at the version its parent asks for, with the os/cpu/libc its name declares, so
 * `npm ci` skips it on other platforms (it is never fetched here) and fetches it where it applies.
 * Run after `npm install` changes the lock: `npx tsx scripts/complete-lockfile.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8')) as { packages: Record<string, LockEntry> };

/** The platform a binary package's name declares (napi-rs naming: name-os-cpu[-abi]). */
function platformOf(name: string): { os?: string[]; cpu: string[]; libc?: string[] } | undefined {
  const match = /-(android|darwin|freebsd|linux|win32|wasm32)-?(arm64|x64|arm|ia32|wasi)?(?:-(gnu|musl|gnueabihf|msvc))?$/.exec(name);
  if (!match) return undefined;
  const [, os, cpu, abi] = match;
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  return {
    os: [os],
    cpu: [cpu],
    ...(abi === 'gnu' || abi === 'gnueabihf' ? { libc: ['glibc'] } : abi === 'musl' ? { libc: ['musl'] } : {}),
  };
}

let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const depKey = `${key ? `${key}/` : ''}node_modules/${dep}`.replace(/^\//, '');
    const hoisted = `node_modules/${dep}`;
    if (lock.packages[depKey] || lock.packages[hoisted]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+$/.test(version)) continue;
    // No `resolved` URL, like the lock's other entries: npm fetches name@version from its registry.
    lock.packages[hoisted] = { version, optional: true, ...platform };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform package(s) added`);
