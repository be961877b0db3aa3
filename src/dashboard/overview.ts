import type { Kysely } from 'kysely';
import { RECENT_APPLICATION_DAYS } from '../config/overview';
import type { Database } from '../db/schema';
import { isVisibleJob } from '../jobs/queries';

export interface Overview {
  jobs: { total: number; active: number };
  posts: number;
  applications: { total: number; recent: number };
  contacts: number;
}

/** The overview cards' counts, in one round trip. */
export async function loadOverview(db: Kysely<Database>, now = new Date()): Promise<Overview> {
  const since = new Date(now.getTime() - RECENT_APPLICATION_DAYS * 86_400_000);
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('jobs').select(eb.fn.countAll<string>().as('n')).as('jobs'),
      // Active as a visitor sees it: an expired job with its Active box still ticked is not on the site.
      eb.selectFrom('jobs').select(eb.fn.countAll<string>().as('n')).where((w) => isVisibleJob(w, now)).as('activeJobs'),
      eb.selectFrom('blogPosts').select(eb.fn.countAll<string>().as('n')).as('posts'),
      eb.selectFrom('applications').select(eb.fn.countAll<string>().as('n')).as('applications'),
      eb.selectFrom('applications').select(eb.fn.countAll<string>().as('n')).where('createdAt', '>=', since).as('recentApplications'),
      eb.selectFrom('contacts').select(eb.fn.countAll<string>().as('n')).as('contacts'),
    ])
    .executeTakeFirstOrThrow();
  const n = (v: unknown) => Number(v ?? 0);
  return {
    jobs: { total: n(row.jobs), active: n(row.activeJobs) },
    posts: n(row.posts),
    applications: { total: n(row.applications), recent: n(row.recentApplications) },
    contacts: n(row.contacts),
  };
}
