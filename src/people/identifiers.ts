import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { canonicalLinkedIn } from '../utils/linkedin-profile';
import { e164Phone } from '../utils/phone';

/**
 * Records the phone (in E.164) and LinkedIn profile (canonical) a record of the person gave, by which
 * possible duplicates are paired; one that has no such form is not recorded (it stays, as typed, on its record).
 */
export async function recordIdentifiers(
  db: Kysely<Database>,
  personId: number,
  given: { phone?: string | null; linkedinUrl?: string | null },
): Promise<void> {
  const phone = e164Phone(given.phone);
  const linkedin = canonicalLinkedIn(given.linkedinUrl);
  const rows = [
    ...(phone ? [{ personId, kind: 'phone' as const, value: phone }] : []),
    ...(linkedin ? [{ personId, kind: 'linkedin' as const, value: linkedin }] : []),
  ];
  if (rows.length)
    await db
      .insertInto('personIdentifiers')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
}
