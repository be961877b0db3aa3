import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

/** Rows of every table whose text (bytea as hex) contains the needle (any case), by table: what an erasure must leave empty. */
export async function tablesContaining(db: Kysely<Database>, needle: string): Promise<Record<string, number>> {
  const tables = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = 'public'`.execute(db);
  const hex = Buffer.from(needle).toString('hex');
  const found: Record<string, number> = {};
  for (const { tablename } of tables.rows) {
    const { rows } = await sql<{
      n: string;
    }>`select count(*) as n from ${sql.table(tablename)} as t where position(${needle.toLowerCase()} in lower(t::text)) > 0 or position(${hex} in t::text) > 0`.execute(
      db,
    );
    if (Number(rows[0].n) > 0) found[tablename] = Number(rows[0].n);
  }
  return found;
}
