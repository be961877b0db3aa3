import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate';
import { useDatabaseBefore } from '../support/migration-database';

/** Migration 0022 on jobs made before it: the type Remote becomes the workplace remote, the rest on-site. */
const MIGRATION = '0022_job_workplace_advert';
const db = useDatabaseBefore(MIGRATION, 'workplace_migration');

const before = new Map<string, { id: number; updatedAt: Date }>();

beforeAll(async () => {
  for (const type of ['Full-time', 'Part-time', 'Contract', 'Remote'] as const) {
    const row = await db()
      .insertInto('jobs')
      .values({ title: type, company: 'Acme Ltd', location: 'Exeter', type, description: 'Sell.', requirements: 'A degree' })
      .returning(['id', 'updatedAt'])
      .executeTakeFirstOrThrow();
    before.set(type, row);
  }
  await migrateToLatest(db());
});

describe('migration 0022 on existing jobs', () => {
  it.each([
    ['Full-time', 'on-site'],
    ['Part-time', 'on-site'],
    ['Contract', 'on-site'],
    ['Remote', 'remote'],
  ])('makes a %s job %s, leaving its updated_at as it was', async (type, workplace) => {
    const { id, updatedAt } = before.get(type)!;
    const row = await db().selectFrom('jobs').select(['workplace', 'updatedAt']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.workplace).toBe(workplace);
    expect(row.updatedAt.toISOString()).toBe(updatedAt.toISOString());
  });

  it('keeps a job of the type Remote remote, whoever writes to the database', async () => {
    await expect(sql`update jobs set workplace = 'hybrid' where id = ${before.get('Remote')!.id}`.execute(db())).rejects.toThrow(
      /jobs_remote_type_workplace/,
    );
  });
});
