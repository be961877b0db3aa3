import type { Kysely } from 'kysely';
import { connect, connectOptionsFromEnv } from './connect';
import { DatabaseNotConfiguredError } from './errors';
import type { Database } from './schema';

let current: Kysely<Database> | undefined;

/** The process-wide database, opened on first use from the environment. */
export function getDb(): Kysely<Database> {
  if (!current) {
    const options = connectOptionsFromEnv();
    if (!options) throw new DatabaseNotConfiguredError();
    current = connect(options);
  }
  return current;
}

/** Replaces the process-wide database (tests, scripts); returns the previous one. */
export function setDb(db: Kysely<Database> | undefined): Kysely<Database> | undefined {
  const previous = current;
  current = db;
  return previous;
}
