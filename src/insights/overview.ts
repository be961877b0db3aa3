import type { ExpressionBuilder, Kysely } from 'kysely';
import { countOverdue } from '../candidates/manage';
import { overdueIfReceivedBefore } from '../config/complaint-deadline';
import { countNewBriefs } from '../briefs/clients';
import { countLateEmployers } from '../introductions/shortlists';
import { RECENT_APPLICATION_DAYS } from '../config/overview';
import type { Database } from '../db/schema';
import { isVisibleJob } from '../jobs/queries';
import { alertDay } from '../job-alerts/run';
import { ALERT_TEMPLATE } from '../job-alerts/subscriptions';
import { offersToConfirm, type OfferToConfirm } from '../offers/offers';

export interface Overview {
  jobs: { total: number; active: number };
  posts: number;
  applications: { total: number; recent: number };
  contacts: number;
  /** Enquiries marked as data-protection complaints whose outcome is not yet told; `overdue`: not acknowledged in time. */
  complaints: { open: number; overdue: number };
  /** Applications and enquiries still new past the promised hours (src/candidates/waiting.ts). */
  overdue: { applications: number; enquiries: number };
  /** Confirmed briefs the consultant has not yet taken up, and those still new past the hours promised for applications (docs/decisions/employers.md). */
  briefs: { new: number; waiting: number };
  /** Employers past their response date on a shortlist with a candidate undecided (docs/decisions/introductions.md). */
  lateEmployers: number;
  /** Job alert subscribers, and the latest run that queued alerts: its alerts sent, failed and still waiting. */
  jobAlerts: {
    confirmed: number;
    pending: number;
    lastRun: { at: Date; queued: number; sent: number; failed: number; waiting: number; withdrawn: number } | null;
  };
  /** Offers made by phone still to be confirmed in writing, each with its day (docs/decisions/placements.md). */
  offersToConfirm: OfferToConfirm[];
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
      eb
        .selectFrom('jobAlertSubscriptions')
        .select(eb.fn.countAll<string>().as('n'))
        .where('status', '=', 'confirmed')
        .as('alertsConfirmed'),
      eb.selectFrom('jobAlertSubscriptions').select(eb.fn.countAll<string>().as('n')).where('status', '=', 'pending').as('alertsPending'),
    ])
    .executeTakeFirstOrThrow();
  const [row, overdue, briefs, toConfirm, lateEmployers] = await Promise.all([
    counts,
    countOverdue(db, now),
    countNewBriefs(db, now),
    offersToConfirm(db, now),
    countLateEmployers(db, now),
  ]);
  const n = (v: unknown) => Number(v ?? 0);
  return {
    jobs: { total: n(row.jobs), active: n(row.activeJobs) },
    posts: n(row.posts),
    applications: { total: n(row.applications), recent: n(row.recentApplications) },
    contacts: n(row.contacts),
    complaints: { open: n(row.openComplaints), overdue: n(row.overdueComplaints) },
    overdue,
    briefs,
    lateEmployers,
    jobAlerts: { confirmed: n(row.alertsConfirmed), pending: n(row.alertsPending), lastRun: await lastAlertRun(db) },
    offersToConfirm: toConfirm,
  };
}

/** The latest run that queued alerts, with how its alerts fared in the outbox (their topics end with the run's UK day). */
async function lastAlertRun(db: Kysely<Database>): Promise<Overview['jobAlerts']['lastRun']> {
  const run = await db
    .selectFrom('jobAlertRuns')
    .select(['ranAt', 'queued'])
    .where('queued', '>', 0)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!run) return null;
  const statuses = await db
    .selectFrom('outbox')
    .select((eb) => ['status', eb.fn.countAll<string>().as('n')])
    .where('template', '=', ALERT_TEMPLATE)
    .where('topic', 'like', `%:${alertDay(run.ranAt)}`)
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(statuses.find((s) => s.status === status)?.n ?? 0);
  return {
    at: run.ranAt,
    queued: run.queued,
    sent: count('sent'),
    failed: count('failed'),
    waiting: count('pending'),
    withdrawn: count('withdrawn'),
  };
}
