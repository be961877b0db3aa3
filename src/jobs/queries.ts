import { sql, type Kysely } from 'kysely';
import type { Database, Job } from '../db/schema';

/** Jobs a visitor may see: active and not past their expiry. */
function visibleJobs(db: Kysely<Database>) {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('isActive', '=', true)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', sql<Date>`now()`)]));
}

/** Active, unexpired jobs, newest first. */
export function listVisibleJobs(db: Kysely<Database>): Promise<Job[]> {
  return visibleJobs(db).orderBy('postedAt', 'desc').orderBy('id', 'desc').execute();
}

/** One active, unexpired job, or undefined. */
export function findVisibleJob(db: Kysely<Database>, id: number): Promise<Job | undefined> {
  return visibleJobs(db).where('id', '=', id).executeTakeFirst();
}
