import type { Kysely } from 'kysely';
import type { SubjectRequestKind } from '../config/choices';
import type { Database } from '../db/schema';
import { emailHash, type PersonalDataCounts } from './personal-data';

/**
 * Records a request: what, when, by which admin (null: by the person, withdrawing from their status link),
 * with the address only as a hash and counts only.
 */
export async function recordSubjectRequest(
  db: Kysely<Database>,
  kind: SubjectRequestKind,
  email: string,
  counts: PersonalDataCounts,
  adminEmail: string | null,
): Promise<void> {
  await db
    .insertInto('subjectRequests')
    .values({ kind, emailHash: emailHash(email), counts: JSON.stringify(counts), adminEmail })
    .execute();
}

/** The latest requests, newest first. */
export function listSubjectRequests(db: Kysely<Database>, limit = 50) {
  return db
    .selectFrom('subjectRequests')
    .select(['id', 'kind', 'emailHash', 'counts', 'adminEmail', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
