import { sql, type Kysely } from 'kysely';
import { deleteById } from '../db/delete-by-id';
import { refuseIfStillThere, unchangedSince } from '../db/edit-version';
import { paginate, type Page, type PageRequest } from '../db/page';
import type { AdminJob, Database } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { oncePerSubmission } from '../db/submission-once';
import type { JobData } from '../schemas/job';
import { advertProblems, workplaceOf } from '../schemas/job-advert';
import { ADMIN_JOB_COLUMNS, isVisibleJob } from './queries';

/** The stored columns of a job's form data (optional fields left empty are stored as null). */
function columns(data: JobData) {
  return {
    title: data.title,
    company: data.company,
    location: data.location,
    type: data.type,
    workplace: workplaceOf(data),
    engagement: data.engagement ?? null,
    minimumRequirements: data.minimumRequirements ?? null,
    salary: data.salary ?? null,
    description: data.description,
    requirements: data.requirements,
    benefits: data.benefits ?? null,
    applicationUrl: data.applicationUrl ?? null,
    contactEmail: data.contactEmail ?? null,
    isActive: data.isActive,
    expiresAt: data.expiresAt,
    briefId: data.briefId ?? null,
    authorityNote: data.authorityNote ?? null,
  };
}

/** Refuses a brief number no confirmed brief has (briefs exist only once confirmed: src/briefs/confirm.ts). */
async function checkBrief(db: Kysely<Database>, data: JobData): Promise<void> {
  if (!data.briefId) return;
  const brief = await db.selectFrom('briefs').select('id').where('id', '=', data.briefId).executeTakeFirst();
  if (!brief)
    throw new DomainError('invalid', 'No confirmed brief has this number', { errors: { briefId: ['No confirmed brief has this number'] } });
}

/**
 * A job in the admin's list: with how many applications have been sent for it, and whether its brief is
 * confidential (asking a candidate then describes the employer instead of naming it).
 */
export type ListedJob = AdminJob & { applicationCount: number; briefConfidential: boolean };

/** Every job (active, inactive, expired) for the admin, newest first, one page at a time, with its applications' count. */
export function listAllJobs(db: Kysely<Database>, page: PageRequest): Promise<Page<ListedJob>> {
  return paginate(
    db
      .selectFrom('jobs')
      .select(ADMIN_JOB_COLUMNS)
      .select((eb) =>
        eb
          .selectFrom('applications')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('applications.jobId', '=', 'jobs.id')
          .as('applicationCount'),
      )
      .select((eb) =>
        eb.fn
          .coalesce(eb.selectFrom('briefs').select('briefs.confidential').whereRef('briefs.id', '=', 'jobs.briefId'), eb.val(false))
          .as('briefConfidential'),
      )
      .orderBy('postedAt', 'desc')
      .orderBy('id', 'desc'),
    page,
  ) as Promise<Page<ListedJob>>;
}

/** Adds a job, once per submission key (a retry whose first answer was lost gets the first job); returns it. */
export async function createJob(db: Kysely<Database>, data: JobData, submissionKey?: string): Promise<AdminJob> {
  await checkBrief(db, data);
  const id = await oncePerSubmission(db, 'jobs', submissionKey, async () => {
    const row = await db
      .insertInto('jobs')
      .values({ ...columns(data), submissionKey: submissionKey ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return db.selectFrom('jobs').select(ADMIN_JOB_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * Replaces a job's fields; undefined when there is no such job. With `version` (its updatedAt when the
 * editor read it), only if it has not changed since: EditConflictError otherwise, so a stale tab cannot
 * silently undo a newer edit.
 */
export async function updateJob(db: Kysely<Database>, id: number, data: JobData, version?: Date): Promise<AdminJob | undefined> {
  await checkBrief(db, data);
  const job = await db
    .updateTable('jobs')
    .set(columns(data))
    .where('id', '=', id)
    .$if(version !== undefined, (qb) => qb.where(unchangedSince(version!)))
    .returning(ADMIN_JOB_COLUMNS)
    .executeTakeFirst();
  if (!job && version) await refuseIfStillThere(db, 'jobs', id);
  return job;
}

/** Deletes a job; false when there was none. */
export const deleteJob = (db: Kysely<Database>, id: number) => deleteById(db, 'jobs', id);

/** A job on the site whose advert lacks what regulation 27 asks, and the fields to fill in (the job whole, for the form). */
export type IncompleteAdvert = AdminJob & { missing: Array<'engagement' | 'minimumRequirements' | 'authorityNote'> };

/**
 * The jobs on the site that could not be saved as they are (added before the advert rules): their pages
 * still show, and the dashboard lists them to complete. Read by the rules themselves, not a copy in SQL.
 */
export async function listIncompleteAdverts(db: Kysely<Database>): Promise<IncompleteAdvert[]> {
  const jobs = await db
    .selectFrom('jobs')
    .select(ADMIN_JOB_COLUMNS)
    .where((eb) => isVisibleJob(eb))
    .orderBy('postedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return jobs.flatMap((job) => {
    const missing = (Object.keys(advertProblems(job)) as IncompleteAdvert['missing']).filter((f) => f !== ('workplace' as string));
    return missing.length ? [{ ...job, missing }] : [];
  });
}
