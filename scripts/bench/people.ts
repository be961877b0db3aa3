/**
 * People at scale (docs/decisions/people.md), on a scratch PostgreSQL database: PEOPLE addresses with
 * APPLICATIONS applications (100,000 and 200,000), stored before migration 0037, every hundredth person
 * giving the phone of the one before (written the other way: 07700 … / +44 7700 …), so a thousand pairs
 * are possible duplicates. Times (1) migration 0037, which builds the people from those rows (target 60 s);
 * then, warm, (2) the possible-duplicates list (target 200 ms) and (3) a person search by name, address or
 * phone (target p95 100 ms), a person's page and `GET /api/my`'s data (target 100 ms).
 * Usage: `npm run bench:people` (PEOPLE=, APPLICATIONS=, RUNS= to change the sizes).
 * Needs PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432).
 */
import { sql, type Kysely } from 'kysely';
import { connect } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import type { Database } from '../../src/db/schema';
import { listDuplicates } from '../../src/people/duplicates';
import { myData } from '../../src/people/my-data';
import { personProfile } from '../../src/people/profile';
import { searchPeople } from '../../src/people/search';
import { createScratchDatabase } from '../../tests/support/postgres-admin';
import { quantile, recordResults, round } from './results';
import { benchServerUrl } from './scratch-database';

const PEOPLE = Number(process.env.PEOPLE ?? 100_000);
const APPLICATIONS = Number(process.env.APPLICATIONS ?? 200_000);
const RUNS = Number(process.env.RUNS ?? 100);
const MIGRATION = '0037_people';
const upTo = (last: string) => Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= last));

/** The person a number stands for: an address, a name from a few common ones, a phone (the hundredth shares the one before's). */
const digits = (p: string) => sql`lpad(((${sql.raw(p)}) % 1000000)::text, 6, '0')`;

const scratch = await createScratchDatabase(benchServerUrl, 'bench_people');
// No client-side limit on a statement: the rows' insert and the migration run longer than a request may.
const db = connect({ url: scratch.url, driver: 'pg', maxConnections: 2, queryTimeoutMs: 0 });
try {
  await migrateToLatest(db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < MIGRATION)));
  // Each person applies APPLICATIONS / PEOPLE times, a day apart; half the phones written in the international form.
  await sql`
    insert into applications (first_name, last_name, email, phone, degree, consent, created_at)
    select (array['Amelia','Oliver','Priya','Noor','Sam','Jo','Kai','Ola','Lee','Dana'])[1 + p % 10],
      (array['Hughes','Smith','Khan','Nowak','Berg','Jones','Patel','Evans','Brown','Taylor','Wilson','Davies'])[1 + (p / 10) % 12],
      'person' || p || '@example.com',
      case when p % 2 = 0 then '07700 ' else '+44 7700 ' end || ${digits('case when p % 100 = 0 then p - 1 else p end')},
      'bachelor', true, now() - (p || ' minutes')::interval - (i || ' days')::interval
    from generate_series(0, ${APPLICATIONS - 1}) as i, lateral (select i % ${PEOPLE} as p) as person`.execute(db);
  await sql`analyze applications`.execute(db);

  const started = performance.now();
  await migrateToLatest(db, upTo(MIGRATION));
  const migrationMs = round(performance.now() - started);
  await migrateToLatest(db);
  await sql`analyze`.execute(db);
  const counts = (
    await sql<{ people: number; identifiers: number }>`select (select count(*) from people)::int as people,
      (select count(*) from person_identifiers)::int as identifiers`.execute(db)
  ).rows[0];

  const TIMED = timed(db);
  const figures = [];
  for (const [name, target, run] of TIMED) {
    await run(0); // warm
    const times: number[] = [];
    for (let i = 1; i <= RUNS; i++) {
      const start = performance.now();
      await run(i);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    figures.push({
      query: name,
      targetMs: target,
      medianMs: round(quantile(times, 0.5)),
      p95Ms: round(quantile(times, 0.95)),
      maxMs: round(times.at(-1)!),
    });
  }
  const result = { people: counts.people, applications: APPLICATIONS, identifiers: counts.identifiers, migrationMs, runs: RUNS, figures };
  console.table([
    { people: counts.people, applications: APPLICATIONS, identifiers: counts.identifiers, migrationMs, migrationTargetMs: 60_000 },
  ]);
  console.table(figures);
  recordResults('people', result);
} finally {
  await db.destroy();
  await scratch.drop();
}

/**
 * What is timed after the migration, each RUNS times: a name, its target (ms) and one run (`i` varies the
 * input).
 */
function timed(db: Kysely<Database>): Array<[string, number, (i: number) => Promise<unknown>]> {
  const person = (i: number) => (i * 7919) % PEOPLE;
  const searches: Array<[string, (i: number) => string]> = [
    ['an address', (i) => `person${person(i)}@example.com`],
    ['part of an address', (i) => `person${person(i)}@`],
    ['a phone, written nationally', (i) => `07700 ${String(person(i)).padStart(6, '0')}`],
    ['a surname one in 12 people has', (i) => ['Hughes', 'Nowak', 'smith', 'Khan'][i % 4]],
  ];
  return [
    ['possible duplicates (first 50 pairs)', 200, () => listDuplicates(db)],
    ...searches.map(([what, q]): [string, number, (i: number) => Promise<unknown>] => [
      `person search by ${what}`,
      100,
      (i) => searchPeople(db, q(i)),
    ]),
    ['a person’s page', 100, async (i) => personProfile(db, 1 + person(i))],
    ['`GET /api/my`', 100, async (i) => myData(db, 1 + person(i))],
  ];
}
