import { sql, type Kysely } from 'kysely';
import { PEOPLE_SEARCH_LIMIT } from '../config/people';
import type { Database } from '../db/schema';
import { e164Phone } from '../utils/phone';
import { summariesOf, type PersonSummary } from './profile';

/** `text` as a LIKE pattern matching it anywhere (its own % and _ taken literally). */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * People whose name or any address contains `q` (any case), or who gave the phone `q` is (in any way it
 * is written: 07700 900123 finds +447700900123), newest first contact first.
 */
export async function searchPeople(db: Kysely<Database>, q: string): Promise<PersonSummary[]> {
  const text = q.trim();
  if (!text) return [];
  const pattern = containing(text);
  const phone = /\d{5}/.test(text.replace(/\D/g, '')) ? e164Phone(text) : null;
  // Each way of matching on its own (a union), so each uses its index (trigrams for any part of a name or address).
  const byName = db
    .selectFrom('people')
    .select('id')
    .where(sql<string>`lower(name)`, 'like', pattern);
  const byEmail = db.selectFrom('personEmails').select('personId as id').where('email', 'like', pattern);
  const matching = phone
    ? byName
        .union(byEmail)
        .union(db.selectFrom('personIdentifiers').select('personId as id').where('kind', '=', 'phone').where('value', '=', phone))
    : byName.union(byEmail);
  // Matched first (materialized), then ordered: left to the planner, a LIMIT over the people in their order
  // walks every person when few match.
  const rows = await db
    .with(
      (cte) => cte('matching').materialized(),
      () => matching,
    )
    .selectFrom('people')
    .innerJoin('matching', 'matching.id', 'people.id')
    .select('people.id')
    .orderBy('people.firstContactAt', 'desc')
    .orderBy('people.id', 'desc')
    .limit(PEOPLE_SEARCH_LIMIT)
    .execute();
  return summariesOf(
    db,
    rows.map((r) => r.id),
  );
}
