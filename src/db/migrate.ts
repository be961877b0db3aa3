import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { migrations } from './migrations';

const migratorFor = (db: Kysely<any>, list: Record<string, Migration> = migrations) =>
  new Migrator({ db, provider: { getMigrations: async () => list } });

/**
 * A migration whose failure is undone to a savepoint, so the transaction around it stays usable: Kysely
 * then releases its lock and reports which migration failed, rather than failing on the aborted
 * transaction, with the lock kept and the cause lost.
 */
const withSavepoint = (migration: Migration): Migration => ({
  ...migration,
  async up(db) {
    await sql`savepoint migration`.execute(db);
    try {
      await migration.up(db);
    } catch (error) {
      await sql`rollback to savepoint migration`.execute(db);
      throw error;
    }
    await sql`release savepoint migration`.execute(db);
  },
});

/**
 * Brings the database schema up to the newest migration; throws with the failing migration's name.
 * Everything, Kysely's advisory lock included, runs in one transaction: through a transaction-mode pooler
 * (Neon's), a lock taken and released outside one can land on two server connections and leak.
 */
export async function migrateToLatest(db: Kysely<any>, list: Record<string, Migration> = migrations): Promise<string[]> {
  const guarded = Object.fromEntries(Object.entries(list).map(([name, migration]) => [name, withSavepoint(migration)]));
  return db.transaction().execute(async (trx) => {
    // A migration may rightly take longer than the database's limit for a request's statement (0014).
    await sql`set local statement_timeout = 0`.execute(trx);
    const { error, results = [] } = await migratorFor(trx, guarded).migrateToLatest();
    const failed = results.find((r) => r.status === 'Error');
    if (error || failed) {
      const cause = error instanceof Error ? error : new Error(String(error));
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
    }
    return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
  });
}

/** The migrations of this checkout the database has not applied, oldest first. */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  return (await migratorFor(db).getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}

/**
 * An operator's script (retention, admin:create) works only on a database with this checkout's schema,
 * and never changes that schema itself: run against production from a checkout newer than the deployed
 * code, migrating would move production's schema ahead of its code. Returns why it cannot run, if so.
 */
export async function schemaProblem(db: Kysely<any>): Promise<string | undefined> {
  const pending = await pendingMigrations(db);
  if (!pending.length) return undefined;
  return `The database lacks migrations this checkout has (${pending.join(', ')}). Deploy this version first: its build applies them.`;
}
