import { beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate';
import { useDatabaseBefore } from '../support/migration-database';

/**
 * Migration 0015: expiries stored by the old bare-day rule (the end of the UTC day) move to the end of the
 * same UK day; an expiry given as an exact time is left as it was.
 */
const BEFORE = '0015_job_expiry_uk_day';
const db = useDatabaseBefore(BEFORE, 'expiry_migration');

const CASES: Array<[string, string, string]> = [
  ['a summer day, stored as the end of its UTC day', '2026-07-24T23:59:59.999Z', '2026-07-24T22:59:59.999Z'],
  ['a winter day (the UK is on UTC)', '2026-12-24T23:59:59.999Z', '2026-12-24T23:59:59.999Z'],
  ['the day the clocks go forward', '2027-03-28T23:59:59.999Z', '2027-03-28T22:59:59.999Z'],
  ['the day the clocks go back', '2026-10-25T23:59:59.999Z', '2026-10-25T23:59:59.999Z'],
  ['an exact time sent through the API', '2026-07-24T12:30:00.000Z', '2026-07-24T12:30:00.000Z'],
];
const ids = new Map<string, number>();

beforeAll(async () => {
  for (const [name, stored] of CASES) {
    const row = await db()
      .insertInto('jobs')
      .values({
        title: name,
        company: 'Acme Ltd',
        location: 'Exeter',
        type: 'Full-time',
        description: 'Sell things.',
        requirements: 'A degree',
        expiresAt: new Date(stored),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(name, row.id);
  }
  await migrateToLatest(db());
});

describe('migration 0015 (job expiry at the end of the UK day)', () => {
  it.each(CASES)('%s: %s becomes %s', async (name, _stored, expected) => {
    const row = await db().selectFrom('jobs').select('expiresAt').where('id', '=', ids.get(name)!).executeTakeFirstOrThrow();
    expect(new Date(row.expiresAt!).toISOString()).toBe(expected);
  });
});
