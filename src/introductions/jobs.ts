import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A job as introductions see it: its role, its hirer (the brief's client) or the employer named on it, and its brief's terms. */
export interface IntroductionJob {
  id: number;
  title: string;
  /** The client's company when the job came from a brief; else the job's own company. */
  employerName: string;
  /** The company named on the job itself (a confidential brief's job names none). */
  jobCompany: string;
  clientId: number | null;
  confidential: boolean;
  location: string;
  /** The agreement version the client accepted with the brief; null for a job on an authority note. */
  agreementVersion: number | null;
}

export async function findIntroductionJob(db: Kysely<Database>, jobId: number): Promise<IntroductionJob | undefined> {
  const row = await db
    .selectFrom('jobs')
    .leftJoin('briefs', 'briefs.id', 'jobs.briefId')
    .leftJoin('clients', 'clients.id', 'briefs.clientId')
    .select([
      'jobs.id',
      'jobs.title',
      'jobs.company',
      'jobs.location',
      'briefs.clientId',
      'briefs.confidential',
      'briefs.location as briefLocation',
    ])
    .select(['briefs.agreementVersion', 'clients.company as clientCompany'])
    .where('jobs.id', '=', jobId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    title: row.title,
    employerName: row.clientCompany ?? row.company,
    jobCompany: row.company,
    clientId: row.clientId,
    confidential: row.confidential ?? false,
    location: row.briefLocation ?? row.location,
    agreementVersion: row.agreementVersion,
  };
}
