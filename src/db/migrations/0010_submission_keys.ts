import { type Kysely, sql } from 'kysely';

/** The tables a visitor's form writes to: each row may carry the key of the submission that made it. */
const TABLES = ['applications', 'contacts', 'comments'] as const;

/**
 * A submission's key (src/schemas/submission-key.ts), unique where given: a form's retry after a lost
 * answer finds the row the first attempt stored (src/db/submission-once.ts) instead of adding another.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('submission_key', 'uuid').execute();
    await sql`create unique index ${sql.raw(`${table}_submission_key_key`)} on ${sql.table(table)} (submission_key)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('submission_key').execute();
}
