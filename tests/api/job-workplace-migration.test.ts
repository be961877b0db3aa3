import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import { openPglite } from '../../src/db/pglite';
import type { Database } from '../../src/db/schema';
import { createScratchDatabase } from '../support/postgres-admin';

/** Migration 0022 on jobs made before it: the type Remote becomes the workplace remote, the rest on-site. */
const MIGRATION = '0022_job_workplace_advert';
const earlier = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < MIGRATION));

let db: Kysely<Database>;
let drop: (() => Promise<void>) | undefined;
const before = new Map<string, { id: number; updatedAt: Date }>();

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'workplace_migration');
    db = connect({ url: scratch.url, driver: 'neon', neonWsProxy: inject('neonWsProxy'), maxConnections: 2 });
    drop = () => scratch.drop();
  } else {
    db = openPglite().db;
  }
  await migrateToLatest(db, earlier);
  for (const type of ['Full-time', 'Part-time', 'Contract', 'Remote'] as const) {
    const row = await db
      .insertInto('jobs')
      .values({ title: type, company: 'Acme Ltd', location: 'Exeter', type, description: 'Sell.', requirements: 'A degree' })
      .returning(['id', 'updatedAt'])
      .executeTakeFirstOrThrow();
    before.set(type, row);
  }
  await migrateToLatest(db);
});
afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

describe('migration 0022 on existing jobs', () => {
  it.each([
    ['Full-time', 'on-site'],
    ['Part-time', 'on-site'],
    ['Contract', 'on-site'],
    ['Remote', 'remote'],
  ])('makes a %s job %s, leaving its updated_at as it was', async (type, workplace) => {
    const { id, updatedAt } = before.get(type)!;
    const row = await db.selectFrom('jobs').select(['workplace', 'updatedAt']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.workplace).toBe(workplace);
    expect(row.updatedAt.toISOString()).toBe(updatedAt.toISOString());
  });

  it('keeps a job of the type Remote remote, whoever writes to the database', async () => {
    await expect(sql`update jobs set workplace = 'hybrid' where id = ${before.get('Remote')!.id}`.execute(db)).rejects.toThrow(
      /jobs_remote_type_workplace/,
    );
  });
});
