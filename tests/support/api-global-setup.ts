import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import { startNeonWsProxy } from './neon-ws-proxy';
import { createScratchDatabase } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    neonWsProxy: string | undefined;
    /** The migrated database each test file's database is copied from: a PostgreSQL database's name, or a PGlite data directory's dump. */
    apiTemplate: { postgres: string } | { pgliteDump: string };
  }
}

/**
 * Migrates one template database for the run, so each API test file copies it rather than running every
 * migration again. With TEST_DATABASE_URL set, the tests reach PostgreSQL through the Neon driver, via a
 * local proxy.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const { db, pglite } = openPglite();
    await migrateToLatest(db);
    const dir = mkdtempSync(path.join(tmpdir(), 'api-template-'));
    const dump = path.join(dir, 'pglite.tar');
    writeFileSync(dump, new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    await db.destroy();
    project.provide('neonWsProxy', undefined);
    project.provide('apiTemplate', { pgliteDump: dump });
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const template = await createScratchDatabase(serverUrl, 'api_template');
  const db = connect({ url: template.url, driver: 'pg', maxConnections: 1, queryTimeoutMs: 0 });
  await migrateToLatest(db);
  // A database is copied only while no one is connected to it.
  await db.destroy();
  const proxy = await startNeonWsProxy();
  project.provide('neonWsProxy', proxy.address);
  project.provide('apiTemplate', { postgres: template.name });
  return async () => {
    await proxy.close();
    await template.drop();
  };
}
