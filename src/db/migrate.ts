import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './migrations';

/** Brings the database schema up to the newest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
