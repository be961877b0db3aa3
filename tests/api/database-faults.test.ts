import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { SERVICE_UNAVAILABLE } from '../../src/api/http';
import { setDb } from '../../src/db/client';
import { connect, CONNECT_TIMEOUT_MS } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import type { Database } from '../../src/db/schema';
import { applicationRequest, validApplication } from '../support/application-request';
import { realPdf } from '../support/files';
import { liftSiteCeilings } from '../support/site-ceilings';
import { createScratchDatabase } from '../support/postgres-admin';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { callApi, sendApi } from '../support/call-api';

/**
 * The database going away under the API: a closed port, a server that stops answering, connections cut
 * in the middle of a request. Every public read and write answers 503 with a clear message, at once or
 * when one of the database client's own timeouts (src/db/connect.ts) fires, stores nothing partial, and
 * works again as soon as the database is back, with no restart. Which failure ended a request is read
 * from the error the API logs with its 503 (src/api/http.ts errorResponse), never from the time it took.
 * Needs a real PostgreSQL server (TEST_DATABASE_URL), reached through a TCP proxy the test breaks.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

/** How the drivers word each timeout of src/db/connect.ts in the error that ends the request. */
const TIMEOUT_MESSAGES = {
  /** pg's query_timeout (QUERY_TIMEOUT_MS) ran out: a statement the server never answered. */
  query: 'Query read timeout',
  /** pg's client gave up making a connection (CONNECT_TIMEOUT_MS). */
  pgConnect: 'timeout expired',
  /** Neon's client words its own connect timeout (CONNECT_TIMEOUT_MS) so (src/db/validating-pool.ts). */
  neonConnect: 'Connection terminated unexpectedly',
} as const;
/**
 * Far beyond every timeout of src/db/connect.ts, inside the test's own: a request still unanswered then
 * means none of them fired. A guard against hanging, not a measure of the answer.
 */
const NO_ANSWER_GUARD_MS = 20_000;

