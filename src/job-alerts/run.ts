/**
 * The alert run (the scheduled function job-alerts-scheduled and `npm run job-alerts`): each confirmed
 * subscriber who is due gets one email listing the visible jobs posted since their last run that match
 * their search and that no alert of theirs carried before; nothing when nothing matches. Due: a daily
 * alert once per UK day, a weekly one when 7 UK days have passed, and never two emails on one UK day.
 * Subscribers are taken in pages, each page in one transaction that claims them (moves their watermark),
 * records the jobs sent (unique per subscriber and job) and queues the emails in the outbox, so a run that
 * stops, a second run at the same time, or a mail server that is down never loses or doubles an alert:
 * the outbox sends them, retrying as it does every mail.
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { site } from '../config/site';
import type { Database, Job } from '../db/schema';
import { jobFacets } from '../jobs/search/facets';
import { keywordMatches } from '../jobs/search-query';
import type { JobFacets } from '../jobs/search/filters';
import type { AlertJob } from '../texts/emails';
import { isVisibleJob } from '../jobs/queries';
import { queueMessages, type QueuedMail } from '../notifications/outbox';
import { renderMail } from '../notifications/render';
import { mailSettingsFromEnv, type MailSettings } from '../notifications/settings';
import { jobAlert } from '../texts/emails';
import { alertFilters, alertMatches, describeCriteria } from './criteria';
import { ALERT_TEMPLATE, JOB_ALERT_LINKS, linkUrl, type Subscription } from './subscriptions';
import { linkToken } from './tokens';

export interface AlertRunResult {
  /** Due subscribers handled (claimed) by this run. */
  subscribers: number;
  /** Alerts queued (one per subscriber with matching jobs). */
  queued: number;
  /** Job listings in those alerts. */
  jobs: number;
  /** False when the time budget ran out first: the next run carries on with the rest. */
  finished: boolean;
}

export interface AlertRunOptions {
  now?: Date;
  settings?: MailSettings;
  /** Subscribers per page (one transaction each). */
  batch?: number;
  /** No page starts after this long (Netlify stops a scheduled function at 30 s). */
  budgetMs?: number;
}

/**
 * Jobs posted up to this long before a subscriber's watermark are looked at again: a job saved in a
 * transaction that committed after the last run read the jobs may carry an earlier posting time. The
 * record of sent jobs keeps any from going twice.
 */
export const WATERMARK_OVERLAP_MS = 3600_000;

/** The UK day of a moment, in SQL (the day alerts are counted by). */
export const ukDate = (value: Expression<Date | null> | Date) => sql<string>`((${value}) at time zone ${site.timeZone})::date`;

/** Whether a subscriber is due at `now` (a confirmed subscription whose frequency has come round, and no alert today). */
function isDue(eb: ExpressionBuilder<Database, 'jobAlertSubscriptions'>, now: Date): Expression<SqlBool> {
  const today = ukDate(now);
  const lastRun = ukDate(eb.ref('lastRunAt'));
  return eb.and([
    eb('status', '=', 'confirmed'),
    eb.or([eb('lastRunAt', 'is', null), sql<boolean>`${lastRun} <= ${today} - case when frequency = 'weekly' then 7 else 1 end`]),
    eb.or([eb('lastSentAt', 'is', null), sql<boolean>`${ukDate(eb.ref('lastSentAt'))} < ${today}`]),
  ]);
}

/** What an alert shows of a job: read at the run, and again at sending time (send-time.ts). */
export const ALERT_JOB_FIELDS = ['id', 'title', 'company', 'location', 'type', 'workplace', 'salary', 'expiresAt', 'postedAt'] as const;
type CandidateJob = Pick<Job, (typeof ALERT_JOB_FIELDS)[number]> & { facets: JobFacets };

/** The headers RFC 8058 asks of a bulk sender: one-click unsubscribe by POST to this address. */
export const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The alert for a subscriber and its new jobs (newest first). */
export function alertMail(sub: Subscription, jobs: readonly AlertJob[], origin: string): QueuedMail {
  const token = linkToken(sub);
  const unsubscribe = linkUrl(origin, JOB_ALERT_LINKS.unsubscribe, token);
  const mail = jobAlert(
    jobs,
    { description: describeCriteria(sub) },
    { manage: linkUrl(origin, JOB_ALERT_LINKS.manage, token), unsubscribe },
    { origin },
  );
  return { template: ALERT_TEMPLATE, recipient: sub.email, headers: unsubscribeHeaders(unsubscribe), ...renderMail(mail) };
}

/** The UK day of a moment, as yyyy-mm-dd. */
export const alertDay = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: site.timeZone }).format(now);

/** The outbox topic of a subscriber's alert of a UK day: one per day whatever happens. */
export const alertTopic = (subscriptionId: number, now: Date) => `job-alert:${subscriptionId}:${alertDay(now)}`;

/** Whose alert of which UK day an outbox topic is (alertTopic read back); undefined for another topic. */
export function parseAlertTopic(topic: string): { subscriptionId: number; day: string } | undefined {
  const m = /^job-alert:(\d+):(\d{4}-\d{2}-\d{2})$/.exec(topic);
  return m ? { subscriptionId: Number(m[1]), day: m[2] } : undefined;
}

