import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import { openPglite } from '../../src/db/pglite';
import type { Database } from '../../src/db/schema';
import { jobAlertCriteriaSchema } from '../../src/job-alerts/schema';
import { createScratchDatabase } from '../support/postgres-admin';

/** Migration 0031 on alerts signed up before it: keywords outside the rule lose what it refuses, and keep their words. */
const MIGRATION = '0031_job_alert_keywords';
const earlier = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < MIGRATION));

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

let db: Kysely<Database>;
let drop: (() => Promise<void>) | undefined;
const ids = new Map<string, number>();

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'alert_keywords_migration');
    db = connect({ url: scratch.url, driver: 'neon', neonWsProxy: inject('neonWsProxy'), maxConnections: 2 });
    drop = () => scratch.drop();
  } else {
    db = openPglite().db;
  }
  await migrateToLatest(db, earlier);
  for (const [i, [q]] of STORED.entries()) {
    const { id } = await db
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
  await migrateToLatest(db);
});
afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

describe('migration 0031 on stored job alert keywords', () => {
  it.each(STORED)('keeps %j as %j, which the manage form then saves as it is', async (before, after) => {
    const { q } = await db.selectFrom('jobAlertSubscriptions').select('q').where('id', '=', ids.get(before)!).executeTakeFirstOrThrow();
    expect(q).toBe(after);
    expect(z.parse(jobAlertCriteriaSchema, { q, frequency: 'daily' }).q).toBe(q);
  });
});
