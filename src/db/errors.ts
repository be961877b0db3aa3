/** Raised when no database is configured; the API answers it with 503. */
export class DatabaseNotConfiguredError extends Error {
  constructor() {
    super('DATABASE_URL is not set. Start the site with `npm run dev`, which provides the embedded database.');
    this.name = 'DatabaseNotConfiguredError';
  }
}

/** Network failures of a database client (pg, Neon's WebSocket driver) and Postgres's own refusals. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);
/** SQLSTATE class 08 (connection exception) and the "server is not accepting work" codes. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
// 'Query read timeout': pg's query_timeout ran out (src/db/connect.ts), a server that stopped answering;
// 'timeout expired': a client's own connect timeout did (src/db/connect.ts).
const UNAVAILABLE_MESSAGE =
  /connection terminated|timeout exceeded when trying to connect|^timeout expired$|connect ECONNREFUSED|websocket|socket hang up|not queryable|terminating connection|query read timeout|not currently accepting connections/i;

/** True when an error means the database cannot be reached, as opposed to a bug or bad data. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (e instanceof DatabaseNotConfiguredError) return true;
    // The Neon driver rejects with the WebSocket's DOM error event when it cannot connect.
    if (typeof Event !== 'undefined' && e instanceof Event) return true;
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    // AggregateError from a connect() that tried several addresses.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
