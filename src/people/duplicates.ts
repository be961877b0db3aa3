import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { summariesOf, type PersonSummary } from './profile';

/** The most pairs the list shows at once: merging or dismissing them brings the next. */
export const DUPLICATES_LIMIT = 50;

/** One side of a pair: who, and what they hold (counts of their records, their phones and profiles). */
export interface DuplicateSide extends PersonSummary {
  phones: string[];
  linkedinUrls: string[];
  applications: number;
  enquiries: number;
  jobAlerts: number;
}

/** Two people who may be one: why (the phones and LinkedIn profiles they share) and what each holds. */
export interface DuplicatePair {
  person: DuplicateSide;
  other: DuplicateSide;
  shared: Array<{ kind: 'phone' | 'linkedin'; value: string }>;
}

/** The lower id first, as not_same_people keeps a pair. */
export const ordered = (a: number, b: number) => (a < b ? ([a, b] as const) : ([b, a] as const));

/**
 * Pairs of people sharing a phone (E.164) or a LinkedIn profile, except those the consultant said are
 * not the same person; the most recently met first.
 */
export async function listDuplicates(db: Kysely<Database>, limit = DUPLICATES_LIMIT): Promise<DuplicatePair[]> {
  const { rows } = await sql<{ person: number; other: number; shared: Array<{ kind: 'phone' | 'linkedin'; value: string }> }>`
    select a.person_id as person, b.person_id as other,
           json_agg(json_build_object('kind', a.kind, 'value', a.value) order by a.kind, a.value) as shared
    -- The values more than one person gave, first: one pass over the (kind, value) index, where joining every
    -- identifier to every other hashes them all (BENCHMARKS.md, People).
    from (select kind, value from person_identifiers group by kind, value having count(*) > 1) s
    join person_identifiers a on a.kind = s.kind and a.value = s.value
    join person_identifiers b on b.kind = s.kind and b.value = s.value and b.person_id > a.person_id
    where not exists (select 1 from not_same_people n where n.person_id = a.person_id and n.other_id = b.person_id)
    group by a.person_id, b.person_id
    order by max(greatest(a.created_at, b.created_at)) desc, a.person_id, b.person_id
    limit ${limit}`.execute(db);
  const sides = await sidesOf(db, [...new Set(rows.flatMap((r) => [r.person, r.other]))]);
  return rows.map((r) => ({ person: sides.get(r.person)!, other: sides.get(r.other)!, shared: r.shared }));
}

async function sidesOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, DuplicateSide>> {
  if (!ids.length) return new Map();
  const countOf = (table: 'applications' | 'contacts' | 'jobAlertSubscriptions') =>
    db
      .selectFrom(table)
      .select(['personId', (eb) => eb.fn.countAll<string>().as('n')])
      .where('personId', 'in', ids)
      .groupBy('personId')
      .execute();
  const [summaries, identifiers, applications, enquiries, jobAlerts] = await Promise.all([
    summariesOf(db, ids),
    db.selectFrom('personIdentifiers').select(['personId', 'kind', 'value']).where('personId', 'in', ids).orderBy('createdAt').execute(),
    countOf('applications'),
    countOf('contacts'),
    countOf('jobAlertSubscriptions'),
  ]);
  const count = (rows: Array<{ personId: number; n: string }>, id: number) => Number(rows.find((r) => r.personId === id)?.n ?? 0);
  return new Map(
    summaries.map((s) => {
      const own = identifiers.filter((i) => i.personId === s.id);
      return [
        s.id,
        {
          ...s,
          phones: own.filter((i) => i.kind === 'phone').map((i) => i.value),
          linkedinUrls: own.filter((i) => i.kind === 'linkedin').map((i) => i.value),
          applications: count(applications, s.id),
          enquiries: count(enquiries, s.id),
          jobAlerts: count(jobAlerts, s.id),
        },
      ];
    }),
  );
}

/** Refuses a pair that is one person twice, or names someone who is not there; locks both until the transaction ends. */
export async function assertTwoPeople(db: Kysely<Database>, personId: number, otherId: number): Promise<void> {
  if (personId === otherId)
    throw new DomainError('invalid', 'A person cannot be paired with themselves', { errors: { otherId: ['Choose another person'] } });
  const found = await db.selectFrom('people').select('id').where('id', 'in', [personId, otherId]).forUpdate().execute();
  if (found.length !== 2) throw new DomainError('not-found', 'Person not found');
}

/** Remembers that two people are not the same person: the pair is never suggested again. */
export async function markNotSamePerson(
  db: Kysely<Database>,
  personId: number,
  otherId: number,
  /** Records it in the same transaction (the audit log). */
  record: (trx: Kysely<Database>) => Promise<void> = async () => {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await assertTwoPeople(trx, personId, otherId);
    const [low, high] = ordered(personId, otherId);
    await trx
      .insertInto('notSamePeople')
      .values({ personId: low, otherId: high })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await record(trx);
  });
}
