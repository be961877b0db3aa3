import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  BLOG_CATEGORIES,
  BRIEF_STATUSES,
  choiceValues,
  DEGREES,
  ENQUIRY_STATUSES,
  ENGAGEMENTS,
  INTERESTS,
  INTERVIEW_MODES,
  JOB_TYPES,
  SUBJECT_REQUEST_KINDS,
  DATA_REQUEST_KINDS,
  SUBJECTS,
  WORKPLACES,
  type Choice,
} from '../../src/config/choices';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

/** The values a column's CHECK constraint allows, read back from the database's own definition. */
async function allowedValues(table: string, column: string): Promise<string[]> {
  const { rows } = await sql<{ def: string }>`
    select pg_get_constraintdef(c.oid) as def from pg_constraint c
    join pg_class r on r.oid = c.conrelid
    where r.relname = ${table} and c.contype = 'c' and c.conname = ${`${table}_${column}_check`}`.execute(t.db);
  expect(rows).toHaveLength(1);
  return [...rows[0].def.matchAll(/'([^']*)'::text/g)].map((m) => m[1]);
}

describe('CHECK constraints follow src/config/choices.ts', () => {
  it.each<[string, string, readonly Choice[]]>([
    ['applications', 'degree', DEGREES],
    ['applications', 'interest', INTERESTS],
    ['applications', 'status', APPLICATION_STATUSES],
    ['interviews', 'mode', INTERVIEW_MODES],
    ['applications', 'undo_status', APPLICATION_STATUSES],
    ['contacts', 'subject', SUBJECTS],
    ['contacts', 'status', ENQUIRY_STATUSES],
    ['jobs', 'type', JOB_TYPES],
    ['jobs', 'workplace', WORKPLACES],
    ['jobs', 'engagement', ENGAGEMENTS],
    ['blog_posts', 'category', BLOG_CATEGORIES],
    ['subject_requests', 'kind', SUBJECT_REQUEST_KINDS],
    ['briefs', 'status', BRIEF_STATUSES],
    ['briefs', 'engagement', ENGAGEMENTS],
    ['briefs', 'workplace', WORKPLACES],
    ['data_requests', 'kind', DATA_REQUEST_KINDS],
  ])('%s.%s allows exactly the listed values', async (table, column, list) => {
    expect((await allowedValues(table, column)).sort()).toEqual([...choiceValues(list)].sort());
  });

  it('refuses a value outside the list', async () => {
    await expect(
      t.db
        .insertInto('contacts')
        .values({ name: 'A', email: 'a@example.com', subject: 'sales' as never, message: 'Hello' })
        .execute(),
    ).rejects.toThrow(/contacts_subject_check/);
  });
});

describe('updated_at', () => {
  it('is moved on by the database on every update, and created_at stays', async () => {
    const job = await t.db
      .insertInto('jobs')
      .values({
        title: 'SDR',
        company: 'Acme',
        location: 'Exeter',
        type: 'Full-time',
        description: 'd',
        requirements: 'r',
        createdAt: '2026-01-01T00:00:00Z',
        updatedAt: '2026-01-01T00:00:00Z',
      })
      .returning(['id', 'createdAt', 'updatedAt'])
      .executeTakeFirstOrThrow();
    await t.db.updateTable('jobs').set({ title: 'Senior SDR' }).where('id', '=', job.id).execute();
    const after = await t.db.selectFrom('jobs').select(['createdAt', 'updatedAt']).where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(after.createdAt.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(after.updatedAt.getTime()).toBeGreaterThan(job.updatedAt.getTime());
  });
});
