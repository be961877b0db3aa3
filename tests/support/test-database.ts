import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import { setDb } from '../../src/db/client';
import { connect } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import type { Database } from '../../src/db/schema';
import { createScratchDatabase } from './postgres-admin';

export interface TestDatabase {
  db: Kysely<Database>;
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file, installed as the app's database: a copy of the run's
 * template (tests/support/api-global-setup.ts), on the TEST_DATABASE_URL server reached through the Neon
 * driver (as production does), or in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('apiTemplate');
  if ('pgliteDump' in template) return install(openPglite(undefined, new Blob([readFileSync(template.pgliteDump)])).db);
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'api_test', { template: template.postgres });
  return install(connect({ url: scratch.url, driver: 'neon', neonWsProxy: inject('neonWsProxy'), maxConnections: 10 }), () =>
    scratch.drop(),
  );
}

/** Makes a database the app's (migrating it, which finds the template's copy up to date); `destroy` undoes both (and drops a scratch database). */
async function install(db: Kysely<Database>, drop?: () => Promise<void>): Promise<TestDatabase> {
  await migrateToLatest(db);
  setDb(db);
  return {
    db,
    async destroy() {
      setDb(undefined);
      await db.destroy();
      await drop?.();
    },
  };
}
