import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { connect } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { csvStream } from '../src/exports/csv';
import { EXPORT_DATASETS, exportRows } from '../src/exports/datasets';
import { benchServerUrl } from '../scripts/bench/scratch-database';
import { createScratchDatabase } from '../tests/support/postgres-admin';

/**
 * The applications CSV export (what GET /api/admin/export/applications/csv streams) of 500 and of
 * 50,000 applications, each with a 1 KB bio: time, bytes, and the server's memory while it streams
 * (the most the heap and RSS grew above where they started, sampled at every chunk). Needs PostgreSQL
 * at TEST_DATABASE_URL or 127.0.0.1:5432.
 */
const SIZES = [500, 50_000] as const;
const databases = new Map<number, { db: Kysely<Database>; drop(): Promise<void> }>();

beforeAll(async () => {
  for (const size of SIZES) {
    const scratch = await createScratchDatabase(benchServerUrl, `bench_exports_${size}`);
    const db = connect({ url: scratch.url, driver: 'pg', maxConnections: 2 });
    await migrateToLatest(db);
    await sql`
      insert into applications (first_name, last_name, email, phone, degree, interest, bio, cv_file_name, consent)
      select 'Zoë ' || i, 'O''Brien, "Jr"', 'candidate' || i || '@example.com', '+44 7700 ' || lpad(i::text, 6, '0'), 'bachelor', 'b2b',
             repeat('Psychology graduate, £28,000 expected; ', 26), 'CV ' || i || '.pdf', true
      from generate_series(1, ${size}) as i`.execute(db);
    databases.set(size, { db, drop: async () => (await db.destroy(), await scratch.drop()) });
  }
});
afterAll(async () => {
  for (const { drop } of databases.values()) await drop();
});

// A garbage collection on demand, so the heap measured is what the export keeps alive, not garbage
// the collector has not reached yet.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * Streams one export to nowhere; returns its size and how far the live heap (after a collection, every
 * 200 chunks) and the RSS rose above where they started.
 */
async function exportOnce(db: Kysely<Database>, measure = false) {
  const dataset = EXPORT_DATASETS.applications;
  if (measure) gc();
  const start = process.memoryUsage();
  let peakHeap = start.heapUsed;
  let peakRss = start.rss;
  let bytes = 0;
  let chunks = 0;
  for await (const chunk of csvStream(exportRows(db, dataset), dataset.columns) as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    if (measure && ++chunks % 200 === 0) {
      gc();
      const now = process.memoryUsage();
      peakHeap = Math.max(peakHeap, now.heapUsed);
      peakRss = Math.max(peakRss, now.rss);
    }
  }
  return { bytes, heapGrowth: peakHeap - start.heapUsed, rssGrowth: peakRss - start.rss };
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

describe('applications CSV export, streamed from PostgreSQL', () => {
  for (const size of SIZES) {
    test(`${size} rows`, async ({ bench }) => {
      const { db } = databases.get(size)!;
      const measured = await exportOnce(db, true);
      console.log(
        `[exports] ${size} rows: ${mb(measured.bytes)} of CSV; live heap grew at most ${mb(measured.heapGrowth)}, RSS ${mb(measured.rssGrowth)}`,
      );
      await bench(`export ${size} applications`, async () => {
        await exportOnce(db);
      }).run({ iterations: size > 1000 ? 3 : 20, time: 0, warmup: false });
    });
  }
});
