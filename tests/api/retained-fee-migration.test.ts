import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate';
import { insertIntroduction } from '../support/introductions';
import { useDatabaseBefore } from '../support/migration-database';

/** Migration 0047 on briefs confirmed before it: their retained fees were chased by hand, so the tab does not follow them. */
const MIGRATION = '0047_retained_fee_paid';
const db = useDatabaseBefore(MIGRATION, 'retained_fee_migration');

const briefOf = async (jobId: number) =>
  db()
    .selectFrom('jobs')
    .innerJoin('briefs', 'briefs.id', 'jobs.briefId')
    .select(['briefs.retainedFeeFollowed', 'briefs.retainedPaidOn'])
    .where('jobs.id', '=', jobId)
    .executeTakeFirstOrThrow();

describe('migration 0047 on existing briefs', () => {
  it('stops following the retained fees of briefs confirmed before it, and follows those confirmed after', async () => {
    const before = await insertIntroduction(db());
    await migrateToLatest(db());
    expect(await briefOf(before.jobId)).toEqual({ retainedFeeFollowed: false, retainedPaidOn: null });
    const after = await insertIntroduction(db());
    expect(await briefOf(after.jobId)).toEqual({ retainedFeeFollowed: true, retainedPaidOn: null });
  });
});
