import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ApplicationStatus } from '../config/choices';
import type { Database } from '../db/schema';
import { recordSubjectRequest } from '../subject-requests/log';
import { erasePersonalData, type PersonalDataCounts } from '../subject-requests/personal-data';
import { submissionReference } from '../utils/reference';

/** 32 random bytes: 256 bits, far beyond guessing, written as 43 base64url characters. */
const TOKEN_BYTES = 32;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** What is kept of a token: its SHA-256, so the table alone opens no status page. */
export const statusTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Gives an application its private status link (inside the application's transaction) and returns the token,
 * which goes into the candidate's receipt and is never stored.
 */
export async function createStatusLink(trx: Kysely<Database>, applicationId: number): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await trx
    .insertInto('applicationStatusLinks')
    .values({ tokenHash: statusTokenHash(token), applicationId })
    .execute();
  return token;
}

/** What the status page shows, and nothing more: the first name as typed, the role, where it stands and since when. */
export interface ApplicationStanding {
  /** The reference the confirmation and the receipt gave ('A-000042'), to quote on the phone. */
  reference: string;
  /** Whose application it is (not shown): their introductions are listed beside it. */
  personId: number;
  firstName: string;
  role: { title: string; company: string } | null;
  status: ApplicationStatus;
  statusChangedAt: Date;
}

/** The application a token opens, with its address (for a withdrawal); undefined for any other token. */
function applicationOf(db: Kysely<Database>, token: string) {
  if (!TOKEN_FORMAT.test(token)) return Promise.resolve(undefined);
  return db
    .selectFrom('applicationStatusLinks')
    .innerJoin('applications', 'applications.id', 'applicationStatusLinks.applicationId')
    .select(['applications.id', 'applications.firstName', 'applications.jobTitle', 'applications.jobCompany', 'applications.status'])
    .select(['applications.statusChangedAt', 'applications.email', 'applications.personId'])
    .where('applicationStatusLinks.tokenHash', '=', statusTokenHash(token))
    .executeTakeFirst();
}

/** Where the application of a status link stands; undefined for a wrong token, or once the application is gone. */
export async function findStanding(db: Kysely<Database>, token: string): Promise<ApplicationStanding | undefined> {
  const row = await applicationOf(db, token);
  if (!row) return undefined;
  return {
    reference: submissionReference('application', row.id),
    personId: row.personId,
    firstName: row.firstName,
    role: row.jobTitle && row.jobCompany ? { title: row.jobTitle, company: row.jobCompany } : null,
    status: row.status,
    statusChangedAt: row.statusChangedAt,
  };
}

/**
 * The candidate withdraws from their status link: everything held about the application's address is erased,
 * exactly as the admin's erasure request does, and recorded the same way with no admin (the person asked).
 * The link goes with the application. Undefined for a wrong token, or a link already used.
 */
export async function withdrawApplication(db: Kysely<Database>, token: string): Promise<PersonalDataCounts | undefined> {
  const row = await applicationOf(db, token);
  if (!row) return undefined;
  return erasePersonalData(db, row.email, (trx, erased) => recordSubjectRequest(trx, 'erasure', row.email, erased, null));
}
