import { Kysely, PostgresDialect, sql, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import { createScratchDatabase } from '../support/postgres-admin';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * Stands in for a transaction-mode pooler (PgBouncer, Neon's pooled host): a statement outside a
 * transaction goes to whichever server connection is next, a transaction stays on one. Three of them, so
 * that a lock taken outside a transaction is released, if at all, on another.
 */
class TransactionPooler implements PostgresPool {
  readonly options = {};
  #next = 0;
  constructor(private readonly backends: pg.Client[]) {}

  async connect(): Promise<PostgresPoolClient> {
    const pick = () => this.backends[this.#next++ % this.backends.length]!;
    let pinned: pg.Client | undefined;
    return {
      query: async (sql: string, parameters: readonly unknown[]) => {
        if (/^\s*(begin|start transaction)/i.test(sql)) pinned = pick();
        const result = await (pinned ?? pick()).query(sql, parameters as unknown[]);
        if (/^\s*(commit|rollback)\s*$/i.test(sql)) pinned = undefined;
        return result;
      },
      release: () => {},
    } as unknown as PostgresPoolClient;
  }

  async end() {}
}

describe.skipIf(!serverUrl)('migrations through a transaction-mode pooler', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const backends = [0, 1, 2].map(() => undefined as unknown as pg.Client);

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'pooler_test');
    for (const i of backends.keys()) {
      backends[i] = new pg.Client({ connectionString: scratch.url });
      // The clean-up's DROP DATABASE ... WITH (FORCE) ends any session still open: not a failure of the run.
      backends[i].on('error', () => undefined);
      await backends[i].connect();
    }
  });
  afterAll(async () => {
    await Promise.all(backends.map((b) => b?.end()));
    await scratch?.drop();
  });

  it('apply every migration and leave no lock behind on any server connection (a leaked one stalls the next deploy)', async () => {
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new TransactionPooler(backends) }) });
    expect((await migrateToLatest(db)).length).toBeGreaterThan(0);
    const held = await backends[0]!.query(
      `select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(held.rows[0].n).toBe(0);
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('name the migration that failed, apply none of the run, and leave no lock behind', async () => {
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new TransactionPooler(backends) }) });
    const failing = {
      ...migrations,
      '9998_fine': { up: async (trx: Kysely<unknown>) => void (await sql`create table fine_before (id int)`.execute(trx)) },
      '9999_broken': { up: async (trx: Kysely<unknown>) => void (await sql`select * from no_such_table`.execute(trx)) },
    };
    await expect(migrateToLatest(db, failing)).rejects.toThrow(/^Migration 9999_broken failed: relation "no_such_table" does not exist/);
    const tables = await backends[0]!.query(`select count(*)::int as n from pg_tables where tablename = 'fine_before'`);
    expect(tables.rows[0].n).toBe(0);
    const held = await backends[0]!.query(
      `select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(held.rows[0].n).toBe(0);
  });
});

describe.skipIf(!serverUrl)("the database's limit on a statement", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'statement_timeout_test');
  });
  afterAll(() => scratch?.drop());

  /** Runs `work` on a new session, as each function instance opens one. */
  async function inNewSession<T>(work: (db: Kysely<unknown>) => Promise<T>): Promise<T> {
    const pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
    pool.on('error', () => undefined); // as above: a session the clean-up ends is no failure
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    try {
      return await work(db);
    } finally {
      await db.destroy();
    }
  }
  const limitOf = async (db: Kysely<unknown>) => Object.values((await sql`show statement_timeout`.execute(db)).rows[0] as object)[0];

  it('is set for every new session (a request that stopped waiting leaves no statement running); a later migration is not limited', async () => {
    await inNewSession((db) => migrateToLatest(db));
    expect(await inNewSession(limitOf)).toBe('10s');
    let duringMigration: unknown;
    const later = { ...migrations, '9999_later': { up: async (trx: Kysely<unknown>) => void (duringMigration = await limitOf(trx)) } };
    expect(await inNewSession((db) => migrateToLatest(db, later))).toEqual(['9999_later']);
    expect(duringMigration).toBe('0');
  });
});
