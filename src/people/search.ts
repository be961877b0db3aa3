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
  const rows = await db
    .selectFrom('people')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(sql`lower(people.name)`, 'like', pattern),
        eb.exists(
          eb
            .selectFrom('personEmails')
            .select('personId')
            .whereRef('personEmails.personId', '=', 'people.id')
            .where('personEmails.email', 'like', pattern),
        ),
        ...(phone
          ? [
              eb(
                'people.id',
                'in',
                eb.selectFrom('personIdentifiers').select('personId').where('kind', '=', 'phone').where('value', '=', phone),
              ),
            ]
          : []),
      ]),
    )
    .orderBy('people.firstContactAt', 'desc')
    .orderBy('people.id', 'desc')
    .limit(PEOPLE_SEARCH_LIMIT)
    .execute();
  return summariesOf(
    db,
    rows.map((r) => r.id),
  );
}
