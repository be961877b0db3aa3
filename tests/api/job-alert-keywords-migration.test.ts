import * as z from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate';
import { jobAlertCriteriaSchema } from '../../src/job-alerts/schema';
import { useDatabaseBefore } from '../support/migration-database';

/** Migration 0031 on alerts signed up before it: keywords outside the rule lose what it refuses, and keep their words. */
const MIGRATION = '0031_job_alert_keywords';
const db = useDatabaseBefore(MIGRATION, 'alert_keywords_migration');

const STORED: Array<[before: string, after: string]> = [
  ['sales', 'sales'],
  ['C++ B2B/B2C, R&D (Node.js)', 'C++ B2B/B2C, R&D (Node.js)'],
  ['Pâtisserie O’Brien', 'Pâtisserie O’Brien'],
  ['', ''],
  ['Call 0800 123 \u202Egnp.exe', 'Call 0800 123 gnp.exe'],
  ['sa\u200Bles', 'sales'],
  ['win at https://evil.example', 'win at https //evil.example'],
  ['email me@evil.example <b>now</b>!', 'email me evil.example b now /b'],
];

const ids = new Map<string, number>();

beforeAll(async () => {
  for (const [i, [q]] of STORED.entries()) {
    const { id } = await db()
      .insertInto('jobAlertSubscriptions')
      .values({
        email: `person${i}@example.com`,
        q,
        frequency: 'daily',
        linkNonce: 'n',
        consentAt: new Date(),
        consentVersion: 'v',
        consentSource: 'jobs-page',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(q, id);
  }
  await migrateToLatest(db());
});

describe('migration 0031 on stored job alert keywords', () => {
  it.each(STORED)('keeps %j as %j, which the manage form then saves as it is', async (before, after) => {
    const { q } = await db().selectFrom('jobAlertSubscriptions').select('q').where('id', '=', ids.get(before)!).executeTakeFirstOrThrow();
    expect(q).toBe(after);
    expect(z.parse(jobAlertCriteriaSchema, { q, frequency: 'daily' }).q).toBe(q);
  });
});
