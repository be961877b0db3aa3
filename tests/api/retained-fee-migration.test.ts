import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import { openPglite } from '../../src/db/pglite';
import type { Database } from '../../src/db/schema';
import { insertIntroduction } from '../support/introductions';
import { createScratchDatabase } from '../support/postgres-admin';

/** Migration 0047 on briefs confirmed before it: their retained fees were chased by hand, so the tab does not follow them. */
const MIGRATION = '0047_retained_fee_paid';
const earlier = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < MIGRATION));

let db: Kysely<Database>;
let drop: (() => Promise<void>) | undefined;

const briefOf = async (jobId: number) =>
  db
    .selectFrom('jobs')
    .innerJoin('briefs', 'briefs.id', 'jobs.briefId')
    .select(['briefs.retainedFeeFollowed', 'briefs.retainedPaidOn'])
    .where('jobs.id', '=', jobId)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'retained_fee_migration');
    db = connect({ url: scratch.url, driver: 'neon', neonWsProxy: inject('neonWsProxy'), maxConnections: 2 });
    drop = () => scratch.drop();
  } else {
    db = openPglite().db;
  }
  await migrateToLatest(db, earlier);
});
afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

describe('migration 0047 on existing briefs', () => {
  it('stops following the retained fees of briefs confirmed before it, and follows those confirmed after', async () => {
    const before = await insertIntroduction(db);
    await migrateToLatest(db);
    expect(await briefOf(before.jobId)).toEqual({ retainedFeeFollowed: false, retainedPaidOn: null });
    const after = await insertIntroduction(db);
    expect(await briefOf(after.jobId)).toEqual({ retainedFeeFollowed: true, retainedPaidOn: null });
  });
});
