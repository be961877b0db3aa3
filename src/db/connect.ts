import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import type { Pool as NeonPool } from '@neondatabase/serverless';
import type pg from 'pg';
import { readEnv, type EnvSource } from '../config/env';
import type { Database } from './schema';
import { ValidatingPool } from './validating-pool';

export type Driver = 'neon' | 'pg';

export interface ConnectOptions {
  /** A postgres:// URL. */
  url: string;
  /** Which client speaks to it; by default Neon's for *.neon.tech hosts and `pg` for any other. */
  driver?: Driver;
  /** host:port of a local WebSocket-to-TCP proxy, so the Neon driver can reach a plain PostgreSQL (tests). */
  neonWsProxy?: string;
  /** Pool size; small by default because serverless functions each hold their own pool. */
  maxConnections?: number;
  /**
   * How long a statement may go unanswered before it fails as 'database unavailable' (503), in ms; 0 for
   * no limit (migrations and scripts). A server that stops answering must not hold a visitor's request
   * until the function itself is killed.
   */
  queryTimeoutMs?: number;
}

/** A connection not made in this time is a server that is not answering: the API says 503 at once. */
export const CONNECT_TIMEOUT_MS = 3000;
/**
 * How long a request waits for a free connection while all of the pool's are busy. A burst queues rather
 * than failing as if the server were down (`preview` serves every request from one process); inside a
 * function's 10 s.
 */
export const POOL_WAIT_MS = 8000;
/** Far above any statement of a request (milliseconds each), well inside a function's 10 s. */
export const QUERY_TIMEOUT_MS = 5000;

/** Picks the driver a URL implies. */
export function driverFor(url: string): Driver {
  const host = new URL(url).hostname;
  return host.endsWith('.neon.tech') ? 'neon' : 'pg';
}

/** Opens a Kysely database over PostgreSQL through the Neon serverless driver or `pg`. */
export function connect({
  url,
  driver = driverFor(url),
  neonWsProxy,
  maxConnections = 5,
  queryTimeoutMs = QUERY_TIMEOUT_MS,
}: ConnectOptions): Kysely<Database> {
  // query_timeout is the client's own clock (no server setting, which Neon's pooler might refuse).
  // The pool's connectionTimeoutMillis bounds the wait for a free connection; each client gets its own
  // shorter one for making a connection.
  const poolOptions = {
    connectionString: url,
    max: maxConnections,
    allowExitOnIdle: true,
    connectionTimeoutMillis: POOL_WAIT_MS,
    query_timeout: queryTimeoutMs || undefined,
  };
  // Only the driver the URL needs is loaded, on the first query: a function never loads both.
  const createPool = async (): Promise<ValidatingPool> => {
    let pool: pg.Pool | NeonPool;
    if (driver === 'neon') {
      const { Client: NeonClient, Pool, neonConfig } = await import('@neondatabase/serverless');
      if (neonWsProxy) {
        neonConfig.wsProxy = (host, port) => `${neonWsProxy}/v1?address=${host}:${port}`;
        neonConfig.useSecureWebSocket = false;
        neonConfig.pipelineTLS = false;
        neonConfig.pipelineConnect = false;
      }
      const neonPool = new Pool(poolOptions);
      // NeonPool's constructor sets this.Client after reading the options, so a Client passed in them is lost.
      neonPool.Client = withConnectTimeout(NeonClient);
      pool = neonPool;
    } else {
      const { default: pg } = await import('pg');
      pool = new pg.Pool({ ...poolOptions, Client: withConnectTimeout(pg.Client) });
    }
    // An idle client that loses its connection must not crash the process; the next query reconnects.
    pool.on('error', (err: Error) => console.error('[db] idle client error:', err.message));
    return new ValidatingPool(pool as pg.Pool, { connectTimeoutMs: CONNECT_TIMEOUT_MS });
  };
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPool }), plugins: [new CamelCasePlugin()] });
}

/** A client class whose connections are given up after CONNECT_TIMEOUT_MS, whatever the pool's wait. */
// A mixin's constructor must take any[] (TS2545).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function withConnectTimeout<C extends new (...args: any[]) => object>(Base: C): C {
  return class extends Base {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    constructor(...args: any[]) {
      super({ ...args[0], connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    }
  };
}

/** Connection options read from the environment (DATABASE_URL, DATABASE_DRIVER, NEON_WS_PROXY). */
export function connectOptionsFromEnv(env: EnvSource = process.env): ConnectOptions | undefined {
  const { DATABASE_URL: url, DATABASE_DRIVER: driver, NEON_WS_PROXY } = readEnv(['DATABASE_URL', 'DATABASE_DRIVER', 'NEON_WS_PROXY'], env);
  if (!url) return undefined;
  // The driver is read from the URL unless given (driverFor): checked here so the error names the variable,
  // not with the URL parser's own error, which quotes it whole, password included, into a build log. With
  // DATABASE_DRIVER given, pg reads forms a URL cannot (a socket path) itself.
  if (!driver && !URL.canParse(url)) throw new Error('DATABASE_URL is not a valid URL (expected postgresql://user:password@host/database)');
  return { url, driver, neonWsProxy: NEON_WS_PROXY };
}