export async function runJobAlerts(
  db: Kysely<Database>,
  { now = new Date(), settings = mailSettingsFromEnv(), batch = 200, budgetMs = 20_000 }: AlertRunOptions = {},
): Promise<AlertRunResult> {
  const result: AlertRunResult = { subscribers: 0, queued: 0, jobs: 0, finished: true };
  const deadline = Date.now() + budgetMs;
  const { since } = await db
    .selectFrom('jobAlertSubscriptions')
    .select((eb) => eb.fn.min(eb.fn.coalesce('lastRunAt', 'confirmedAt')).as('since'))
    .where((eb) => isDue(eb, now))
    .executeTakeFirstOrThrow();
  if (!since) return recordRun(db, now, result);
  // The jobs any due subscriber could be sent, read once: visible now, posted since the oldest watermark.
  const jobs: CandidateJob[] = (
    await db
      .selectFrom('jobs')
      .select(ALERT_JOB_FIELDS)
      .where((eb) => isVisibleJob(eb, now))
      .where('postedAt', '>', new Date(new Date(since).getTime() - WATERMARK_OVERLAP_MS))
      .where('postedAt', '<=', now)
      .orderBy('postedAt', 'desc')
      .orderBy('id', 'desc')
      .execute()
  ).map((job) => ({ ...job, facets: jobFacets(job) }));

  let after = 0;
  for (;;) {
    if (Date.now() > deadline) {
      result.finished = false;
      break;
    }
    const page = await db
      .selectFrom('jobAlertSubscriptions')
      .selectAll()
      .where((eb) => isDue(eb, now))
      .where('id', '>', after)
      .orderBy('id')
      .limit(batch)
      .execute();
    if (!page.length) break;
    after = page[page.length - 1].id;
    await db.transaction().execute(async (trx) => {
      // Claims the page: a run at the same moment waits on these rows, then finds them no longer due.
      const claimed = new Set(
        (
          await trx
            .updateTable('jobAlertSubscriptions')
            .set({ lastRunAt: now })
            .where(
              'id',
              'in',
              page.map((s) => s.id),
            )
            .where((eb) => isDue(eb, now))
            .returning('id')
            .execute()
        ).map((r) => r.id),
      );
      const subs = page.filter((sub) => claimed.has(sub.id));
      // Every subscriber's keywords in one query (the site's one keyword matcher); the rest by the facets.
      const byKeywords = await keywordMatches(
        trx,
        subs.map((sub) => alertFilters(sub).q),
        jobs.map((job) => job.id),
      );
      const wanted = subs
        .map((sub, i) => {
          const from = (sub.lastRunAt ?? sub.confirmedAt!).getTime() - WATERMARK_OVERLAP_MS;
          const fits = (job: CandidateJob) => job.postedAt.getTime() > from && byKeywords[i].has(job.id) && alertMatches(job.facets, sub);
          return { sub, jobs: jobs.filter(fits) };
        })
        .filter((w) => w.jobs.length > 0);
      result.subscribers += claimed.size;
      if (!wanted.length) return;
      // Recorded first: a job some alert of theirs already carried is not new.
      // As two arrays (unnest): a page may list tens of thousands of pairs, beyond a statement's 65,535 parameters.
      const pairs = wanted.flatMap((w) => w.jobs.map((job) => [w.sub.id, job.id] as const));
      const { rows: recorded } = await sql<{ subscriptionId: number; jobId: number }>`
        insert into job_alert_jobs (subscription_id, job_id, sent_at)
        select s, j, ${now} from unnest(${pairs.map((p) => p[0])}::integer[], ${pairs.map((p) => p[1])}::integer[]) as t (s, j)
        on conflict (subscription_id, job_id) do nothing
        returning subscription_id, job_id`.execute(trx);
      const fresh = new Set(recorded.map((r) => `${r.subscriptionId}:${r.jobId}`));
      const mails = wanted
        .map((w) => ({ sub: w.sub, jobs: w.jobs.filter((job) => fresh.has(`${w.sub.id}:${job.id}`)) }))
        .filter((w) => w.jobs.length > 0);
      if (!mails.length) return;
      await queueMessages(
        trx,
        mails.map((m) => ({ topic: alertTopic(m.sub.id, now), ...alertMail(m.sub, m.jobs, settings.origin) })),
        now,
      );
      await trx
        .updateTable('jobAlertSubscriptions')
        .set({ lastSentAt: now })
        .where(
          'id',
          'in',
          mails.map((m) => m.sub.id),
        )
        .execute();
      result.queued += mails.length;
      result.jobs += mails.reduce((n, m) => n + m.jobs.length, 0);
    });
  }
  return recordRun(db, now, result);
}

/** How many runs' figures are kept. */
const RUNS_KEPT = 100;

async function recordRun(db: Kysely<Database>, now: Date, result: AlertRunResult): Promise<AlertRunResult> {
  const { id } = await db
    .insertInto('jobAlertRuns')
    .values({ ranAt: now, ...result })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .deleteFrom('jobAlertRuns')
    .where('id', '<=', id - RUNS_KEPT)
    .execute();
  return result;
}

/** One line for the logs and the operator. */
export const describeRun = (r: AlertRunResult) =>
  `[job-alerts] ${r.subscribers} due subscriber(s), ${r.queued} alert(s) queued with ${r.jobs} job(s)${r.finished ? '' : '; time ran out, the next run carries on'}`;
