import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** An edit made from a copy of a row that has changed since it was read (another tab saved first). */
export class EditConflictError extends Error {
  constructor() {
    super('It was changed in another tab or window after this copy was opened');
    this.name = 'EditConflictError';
  }
}

/**
 * The condition that a row is still the version its editor read: its updated_at (kept by a trigger on
 * every update) to the millisecond, as JSON carried it to the browser.
 */
export const unchangedSince = (version: Date) => sql<boolean>`date_trunc('milliseconds', updated_at) = ${version}`;

/**
 * After an update conditional on `version` changed nothing: throws EditConflictError when the row is still
 * there (so it was changed), and returns quietly when it is gone (the caller's "not found").
 */
export async function refuseIfStillThere(db: Kysely<Database>, table: 'jobs' | 'blogPosts', id: number): Promise<void> {
  if (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) throw new EditConflictError();
}
