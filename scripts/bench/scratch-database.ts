import { connect } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { seedDemoData } from '../../src/db/seed';
import type { Database } from '../../src/db/schema';
import type { Kysely } from 'kysely';
import { createScratchDatabase } from '../../tests/support/postgres-admin';

/** The PostgreSQL server benchmarks make their databases on (never the developer's own data). */
export const benchServerUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new migrated database seeded with the demo data (plus `fill`), dropped by `drop()`. */
export async function seededScratchDatabase(prefix: string, fill?: (db: Kysely<Database>) => Promise<void>) {
  const scratch = await createScratchDatabase(benchServerUrl, prefix);
  const db = connect({ url: scratch.url, driver: 'pg', maxConnections: 2 });
  try {
    await migrateToLatest(db);
    await seedDemoData(db);
    await fill?.(db);
  } finally {
    await db.destroy();
  }
  return scratch;
}
