import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { normaliseEmail } from '../utils/email';

/**
 * Every address of the person `email` is one of (normalised, `email`'s own first), or `email` alone when
 * it is no person's (a comment's author): what a subject request about `email` looks for.
 */
export async function addressesOf(db: Kysely<Database>, email: string): Promise<string[]> {
  const address = normaliseEmail(email);
  const rows = await db
    .selectFrom('personEmails as given')
    .innerJoin('personEmails as theirs', 'theirs.personId', 'given.personId')
    .select('theirs.email')
    .where('given.email', '=', address)
    .orderBy('theirs.email')
    .execute();
  return [...new Set([address, ...rows.map((r) => r.email)])];
}
