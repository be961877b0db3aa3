import type { Kysely } from 'kysely';
import { connect, connectOptionsFromEnv } from './connect';
import type { Database } from './schema';

let current: Kysely<Database> | undefined;

/** Raised when no database is configured; the API answers it with 503. */
export class DatabaseNotConfiguredError extends Error {
  constructor() {
    super('DATABASE_URL is not set. Start the site with `npm run dev`, which provides the embedded database.');
    this.name = 'DatabaseNotConfiguredError';
  }
}

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
