import { sql, type Transaction } from 'kysely';
import type { Database } from '../../src/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationsFound, contactsFound } from '../../src/candidates/manage';
import { visibleByKeywords } from '../../src/jobs/search-query';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The admin's search of applications and enquiries reads a trigram index (migration 0013), not the whole
 * table: at 150k applications a full read passed the query timeout. Scans of the whole table and of the
 * date index are switched off, so the plan can only read a search index if one matches the query.
 */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

type Compilable = { compile(): { sql: string; parameters: readonly unknown[] } };

/** The plan of a query in a transaction, with scans of the whole table and of the date index switched off. */
async function planIn(trx: Transaction<Database>, query: Compilable): Promise<string> {
  await sql`set local enable_seqscan = off`.execute(trx);
  await sql`set local enable_indexscan = off`.execute(trx);
  const { sql: text, parameters } = query.compile();
  const { rows } = await trx.executeQuery<Record<string, string>>({
    sql: `explain ${text}`,
    parameters,
    query: { kind: 'RawNode' } as never,
    queryId: { queryId: 'plan' },
  });
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

const planOf = (query: Compilable) => t.db.transaction().execute((trx) => planIn(trx, query));

/** The plan of a query as if an index did not exist (dropped in a transaction that is rolled back). */
async function planWithout(index: string, query: Compilable): Promise<string> {
  const rollback = new Error('rollback');
  let plan = '';
  await t.db
    .transaction()
    .execute(async (trx) => {
      await sql`drop index ${sql.ref(index)}`.execute(trx);
      plan = await planIn(trx, query);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return plan;
}

describe.each<[string, () => { limit(rows: number): Compilable }, string]>([
  ['applications', () => applicationsFound(t.db, 'amelia@example'), 'applications_search_idx'],
  ['enquiries', () => contactsFound(t.db, 'two SDRs'), 'contacts_search_idx'],
])('searching %s', (_name, query, index) => {
  it(`reads ${index}`, async () => {
    expect(await planOf(query().limit(25))).toContain(index);
  });
});

describe('searching jobs by keywords', () => {
  // Most jobs on the site are active, so the index of active jobs narrows little: the keywords must be a
  // condition migration 0030's full-text index can look up (one it cannot serve, such as an OR beside it,
  // would read every row). Planned as if that other index did not exist.
  it('reads jobs_search_idx', async () => {
    expect(await planWithout('jobs_active_posted_idx', visibleByKeywords(t.db, 'sales exeter'))).toContain('jobs_search_idx');
  });
});
