import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { saveAccount } from '../../src/auth/accounts';
import { connect } from '../../src/db/connect';
import { startEmbeddedServer } from '../../src/db/embedded-server';
import { migrateToLatest } from '../../src/db/migrate';
import { seedDemoData } from '../../src/db/seed';
import { chromiumLaunchOptions } from './chromium';
import { E2E_ADMIN } from './e2e-admin';
import { freePort } from './free-port';
import { createScratchDatabase } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    /** Every secret value the build could see (tests/e2e/secrets.test.ts: none may reach dist/). */
    buildSecrets: string[];
    /** The port of SMTP_URL: nothing listens there until a test starts its SMTP server on it. */
    smtpPort: number;
    /** The purge token of preview's CDN (scripts/preview/cdn-cache.ts), for tests that edit the database directly. */
    cdnPurgeToken: string;
    /** The preview's SESSION_SECRET, so tests can start an admin session without the form (e2e-admin.ts). */
    sessionSecret: string;
    /** Where the files' shared Chromium listens (browser.ts connects to it). */
    browserEndpoint: string;
  }
}

const root = new URL('../..', import.meta.url).pathname;
const bin = (name: string) => join(root, 'node_modules/.bin', name);

/**
 * Builds the site from a fresh seeded database and serves it with `preview` (static pages + functions),
 * as a visitor would reach it. Uses TEST_DATABASE_URL's server when set, else an embedded PGlite server.
 */
export default async function setup(project: TestProject) {
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    let databaseUrl: string;
    if (process.env.TEST_DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'e2e_test');
      cleanups.push(() => scratch.drop());
      databaseUrl = scratch.url;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'e2e-pglite-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const server = await startEmbeddedServer(dir);
      cleanups.push(() => server.stop());
      databaseUrl = server.url;
    }
    const db = connect({ url: databaseUrl, driver: 'pg', maxConnections: 1 });
    await migrateToLatest(db);
    await seedDemoData(db);
    await saveAccount(db, { ...E2E_ADMIN, isAdmin: true });
    await db.destroy();

    // Mail goes to a local port where tests/e2e/notifications-email.test.ts listens; elsewhere sends
    // are refused at once and wait in the outbox.
    const smtpPort = await freePort();
    // NODE_ENV: Vitest sets 'test', which would make Astro ship React's development build.
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATABASE_DRIVER: 'pg',
      SITE_URL: 'https://www.psychgradsales.co.uk',
      SESSION_SECRET: randomBytes(48).toString('base64url'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    };
    // Secrets of production, given recognisable values for the build only (the preview runs without them,
    // so rebuilds stay off in the browser tests).
    const canary = randomBytes(12).toString('hex');
    const buildOnlySecrets = {
      RATE_LIMIT_SALT: `salt-${canary}`,
      BUILD_HOOK_URL: `https://api.netlify.com/build_hooks/${canary}`,
      SMTP_PASSWORD: `smtp-${canary}`,
      LINKEDIN_ACCESS_TOKEN: `linkedin-${canary}`,
      LINKEDIN_CLIENT_SECRET: `linkedin-secret-${canary}`,
    };
    // E2E_REUSE_BUILD: serve the dist/ a run before this one built from the same seed (.ci/run's second
    // pass); the pages are the same, and the functions read their settings when they run, not at build.
    const reuse = Boolean(process.env.E2E_REUSE_BUILD);
    if (reuse && !existsSync(join(root, 'dist/index.html'))) throw new Error('E2E_REUSE_BUILD is set but dist/ has no build');
    if (!reuse)
      await promisify(execFile)(bin('astro'), ['build'], { cwd: root, env: { ...env, ...buildOnlySecrets }, maxBuffer: 64 * 1024 * 1024 });

    const port = await freePort();
    const cdnPurgeToken = randomBytes(24).toString('hex');
    const preview = spawn(bin('tsx'), ['scripts/preview-server.ts'], {
      cwd: root,
      env: { ...env, PORT: String(port), NETLIFY_PURGE_API_TOKEN: cdnPurgeToken },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => stop(preview));
    // Its whole output (the functions' errors included) is kept for reading after a failed run.
    mkdirSync(join(root, 'test-results'), { recursive: true });
    const log = createWriteStream(join(root, 'test-results/preview.log'), { flags: 'a' });
    log.write(
      `\n=== preview for the browser tests, ${new Date().toISOString()}, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'} ===\n`,
    );
    preview.stdout?.pipe(log);
    preview.stderr?.pipe(log);
    await waitForOutput(preview, /Preview: http/);

    // One Chromium for every file (tests/support/browser.ts).
    const browser = await chromium.launchServer(chromiumLaunchOptions());
    cleanups.push(() => browser.close());

    project.provide('baseUrl', `http://127.0.0.1:${port}`);
    project.provide('databaseUrl', databaseUrl);
    // Unknown for a reused build: tests/e2e/secrets.test.ts then fails rather than passes on nothing.
    if (!reuse) project.provide('buildSecrets', [env.SESSION_SECRET, databaseUrl, env.SMTP_URL, ...Object.values(buildOnlySecrets)]);
    project.provide('smtpPort', smtpPort);
    project.provide('cdnPurgeToken', cdnPurgeToken);
    project.provide('sessionSecret', env.SESSION_SECRET);
    project.provide('browserEndpoint', browser.wsEndpoint());
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}

// Bundling 42 functions took up to 282 s on this 2-core machine (2026-11-28); one API function (docs/one-api-function.md) makes it one.
function waitForOutput(child: ChildProcess, pattern: RegExp, timeoutMs = 600_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`preview did not start:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`preview exited with ${code}:\n${output}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
