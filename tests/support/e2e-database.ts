import pg from 'pg';
import { inject } from 'vitest';
import { PURGE_PATH } from '../../scripts/preview/cdn-cache';

/**
 * Runs one query on the database behind the preview site (to check what a visitor's action stored, or to
 * set up what a test needs). A change made this way bypasses the site, so, as anyone editing production's
 * database by hand must, it then purges the CDN's copies of public reads.
 */
export async function queryPreviewDatabase<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const result = await client.query<T>(text, values);
    if (result.command !== 'SELECT') await purgePreviewCdn();
    return result.rows;
  } finally {
    await client.end();
  }
}

/** Empties preview's CDN, as Netlify's purge API would. */
export async function purgePreviewCdn(): Promise<void> {
  const res = await fetch(inject('baseUrl') + PURGE_PATH, {
    method: 'POST',
    headers: { authorization: `Bearer ${inject('cdnPurgeToken')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ cache_tags: [] }),
  });
  if (res.status !== 202) throw new Error(`preview's CDN purge answered ${res.status}`);
}
