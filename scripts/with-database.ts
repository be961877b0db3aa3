/**
 * Runs a command with a database: DATABASE_URL when it is set, otherwise the embedded PGlite
 * database served on loopback (created, migrated and seeded on first start).
 * Usage: tsx scripts/with-database.ts <command> [args...]
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { DEMO_ADMIN, demoAdminPasswordWorks, seedDemoAdmin } from '../src/auth/demo-admin';
import { connect } from '../src/db/connect';
import { startEmbeddedServer } from '../src/db/embedded-server';
import { EMBEDDED_DATA_DIR, embeddedDatabaseRefusal } from '../src/db/local';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx scripts/with-database.ts <command> [args...]');
  process.exit(2);
}

const lockFile = `${EMBEDDED_DATA_DIR}.server.json`;
const env = { ...process.env };
let embedded: Awaited<ReturnType<typeof startEmbeddedServer>> | undefined;
const refusal = env.DATABASE_URL ? undefined : embeddedDatabaseRefusal(env);
if (refusal) {
  console.error(`[db] ${refusal}`);
  process.exit(1);
}
if (!env.DATABASE_URL) {
  // PGlite allows one opener: a second command (a build while `dev` runs) shares the running server.
  const running = readRunningServer();
  if (running) {
    env.DATABASE_URL = running;
    console.log(`[db] using the embedded database already served at ${running}`);
  } else {
    mkdirSync(EMBEDDED_DATA_DIR, { recursive: true });
    embedded = await startEmbeddedServer(EMBEDDED_DATA_DIR, Number(env.EMBEDDED_DB_PORT ?? 0));
    writeFileSync(lockFile, JSON.stringify({ pid: process.pid, url: embedded.url }));
    env.DATABASE_URL = embedded.url;
    const db = connect({ url: embedded.url, driver: 'pg', maxConnections: 1 });
    const applied = await migrateToLatest(db);
    const seeded = await seedDemoData(db);
    const demoAdmin = await seedDemoAdmin(db);
    const demoSignIn = await demoAdminPasswordWorks(db);
    await db.destroy();
    console.log(
      `[db] embedded database at ${EMBEDDED_DATA_DIR} (${embedded.url})` +
        (applied.length ? `, migrations applied: ${applied.join(', ')}` : '') +
        (seeded.jobs ? `, seeded ${seeded.jobs} demo jobs` : '') +
        (seeded.posts ? `, ${seeded.posts} blog posts and ${seeded.comments} comments` : '') +
        (demoAdmin ? ', created the demo admin' : ''),
    );
    // Only while it works: after `admin:create` has reset it, the demo password would mislead.
    if (demoSignIn)
      console.log(
        `[db] local admin sign-in at /admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (demo account of the embedded database; change it with npm run admin:create)`,
      );
  }
  env.DATABASE_DRIVER = 'pg';
  // Local development only (the embedded database): a generated session secret, kept beside the data.
  env.SESSION_SECRET ||= localSessionSecret();
}

/** The embedded database's session secret, made once and kept in its data directory (git-ignored). */
function localSessionSecret(): string {
  const file = `${EMBEDDED_DATA_DIR}.session-secret`;
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** The URL of an embedded server another live process is serving, if any. */
function readRunningServer(): string | undefined {
  try {
    const { pid, url } = JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number; url: string };
    process.kill(pid, 0);
    return url;
  } catch {
    return undefined;
  }
}

const child = spawn(command, args, { stdio: 'inherit', env });
const forward = (signal: NodeJS.Signals) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', async (code, signal) => {
  if (embedded) {
    rmSync(lockFile, { force: true });
    await embedded.stop();
  }
  process.exit(code ?? (signal ? 1 : 0));
});
