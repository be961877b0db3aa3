import pg from 'pg';
import { inject } from 'vitest';

/** Runs one query on the database behind the preview site (to check what a visitor's action stored). */
export async function queryPreviewDatabase<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
