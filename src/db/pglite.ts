import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PGliteDialect } from 'kysely';
import type { Database } from './schema';

/** The extensions the migrations create (PostgreSQL and Neon ship them; PGlite loads each it is given). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Opens an embedded PGlite database (in memory when no directory is given, from `dump` when one is) as Kysely. */
export function openPglite(dataDir?: string, dump?: Blob): { db: Kysely<Database>; pglite: PGlite } {
  const pglite = new PGlite({ dataDir, extensions: PGLITE_EXTENSIONS, loadDataDir: dump });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), plugins: [new CamelCasePlugin()] });
  return { db, pglite };
}
