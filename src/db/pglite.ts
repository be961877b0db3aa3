import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PGliteDialect } from 'kysely';
import type { Database } from './schema';

/** Opens an embedded PGlite database (in memory when no directory is given) as Kysely. */
export function openPglite(dataDir?: string): { db: Kysely<Database>; pglite: PGlite } {
  const pglite = new PGlite(dataDir);
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), plugins: [new CamelCasePlugin()] });
  return { db, pglite };
}