describe.skipIf(!serverUrl)('database faults', () => {
  let proxy: TcpProxy;
  let scratch: { url: string; drop(): Promise<void> };
  let db: Kysely<Database>;
  let proxiedUrl: string;
  /** A connection that does not go through the proxy: to look at what was stored, and to kill backends. */
  let direct: pg.Client;
  let postId = 0;
  let n = 0;
  const ip = () => `198.51.100.${++n % 250}`;

  const count = async (table: string) => Number((await direct.query(`select count(*) from ${table}`)).rows[0].count);
  const requests = {
    'GET /api/jobs': () => callApi('/api/jobs'),
    'GET /api/blog/{slug}': () => callApi('/api/blog/faults'),
    'GET /api/comments/{id}': () => callApi(`/api/comments/${postId}`),
    'POST /api/contacts': () =>
      callApi(
        '/api/contacts',
        {
          method: 'POST',
          json: { name: 'Faults', email: 'faults@example.com', subject: 'general', message: 'Sent while the database was away.' },
        },
        { ip: ip() },
      ),
    'POST /api/comments': () =>
      callApi(
        '/api/comments',
        {
          method: 'POST',
          json: {
            blogPostId: postId,
            authorName: 'Faults',
            authorEmail: 'faults@example.com',
            content: 'A comment sent while the database was away.',
          },
        },
        { ip: ip() },
      ),
    'POST /api/applications': () => sendApi(applicationRequest(validApplication, { data: realPdf() }), { ip: ip() }),
  };
  const stored = async () => ({
    contacts: await count('contacts'),
    comments: await count('comments'),
    applications: await count('applications'),
    cvFiles: await count('cv_files'),
  });

  /**
   * Sends a request that must be answered 503 with the API's message, and returns the failure behind it:
   * the one error the API logged as 'database unavailable' (a refused or cut connection, or which timeout).
   */
  async function expectUnavailable(request: () => Response | Promise<Response>): Promise<Error> {
    const log = vi.spyOn(console, 'error');
    let guard: NodeJS.Timeout | undefined;
    try {
      const unanswered = new Promise<never>((_, reject) => {
        guard = setTimeout(
          () => reject(new Error(`no answer after ${NO_ANSWER_GUARD_MS} ms: none of the database client's timeouts fired`)),
          NO_ANSWER_GUARD_MS,
        );
      });
      const res = await Promise.race([request(), unanswered]);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBeTruthy();
      expect(await res.json()).toEqual({ message: SERVICE_UNAVAILABLE });
      const causes = log.mock.calls.filter(([label]) => label === '[api] database unavailable:').map(([, error]) => error);
      expect(causes).toHaveLength(1);
      expect(causes[0]).toBeInstanceOf(Error);
      return causes[0] as Error;
    } finally {
      clearTimeout(guard);
      log.mockRestore();
    }
  }

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'faults_test');
    const target = new URL(scratch.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(scratch.url);
    proxied.host = proxy.address;
    proxiedUrl = proxied.href;
    // The production query timeout's mechanism with a shorter wait (QUERY_TIMEOUT_MS is 5 s): six tests wait it out.
    db = connect({ url: proxiedUrl, driver: 'pg', maxConnections: 10, queryTimeoutMs: 2000 });
    await migrateToLatest(db);
    setDb(db);
    direct = new pg.Client({ connectionString: scratch.url });
    await direct.connect();
    postId = (
      await db
        .insertInto('blogPosts')
        .values({ title: 'Faults', slug: 'faults', content: 'Body', author: 'A', publishedAt: new Date(Date.now() - 86_400_000) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }, 60_000);
  afterAll(async () => {
    setDb(undefined);
    await direct?.end();
    await db?.destroy();
    await proxy?.stop();
    await scratch?.drop();
  });
  beforeEach(async () => {
    proxy.mode = 'forward';
    await direct.query(
      'delete from contacts; delete from comments; delete from cv_files; delete from applications; delete from rate_limits',
    );
  });

  /** Every request answers normally again, on the same pool. */
  async function expectRecovered() {
    for (const [name, request] of Object.entries(requests)) expect((await request()).status, name).toBeLessThan(300);
  }

  it.each(Object.keys(requests))('%s answers 503 at once when the port is closed, stores nothing, and recovers', async (name) => {
    const request = requests[name as keyof typeof requests];
    expect((await request()).status).toBeLessThan(300); // warm: the pool holds connections
    const before = await stored();
    proxy.cut();
    await proxy.closePort();
    try {
      // At once: the failure is the connection's own (cut, or refused), not a timeout waited out.
      const cause = await expectUnavailable(request);
      expect(cause.message).not.toMatch(/time(d)? ?out|expired/i);
      expect(await stored()).toEqual(before);
    } finally {
      await proxy.openPort();
    }
    await expectRecovered();
  });

  it.each(Object.keys(requests))(
    '%s answers 503 once its statement times out when the server stops answering, and recovers',
    async (name) => {
      const request = requests[name as keyof typeof requests];
      expect((await request()).status).toBeLessThan(300); // warm: the pool holds connections
      const before = await stored();
      proxy.mode = 'silent';
      // The warm connection is reused, so its statement is sent and the query timeout ends the wait; had the
      // connection idled long enough to be checked first (src/db/validating-pool.ts), the check fails and
      // a new connection's connect timeout does. Never the pool's far longer wait, nor nothing at all.
      const cause = await expectUnavailable(request);
      expect([TIMEOUT_MESSAGES.query, TIMEOUT_MESSAGES.pgConnect]).toContain(cause.message);
      expect(await stored()).toEqual(before);
      proxy.mode = 'forward';
      proxy.cut();
      await expectRecovered();
    },
  );

  // Both drivers: Neon's Pool sets its own Client class after taking the options, so a timeout given
  // through them was silently lost in production.
  it.each(['pg', 'neon'] as const)(
    'gives up making a connection to a silent server after its own timeout, not the wait for a free one (%s)',
    async (driver) => {
      const cold = connect({ url: proxiedUrl, driver, neonWsProxy: inject('neonWsProxy'), maxConnections: 2 });
      setDb(cold);
      proxy.mode = 'silent';
      try {
        const cause = await expectUnavailable(requests['GET /api/jobs']);
        // The connect timeout's error, not that of the pool's wait for a free connection (POOL_WAIT_MS: 'timeout
        // exceeded when trying to connect'). The
        // silent proxy ends nothing itself, so Neon's 'terminated' can only be its client giving up.
        expect(cause.message).toBe(driver === 'pg' ? TIMEOUT_MESSAGES.pgConnect : TIMEOUT_MESSAGES.neonConnect);
      } finally {
        proxy.mode = 'forward';
        setDb(db);
        await cold.destroy();
      }
    },
  );

  it.each([
    ['POST /api/contacts', 'contacts'],
    ['POST /api/comments', 'comments'],
    ['POST /api/applications', 'cv_files'],
  ] as const)('%s answers 503 and stores nothing when its connection is killed mid-request', async (name, lockedTable) => {
    const before = await stored();
    // Hold the table the write needs, so the request is certainly mid-way when its backend is killed.
    const locker = new pg.Client({ connectionString: scratch.url });
    await locker.connect();
    await locker.query(`begin; lock table ${lockedTable} in access exclusive mode`);
    try {
      const pending = requests[name]();
      const dbName = new URL(scratch.url).pathname.slice(1);
      // Wait until the request's statement is waiting for the lock, then end its backend.
      for (;;) {
        const { rows } = await direct.query(
          `select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and pid <> $2`,
          [dbName, (locker as unknown as { processID: number }).processID],
        );
        if (rows.length) {
          await direct.query('select pg_terminate_backend($1)', [rows[0].pid]);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const res = await pending;
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ message: SERVICE_UNAVAILABLE });
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    expect(await stored()).toEqual(before);
    await expectRecovered();
  });
});

describe.skipIf(!serverUrl)('many at once', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let db: Kysely<Database>;
  let postId = 0;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'concurrency_test');
    db = connect({ url: scratch.url, driver: 'pg', maxConnections: 10 });
    await migrateToLatest(db);
    setDb(db);
    // 200 applications and 500 comments at once: more than the site takes in an hour.
    await liftSiteCeilings(db);
    postId = (
      await db
        .insertInto('blogPosts')
        .values({ title: 'Busy', slug: 'busy', content: 'Body', author: 'A', publishedAt: new Date(Date.now() - 86_400_000) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }, 60_000);
  afterAll(async () => {
    setDb(undefined);
    await db?.destroy();
    await scratch?.drop();
  });

  it('200 concurrent applications with CVs: every one stored exactly once, with its own file', async () => {
    const pdf = realPdf();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        sendApi(applicationRequest({ ...validApplication, email: `applicant${i}@example.com` }, { data: pdf }), {
          ip: `10.1.${i >> 8}.${i & 255}`,
        }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(200).fill(201));
    const rows = await db
      .selectFrom('applications')
      .innerJoin('cvFiles', 'cvFiles.applicationId', 'applications.id')
      .select(['email'])
      .execute();
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((row) => row.email)).size).toBe(200);
  }, 120_000);

  it('a request that finds every connection busy for longer than a connect timeout waits for one, not failing as if the database were down', async () => {
    const one = connect({ url: scratch.url, driver: 'pg', maxConnections: 1 });
    setDb(one);
    try {
      let release!: () => void;
      const holding = new Promise<void>((resolve) => {
        release = resolve;
      });
      const held = new Promise<void>((resolve) => {
        void one.transaction().execute(async () => {
          resolve();
          await holding;
        });
      });
      await held;
      const answer = callApi('/api/jobs');
      // The scenario itself: the one connection stays busy past the connect timeout.
      await new Promise((resolve) => setTimeout(resolve, CONNECT_TIMEOUT_MS + 1000));
      release();
      expect((await answer).status).toBe(200);
    } finally {
      setDb(db);
      await one.destroy();
    }
  });

  it('500 concurrent comments: every one stored exactly once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        callApi(
          '/api/comments',
          {
            method: 'POST',
            json: {
              blogPostId: postId,
              authorName: `Reader ${i}`,
              authorEmail: `reader${i}@example.com`,
              content: `Comment number ${i} on the post.`,
            },
          },
          { ip: `10.2.${i >> 8}.${i & 255}` },
        ),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(500).fill(201));
    const rows = await db.selectFrom('comments').select(['authorEmail']).execute();
    expect(rows).toHaveLength(500);
    expect(new Set(rows.map((row) => row.authorEmail)).size).toBe(500);
  }, 120_000);
});
