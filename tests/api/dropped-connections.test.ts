import { Pool as NeonPool } from '@neondatabase/serverless';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '../../src/abuse/rate-limit';
import { setDb } from '../../src/db/client';
import { connect } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import type { Database } from '../../src/db/schema';
import { startNeonWsProxy, type NeonWsProxy } from '../support/neon-ws-proxy';
import { createScratchDatabase } from '../support/postgres-admin';
import { inOneRateWindow } from '../support/rate-window';
import { callApi } from '../support/call-api';

/**
 * A warm function's connections can be closed by the server while the function is frozen (Neon
 * suspends idle computes). The next request must be answered normally, and a write applied once.
 * Needs a real PostgreSQL server (TEST_DATABASE_URL): the Neon driver reaches it through a proxy that
 * can play the frozen function.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('connections the database dropped (Neon driver path)', () => {
  let proxy: NeonWsProxy;
  let scratch: { url: string; drop(): Promise<void> };
  let db: Kysely<Database>;
  const enquiry = {
    name: 'Dropped',
    email: 'dropped@example.com',
    subject: 'general',
    message: 'Sent after the server closed our connections.',
  };
  const read = () => callApi('/api/jobs');
  const write = (ip: string) => callApi('/api/contacts', { method: 'POST', json: enquiry }, { ip });
  const stored = async () => (await db.selectFrom('contacts').select('id').execute()).length;

  /** Longer than the pool's idle time before a check: the gap in which a function may have been frozen. */
  const frozenFor = () => new Promise((resolve) => setTimeout(resolve, 1100));

  /** Ends every server process serving the app's database, as a compute suspension does; returns how many. */
  async function terminateBackends(): Promise<number> {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [new URL(scratch.url).pathname.slice(1)],
      );
      expect(rows.length).toBeGreaterThan(0);
      return rows.length;
    } finally {
      await admin.end();
    }
  }

  beforeAll(async () => {
    proxy = await startNeonWsProxy();
    scratch = await createScratchDatabase(serverUrl!, 'dropped_test');
    db = connect({ url: scratch.url, driver: 'neon', neonWsProxy: proxy.address, maxConnections: 3 });
    await migrateToLatest(db);
    setDb(db);
  });
  afterAll(async () => {
    setDb(undefined);
    await db?.destroy();
    await proxy?.close();
    await scratch?.drop();
  });
  beforeEach(async () => {
    proxy.freeze(false);
    await db.deleteFrom('contacts').execute();
    await db.deleteFrom('rateLimits').execute();
  });

  it('answers a read normally after every connection was closed while frozen', async () => {
    expect((await read()).status).toBe(200);
    proxy.freeze();
    await terminateBackends();
    await frozenFor();
    expect((await read()).status).toBe(200);
  });

  it('applies a write exactly once after every connection was closed while frozen', async () => {
    await inOneRateWindow(15_000);
    expect((await write('198.51.100.20')).status).toBe(201);
    proxy.freeze();
    await terminateBackends();
    await frozenFor();
    expect((await write('198.51.100.20')).status).toBe(201);
    expect(await stored()).toBe(2);
    // The client's count, over the minutes of its sliding window that the test spans.
    const counted = await db
      .selectFrom('rateLimits')
      .select((eb) => eb.fn.sum<string>('hits').as('hits'))
      .where('bucket', '=', RATE_LIMITS.contacts.bucket)
      .executeTakeFirstOrThrow();
    expect(Number(counted.hits)).toBe(2);
  });

  it('answers normally when the connections were closed while awake', async () => {
    expect((await read()).status).toBe(200);
    // Awake, the process hears of each closed connection (its 'error' event, which the pool logs) before
    // the next request: wait for that, as a busy machine may take a moment to deliver it.
    const logged = vi.spyOn(console, 'error');
    const closed = await terminateBackends();
    await vi.waitFor(
      () => expect(logged.mock.calls.filter(([m]) => String(m).startsWith('[db] connection error')).length).toBeGreaterThanOrEqual(closed),
      { timeout: 10_000 },
    );
    logged.mockRestore();
    expect((await read()).status).toBe(200);
    expect((await write('198.51.100.21')).status).toBe(201);
    expect(await stored()).toBe(1);
  });

  it('is a real failure without the check: a plain pool fails its next query', async () => {
    const plain = new NeonPool({ connectionString: scratch.url, max: 1 });
    plain.on('error', () => undefined);
    try {
      await plain.query('select 1');
      proxy.freeze();
      await terminateBackends();
      await expect(plain.query('select 1')).rejects.toThrow();
    } finally {
      await plain.end().catch(() => undefined);
    }
  });
});
