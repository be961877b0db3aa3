import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Tables whose rows the admin deletes by their serial id. */
type TableWithId = 'jobs' | 'applications' | 'contacts';

/** Deletes one row by id; false when there was none. */
export async function deleteById(db: Kysely<Database>, table: TableWithId, id: number): Promise<boolean> {
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
