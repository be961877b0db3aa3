import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database, Job } from '../db/schema';
import { CLOSED_PAGE_MONTHS, jobsWithClosedPages, type ClosableJob } from './closed';

/** Whether a job is one a visitor may see: active and not past its expiry (at `now`, else the database's now). */
export const isVisibleJob = (eb: ExpressionBuilder<Database, 'jobs'>, now?: Date) =>
  eb.and([eb('isActive', '=', true), eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now ?? sql<Date>`now()`)])]);

/** Every column of a job as it is read (all but its submission key); typed so a new column cannot be missed. */
const JOB_FIELDS: Record<keyof Job, true> = {
  id: true,
  title: true,
  company: true,
  location: true,
  type: true,
  workplace: true,
  engagement: true,
  description: true,
  requirements: true,
  minimumRequirements: true,
  salary: true,
  benefits: true,
  applicationUrl: true,
  contactEmail: true,
  isActive: true,
  postedAt: true,
  expiresAt: true,
  createdAt: true,
  updatedAt: true,
  linkedinPosted: true,
  linkedinPostUrl: true,
  blueskyPosted: true,
  blueskyPostUrl: true,
  facebookPosted: true,
  facebookPostUrl: true,
};
export const JOB_COLUMNS = Object.keys(JOB_FIELDS) as Array<keyof Job>;
/** And the admin's: with the authority behind the job, which no visitor sees. */
export const ADMIN_JOB_COLUMNS = [...JOB_COLUMNS, 'briefId', 'authorityNote'] as const;

/** Jobs a visitor may see. */
function visibleJobs(db: Kysely<Database>) {
  return db
    .selectFrom('jobs')
    .select(JOB_COLUMNS)
    .where((eb) => isVisibleJob(eb));
}

/** Active, unexpired jobs, newest first. */
export function listVisibleJobs(db: Kysely<Database>): Promise<Job[]> {
  return visibleJobs(db).orderBy('postedAt', 'desc').orderBy('id', 'desc').execute();
}

/** One active, unexpired job, or undefined. */
export function findVisibleJob(db: Kysely<Database>, id: number): Promise<Job | undefined> {
  return visibleJobs(db).where('id', '=', id).executeTakeFirst();
}

/**
 * The jobs that have a closed page in a build made at `now` (src/jobs/closed.ts decides which); the query
 * only leaves out those that cannot: open ones, and ones that closed well before the window (a month
 * more, so month lengths never make it stricter than the rule).
 */
export async function listJobsWithClosedPages(db: Kysely<Database>, now: Date): Promise<ClosableJob[]> {
  const earliest = new Date(now);
  earliest.setUTCMonth(earliest.getUTCMonth() - CLOSED_PAGE_MONTHS - 1);
  const candidates = await db
    .selectFrom('jobs')
    .select([...JOB_COLUMNS, 'deactivatedAt'])
    .where((eb) =>
      eb.and([
        eb.not(isVisibleJob(eb, now)),
        eb.or([eb('deactivatedAt', '>', earliest), eb.and([eb('isActive', '=', true), eb('expiresAt', '>', earliest)])]),
      ]),
    )
    .orderBy('id')
    .execute();
  return jobsWithClosedPages(candidates, now);
}
