import type { ExpressionBuilder, Kysely } from 'kysely';
import { countOverdue } from '../candidates/manage';
import { overdueIfReceivedBefore } from '../complaints/deadline';
import { RECENT_APPLICATION_DAYS } from '../config/overview';
import type { Database } from '../db/schema';
import { isVisibleJob } from '../jobs/queries';

export interface Overview {
  jobs: { total: number; active: number };
  posts: number;
  applications: { total: number; recent: number };
  contacts: number;
  /** Enquiries marked as data-protection complaints whose outcome is not yet told; `overdue`: not acknowledged in time. */
  complaints: { open: number; overdue: number };
  /** Applications and enquiries still new past the promised hours (src/candidates/waiting.ts). */
  overdue: { applications: number; enquiries: number };
}

/** Complaints counted until their outcome is told (the rows of contacts_open_complaints_idx). */
const openComplaints = (eb: ExpressionBuilder<Database, 'contacts'>) =>
  eb.and([eb('complaintMarkedAt', 'is not', null), eb('complaintAnsweredAt', 'is', null)]);

/** The overview cards' counts, in two round trips at once. */
export async function loadOverview(db: Kysely<Database>, now = new Date()): Promise<Overview> {
  const since = new Date(now.getTime() - RECENT_APPLICATION_DAYS * 86_400_000);
  const counts = db
    .selectNoFrom((eb) => [
      eb.selectFrom('jobs').select(eb.fn.countAll<string>().as('n')).as('jobs'),
      // Active as a visitor sees it: an expired job with its Active box still ticked is not on the site.
      eb
        .selectFrom('jobs')
        .select(eb.fn.countAll<string>().as('n'))
        .where((w) => isVisibleJob(w, now))
        .as('activeJobs'),
      eb.selectFrom('blogPosts').select(eb.fn.countAll<string>().as('n')).as('posts'),
      eb.selectFrom('applications').select(eb.fn.countAll<string>().as('n')).as('applications'),
      eb.selectFrom('applications').select(eb.fn.countAll<string>().as('n')).where('createdAt', '>=', since).as('recentApplications'),
      eb.selectFrom('contacts').select(eb.fn.countAll<string>().as('n')).as('contacts'),
      eb.selectFrom('contacts').select(eb.fn.countAll<string>().as('n')).where(openComplaints).as('openComplaints'),
      eb
        .selectFrom('contacts')
        .select(eb.fn.countAll<string>().as('n'))
        .where(openComplaints)
        .where('complaintAcknowledgedAt', 'is', null)
        .where('createdAt', '<', overdueIfReceivedBefore(now))
        .as('overdueComplaints'),
    ])
    .executeTakeFirstOrThrow();
  const [row, overdue] = await Promise.all([counts, countOverdue(db, now)]);
  const n = (v: unknown) => Number(v ?? 0);
  return {
    jobs: { total: n(row.jobs), active: n(row.activeJobs) },
    posts: n(row.posts),
    applications: { total: n(row.applications), recent: n(row.recentApplications) },
    contacts: n(row.contacts),
    complaints: { open: n(row.openComplaints), overdue: n(row.overdueComplaints) },
    overdue,
  };
}
