import { CamelCasePlugin, Kysely, PostgresDialect, sql, type PostgresPool } from 'kysely';
import { Pool as NeonPool } from '@neondatabase/serverless';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { connect } from '../src/db/connect';
import type { Database } from '../src/db/schema';
import { ValidatingPool } from '../src/db/validating-pool';
import { startNeonWsProxy, type NeonWsProxy } from '../tests/support/neon-ws-proxy';
import { createScratchDatabase } from '../tests/support/postgres-admin';

/**
 * What checking a reused connection costs (src/db/validating-pool.ts): one query through the Neon
 * driver (WebSocket proxy to the local PostgreSQL) with and without the check. Needs PostgreSQL at
 * TEST_DATABASE_URL or 127.0.0.1:5432. On Neon the check costs one round trip to the pooler.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let proxy: NeonWsProxy;
let scratch: { url: string; drop(): Promise<void> };
let checked: Kysely<Database>;
let alwaysChecked: Kysely<Database>;
let plain: Kysely<Database>;

beforeAll(async () => {
  proxy = await startNeonWsProxy();
  scratch = await createScratchDatabase(serverUrl, 'bench_connections');
  checked = connect({ url: scratch.url, driver: 'neon', neonWsProxy: proxy.address, maxConnections: 1 });
  // The same driver and pool settings without the check (connect() has set up the proxy for Neon).
  const neonPool = () => {
    const pool = new NeonPool({ connectionString: scratch.url, max: 1 });
    pool.on('error', () => undefined); // the proxy closing at the end
    return pool;
  };
  const kysely = (pool: PostgresPool) => new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  plain = kysely(neonPool() as never);
  // What the check itself costs: every reuse checked, as after every idle second.
  alwaysChecked = kysely(new ValidatingPool(neonPool() as never, { checkAfterIdleMs: 0 }));
});
afterAll(async () => {
  await checked?.destroy();
  await alwaysChecked?.destroy();
  await plain?.destroy();
  await proxy?.close();
  await scratch?.drop();
});

describe('a query on a reused connection (Neon driver, local proxy)', () => {
  test('without the liveness check', async ({ bench }) => {
    await bench('plain pool', async () => {
      await sql`select 1`.execute(plain);
    }).run();
  });
  test('the app pool under steady traffic (reused within a second: unchecked)', async ({ bench }) => {
    await bench('validating pool, busy', async () => {
      await sql`select 1`.execute(checked);
    }).run();
  });
  test('the check itself (a reuse after an idle second)', async ({ bench }) => {
    await bench('validating pool, check + query', async () => {
      await sql`select 1`.execute(alwaysChecked);
    }).run();
  });
});
