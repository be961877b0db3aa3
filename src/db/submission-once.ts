import type { Kysely } from 'kysely';
import type { Database } from './schema';

type KeyedTable = 'applications' | 'contacts' | 'comments' | 'jobs' | 'registrations';

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * Stores a submission (a visitor's form, the admin's Add Job) once per key: runs `store`, and when it
 * fails because a row with this submission key exists (the retry of a request whose answer was lost, or
 * both at once), returns that row's id instead. The first row stays as it was stored, with its mail;
 * nothing of the retry is kept.
 */
export async function oncePerSubmission(
  db: Kysely<Database>,
  table: KeyedTable,
  key: string | undefined,
  store: () => Promise<number>,
): Promise<number> {
  try {
    return await store();
  } catch (error) {
    if (!key || !isUniqueViolation(error)) throw error;
    const first = await db.selectFrom(table).select('id').where('submissionKey', '=', key).executeTakeFirst();
    if (!first) throw error;
    return first.id;
  }
}
