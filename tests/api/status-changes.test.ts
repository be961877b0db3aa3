import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from '@netlify/functions';
import { runScheduled } from '../support/call-api';
import { insertApplication, insertIntroduction } from '../support/records';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Where an application, an introduction or a person stands changes only by an act of the consultant or of
 * the person (docs/decisions/data-protection.md). The one documented exception is an introduction's
 * question left unanswered becoming `not-given` (docs/decisions/introductions.md). Every scheduled
 * function, those added later included (read from src/functions/), runs here over rows in every status.
 */
const SCHEDULED = readdirSync(new URL('../../src/functions/', import.meta.url)).filter((f) => f.endsWith('-scheduled.ts'));

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const standing = async () => ({
  applications: await t.db.selectFrom('applications').select(['id', 'status', 'statusChangedAt']).orderBy('id').execute(),
  introductions: await t.db.selectFrom('introductions').select(['id', 'status']).orderBy('id').execute(),
  people: await t.db.selectFrom('people').select(['id', 'name', 'primaryEmail']).orderBy('id').execute(),
  consents: await t.db.selectFrom('personConsents').select(['personId', 'kind', 'withdrawnAt', 'expiresAt']).orderBy('personId').execute(),
});

describe('no status changes by itself', () => {
  it('runs every scheduled function and finds every status as it was, but an unanswered question that became not-given', async () => {
    expect(SCHEDULED.length).toBeGreaterThan(3);
    // Recent enough that no retention period removes them: a week old, a change days ago.
    const weekAgo = new Date(Date.now() - 7 * 86_400_000);
    for (const status of ['new', 'in_review', 'placed', 'unsuccessful'] as const) {
      const personId = await insertApplication(t.db, `status-${status}`, weekAgo);
      await t.db.updateTable('applications').set({ status }).where('personId', '=', personId).execute();
      await t.db
        .insertInto('personConsents')
        .values({ personId, kind: 'find-work', grantedAt: weekAgo, version: 'v1', source: 'test' })
        .execute();
    }
    const [person] = await t.db.selectFrom('people').select('id').execute();
    for (const status of ['asked', 'agreed', 'sent', 'interview', 'offered'] as const)
      await insertIntroduction(t.db, person!.id, null, weekAgo, status);
    const before = await standing();

    for (const file of SCHEDULED) {
      const fn = (await import(`../../src/functions/${file}`)) as { default: (req: Request, context: Context) => Promise<Response> };
      await runScheduled(fn.default);
    }

    const after = await standing();
    expect(after.applications).toEqual(before.applications);
    expect(after.people).toEqual(before.people);
    expect(after.consents).toEqual(before.consents);
    const changed = after.introductions.filter((i) => before.introductions.find((b) => b.id === i.id)?.status !== i.status);
    for (const i of changed) expect([before.introductions.find((b) => b.id === i.id)?.status, i.status]).toEqual(['asked', 'not-given']);
    expect(after.introductions.map((i) => i.id)).toEqual(before.introductions.map((i) => i.id));
  });
});
