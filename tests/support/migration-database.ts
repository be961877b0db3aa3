import type { Kysely } from 'kysely';
import { afterAll, beforeAll, inject } from 'vitest';
import { connect } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import { openPglite } from '../../src/db/pglite';
import type { Database } from '../../src/db/schema';
import { createScratchDatabase } from './postgres-admin';

/**
 * A migration's test database: migrated up to, not including, `migration` before the file's tests (its own
 * `beforeAll` hooks run after, to store the rows the migration will meet), dropped after them. A scratch
 * PostgreSQL database reached through the Neon driver with TEST_DATABASE_URL, else in-memory PGlite.
 */
export function useDatabaseBefore(migration: string, prefix: string): () => Kysely<Database> {
  let db: Kysely<Database> | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const scratch = await createScratchDatabase(serverUrl, prefix);
      db = connect({ url: scratch.url, driver: 'neon', neonWsProxy: inject('neonWsProxy'), maxConnections: 2 });
      drop = () => scratch.drop();
    } else {
      db = openPglite().db;
    }
    await migrateToLatest(db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < migration)));
  });
  afterAll(async () => {
    await db?.destroy();
    await drop?.();
  });
  return () => {
    if (!db) throw new Error('The migration test database is made in beforeAll');
    return db;
  };
}
