import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { isDatabaseUnavailable } from './errors';

/** The part of a `pg` (or Neon) pool this wrapper uses. */
interface Pool {
  connect(): Promise<PostgresPoolClient>;
  end(): Promise<void>;
  options: object;
  Client?: PostgresPool['Client'];
}

/**
 * A pool that never hands out a connection the server has closed. A warm function is frozen between
 * requests, so its idle connections cannot learn that the server ended them (Neon suspending an idle
 * compute, a pooler restart, a network drop): a connection idle for `checkAfterIdleMs` or more (a gap
 * in which the function may have been frozen) is first checked with a `select 1`,
 * and a dead one (an error, or no answer within a few seconds) is discarded for a fresh one. Only that
 * check is ever repeated, never a statement of the caller's, so a write is never applied twice; a
 * connection that dies after the check fails its statement, which the API answers with 503.
 */
export class ValidatingPool implements PostgresPool {
  readonly #pool: Pool;
  readonly #attempts: number;
  /** When each connection was last given back: one that has been used before is checked again. */
  readonly #released = new WeakMap<PostgresPoolClient, number>();
  /** Connections given an error listener of ours. */
  readonly #listened = new WeakSet<PostgresPoolClient>();

  /** A check unanswered this long means a connection whose other end is gone without a word. */
  readonly #checkTimeoutMs: number;
  /** Connections given back more recently than this are used unchecked: busy traffic pays nothing. */
  readonly #checkAfterIdleMs: number;

  /** A connection attempt that failed after this long was a timeout, whatever the driver's message. */
  readonly #connectTimeoutMs: number;

  constructor(pool: Pool, { attempts = 3, checkTimeoutMs = 3000, checkAfterIdleMs = 1000, connectTimeoutMs = Infinity } = {}) {
    this.#pool = pool;
    this.#connectTimeoutMs = connectTimeoutMs;
    this.#attempts = attempts;
    this.#checkTimeoutMs = checkTimeoutMs;
    this.#checkAfterIdleMs = checkAfterIdleMs;
  }

  get options(): object {
    return this.#pool.options;
  }

  get Client(): PostgresPool['Client'] {
    return this.#pool.Client;
  }

  async connect(): Promise<PostgresPoolClient> {
    let lastError: unknown;
    for (let attempt = 0; attempt < this.#attempts; attempt++) {
      let client: PostgresPoolClient;
      const started = Date.now();
      try {
        client = await this.#pool.connect();
      } catch (error) {
        // Nothing was sent on a connection that could not be made: trying again is safe, but not after a
        // timeout, which only says the server is not answering (each try would add the whole wait). Neon's
        // client reports its connect timeout as 'Connection terminated unexpectedly', hence the clock.
        const timedOut = isTimeout(error) || Date.now() - started >= this.#connectTimeoutMs;
        if (!isDatabaseUnavailable(error) || timedOut) throw error;
        lastError = error;
        continue;
      }
      if (!this.#listened.has(client)) {
        // A connection that dies while checked out also emits 'error' after its query has failed;
        // the query's failure is what matters, so the event must not crash the process.
        (client as unknown as { on(event: 'error', listener: (error: Error) => void): void }).on('error', (error) =>
          console.error('[db] connection error:', error.message),
        );
        this.#listened.add(client);
      }
      const releasedAt = this.#released.get(client);
      if (releasedAt !== undefined && Date.now() - releasedAt >= this.#checkAfterIdleMs) {
        try {
          await withTimeout(client.query('select 1', []), this.#checkTimeoutMs);
        } catch (error) {
          client.release(true);
          if (!isDatabaseUnavailable(error)) throw error;
          lastError = error;
          continue;
        }
      }
      // A statement that failed for want of the server (a timeout, a cut connection) leaves the
      // connection unusable: it is closed when given back, never handed to the next request.
      // Its later statements (a transaction's rollback) fail at once rather than queue behind the lost one.
      let broken: unknown;
      const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
      client.query = ((...args: unknown[]) =>
        broken
          ? Promise.reject(broken)
          : query(...args).catch((error: unknown) => {
              if (isDatabaseUnavailable(error)) broken = error;
              throw error;
            })) as typeof client.query;
      // pg's pool gives each checkout its own release(); note the time when it is called.
      const release = client.release.bind(client);
      client.release = (destroy?: boolean) => {
        this.#released.set(client, Date.now());
        client.query = query as typeof client.query;
        release(destroy || Boolean(broken));
      };
      return client;
    }
    throw lastError;
  }

  end(): Promise<void> {
    return this.#pool.end();
  }
}

/** True for an error that means waiting ran out (connecting, or a statement), not a refusal. */
function isTimeout(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 'ETIMEDOUT' || (typeof message === 'string' && /timeout/i.test(message));
}

/** Rejects like a dropped connection when a promise has not settled in time. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('Connection check timed out'), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
