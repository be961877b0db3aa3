import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The tables whose rows belong to a person (their `person_id`): while one holds a row, the person is kept.
 * An introduction too: the record regulation 29 asks for names the person (docs/decisions/introductions.md).
 */
const PERSON_RECORD_TABLES = ['applications', 'contacts', 'job_alert_subscriptions', 'registrations', 'introductions'] as const;

/** A `people` row none of whose records is left (snake_case SQL, for retention's batches and the erasure). */
export const personWithoutRecords = sql<boolean>`(${sql.join(
  PERSON_RECORD_TABLES.map((table) => sql`not exists (select 1 from ${sql.table(table)} r where r.person_id = people.id)`),
  sql` and `,
)})`;

/**
 * Deletes the people of `ids` left with no record, with their addresses and identifiers (cascade): once an
 * erasure has removed a person's last record, nothing of them stays (docs/decisions/people.md). Returns how many went.
 */
export async function deletePeopleWithoutRecords(db: Kysely<Database>, ids: readonly number[]): Promise<number> {
  if (!ids.length) return 0;
  const result = await db.deleteFrom('people').where('id', 'in', ids).where(personWithoutRecords).executeTakeFirst();
  return Number(result.numDeletedRows);
}
