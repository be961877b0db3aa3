import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationsFound, contactsFound } from '../../src/candidates/manage';
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

const planOf = (query: Compilable) =>
  t.db.transaction().execute(async (trx) => {
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
  });

describe.each<[string, () => { limit(rows: number): Compilable }, string]>([
  ['applications', () => applicationsFound(t.db, 'amelia@example'), 'applications_search_idx'],
  ['enquiries', () => contactsFound(t.db, 'two SDRs'), 'contacts_search_idx'],
])('searching %s', (_name, query, index) => {
  it(`reads ${index}`, async () => {
    expect(await planOf(query().limit(25))).toContain(index);
  });
});
