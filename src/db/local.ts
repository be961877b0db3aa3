import type { Kysely } from 'kysely';
import { connect, connectOptionsFromEnv } from './connect';
import { openPglite } from './pglite';
import type { Database } from './schema';

/** Where the embedded database keeps its files when no DATABASE_URL is set (git-ignored). */
export const EMBEDDED_DATA_DIR = process.env.EMBEDDED_DATA_DIR || '.data/pglite';

/**
 * The database a command-line script should use: DATABASE_URL if set, else the embedded data directory.
 * No statement time limit: a migration may rightly take long.
 */
export function openScriptDatabase(): Kysely<Database> {
  const options = connectOptionsFromEnv();
  return options ? connect({ ...options, queryTimeoutMs: 0 }) : openPglite(EMBEDDED_DATA_DIR).db;
}
