import { sql, type Kysely, type RawBuilder } from 'kysely';
import { deleteCommentThreads } from '../comments/moderation';
import type { Database } from '../db/schema';
import { monthOf } from '../insights/closed-months';
import { deleteExpiredUploads } from '../uploads/staged';
import { ukDay } from '../utils/uk-time';
import { personWithoutRecords } from '../people/records';
import { RETENTION, retentionCutoffs } from '../config/retention';

/** What a run removed (or, dry, would remove), by kind. */
export interface RetentionReport {
  dryRun: boolean;
  /** Unsuccessful or never-progressed applications past 12 months. */
  applications: number;
  placedApplications: number;
  /** CVs that went with those applications. */
  cvFiles: number;
  contacts: number;
  /** Blog comments never approved. */
  unapprovedComments: number;
  /** Job alerts never confirmed, and confirmed ones with no confirmed act for 24 months. */
  unconfirmedJobAlerts: number;
  jobAlerts: number;
  /** Briefs never confirmed, and clients (with contacts, briefs, acceptances) a year after their last service. */
  unconfirmedBriefs: number;
  clients: number;
  /** Introductions (regulation 29 records) a year after their last change: docs/decisions/introductions.md. */
  introductions: number;
  /** Daily page-view counts older than 26 months. */
  pageViews: number;
  /** The same counts grouped by month (page_view_months), from the month the daily ones reach back to. */
  pageViewMonths: number;
  sessions: number;
  rateLimits: number;
  loginFailures: number;
  /** Password reset links past their 30 minutes, and admin audit entries past AUDIT_KEPT_MONTHS. */
  passwordResetTokens: number;
  auditEntries: number;
  /** Passkey ceremonies never finished (src/auth/factors/passkeys.ts). */
  webauthnChallenges: number;
  /** People none of whose records is left (after the kinds above went), with their addresses. */
  people: number;
  stagedUploads: number;
  /** False when the time budget ran out first: the next run carries on. */
  finished: boolean;
}

export interface RetentionOptions {
  now?: Date;
  dryRun?: boolean;
  /** Rows per statement: each is short, so the run can stop between them. */
  batchSize?: number;
  /** No new batch starts after this long (Netlify stops a scheduled function at 30 s). */
  budgetMs?: number;
}

type Kind =
  | 'applications'
  | 'placedApplications'
  | 'contacts'
  | 'unapprovedComments'
  | 'unconfirmedJobAlerts'
  | 'jobAlerts'
  | 'unconfirmedBriefs'
  | 'clients'
  | 'introductions'
  | 'pageViews'
  | 'pageViewMonths'
  | 'sessions'
  | 'rateLimits'
  | 'loginFailures'
  | 'passwordResetTokens'
  | 'auditEntries'
  | 'webauthnChallenges'
  | 'people';

/** The rows each kind removes, as a table and a condition (snake_case SQL). */
function targets(now: Date): Record<Kind, { table: string; where: RawBuilder<unknown> }> {
  const cut = retentionCutoffs(now);
  return {
    applications: { table: 'applications', where: sql`status <> 'placed' and status_changed_at < ${cut.applications}` },
    placedApplications: { table: 'applications', where: sql`status = 'placed' and status_changed_at < ${cut.placedApplications}` },
    // A data-protection complaint is kept while open, then as long from its outcome as any enquiry from receipt.
    contacts: {
      table: 'contacts',
      where: sql`created_at < ${cut.contacts} and (complaint_marked_at is null or complaint_answered_at < ${cut.contacts})`,
    },
    unapprovedComments: { table: 'comments', where: sql`not is_approved and created_at < ${cut.unapprovedComments}` },
    // Their sent-job records go with them (cascade).
    unconfirmedJobAlerts: { table: 'job_alert_subscriptions', where: sql`status = 'pending' and created_at < ${cut.unconfirmedJobAlerts}` },
    jobAlerts: { table: 'job_alert_subscriptions', where: sql`status = 'confirmed' and active_at < ${cut.jobAlerts}` },
    unconfirmedBriefs: { table: 'pending_briefs', where: sql`created_at < ${cut.unconfirmedBriefs}` },
    // Contacts, briefs and acceptances go with the client (cascade); a job keeps its advert, losing the link.
    clients: {
      table: 'clients',
      where: sql`last_service_at < ${cut.clients} and not exists (select 1 from briefs b where b.client_id = clients.id and b.status in ('new', 'live'))`,
    },
    // Their shortlist decisions and views go with them (cascade); a person kept only by them goes after (people).
    // Regulation 29's records of introductions: a year after the last service, as a client's.
    introductions: { table: 'introductions', where: sql`status_changed_at < ${cut.clients}` },
    // A day is kept while any of it is inside the period: removed once its UK date is before the cut-off's.
    pageViews: { table: 'page_views', where: sql`day < ${ukDay(cut.pageViews)}::date` },
    // The cut-off's month goes too, as part of its days do: the report groups what is left of it again.
    pageViewMonths: { table: 'page_view_months', where: sql`month <= ${monthOf(ukDay(cut.pageViews))}::date` },
    sessions: { table: 'sessions', where: sql`expire <= ${now}` },
    rateLimits: { table: 'rate_limits', where: sql`window_start < ${cut.counters}` },
    loginFailures: { table: 'login_failures', where: sql`failed_at < ${cut.counters}` },
    passwordResetTokens: { table: 'password_reset_tokens', where: sql`expires_at <= ${now}` },
    auditEntries: { table: 'admin_audit', where: sql`at < ${cut.auditEntries}` },
    webauthnChallenges: { table: 'webauthn_challenges', where: sql`expires_at <= ${now}` },
    // Last: the kinds above remove records first. A dry run counts only those already without any.
    people: { table: 'people', where: personWithoutRecords },
  };
}

const count = async (db: Kysely<Database>, query: RawBuilder<{ n: string }>) => Number((await query.execute(db)).rows[0]?.n ?? 0);

/** Up to `limit` comments, with their replies and the digests quoting any of them (deleteCommentThreads); returns how many. */
const deleteCommentBatch = (db: Kysely<Database>, where: RawBuilder<unknown>, limit: number) =>
  db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: number }>`select id from comments where ${where} limit ${limit} for update`.execute(trx);
    return deleteCommentThreads(
      trx,
      rows.map((c) => c.id),
    );
  });

/**
 * Removes what the retention periods say is due, in short batches (any number of rows, well inside the
 * scheduled function's 30 s), or with `dryRun` counts it without removing anything. An application's CV
 * goes with it (foreign key cascade); a comment's replies too, and the digests that quoted any of them
 * (deleteCommentThreads).
 */
export async function runRetention(
  db: Kysely<Database>,
  { now = new Date(), dryRun = false, batchSize = 500, budgetMs = 20_000 }: RetentionOptions = {},
): Promise<RetentionReport> {
  const deadline = Date.now() + budgetMs;
  const report: RetentionReport = {
    dryRun,
    applications: 0,
    placedApplications: 0,
    cvFiles: 0,
    contacts: 0,
    unapprovedComments: 0,
    unconfirmedJobAlerts: 0,
    jobAlerts: 0,
    unconfirmedBriefs: 0,
    clients: 0,
    introductions: 0,
    pageViews: 0,
    pageViewMonths: 0,
    sessions: 0,
    rateLimits: 0,
    loginFailures: 0,
    passwordResetTokens: 0,
    auditEntries: 0,
    webauthnChallenges: 0,
    people: 0,
    stagedUploads: 0,
    finished: true,
  };
  for (const [kind, { table, where }] of Object.entries(targets(now)) as Array<[Kind, { table: string; where: RawBuilder<unknown> }]>) {
    const isApplication = table === 'applications';
    if (dryRun) {
      report[kind] = await count(db, sql`select count(*) as n from ${sql.table(table)} where ${where}`);
      if (isApplication)
        report.cvFiles += await count(
          db,
          sql`select count(*) as n from cv_files where application_id in (select id from applications where ${where})`,
        );
      continue;
    }
    for (;;) {
      if (Date.now() > deadline) {
        report.finished = false;
        break;
      }
      // ctid names a row in any table, so one statement shape serves tables with any key.
      const batch = sql<{ ctid: string }>`select ctid from ${sql.table(table)} where ${where} limit ${batchSize}`;
      if (isApplication) {
        report.cvFiles += await count(
          db,
          sql`select count(*) as n from cv_files where application_id in (select id from applications where ctid in (${batch}))`,
        );
      }
      const removed =
        table === 'comments'
          ? await deleteCommentBatch(db, where, batchSize)
          : Number((await sql`delete from ${sql.table(table)} where ctid in (${batch})`.execute(db)).numAffectedRows ?? 0);
      report[kind] += removed;
      if (removed < batchSize) break;
    }
  }
  report.stagedUploads = dryRun
    ? Number(
        (
          await db
            .selectFrom('stagedUploads')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('expiresAt', '<=', now)
            .executeTakeFirstOrThrow()
        ).n,
      )
    : await deleteExpiredUploads(db, now);
  return report;
}

/** One line per kind, for the function's log and the script's output. */
export function describeReport(r: RetentionReport): string {
  const verb = r.dryRun ? 'would remove' : 'removed';
  return [
    `Retention ${r.dryRun ? '(dry run) ' : ''}${verb}:`,
    `  ${r.applications} unsuccessful or inactive applications (over ${RETENTION.applicationMonths} months)`,
    `  ${r.placedApplications} placed candidates' applications (over ${RETENTION.placedYears} years)`,
    `  ${r.cvFiles} CVs with those applications`,
    `  ${r.contacts} contact enquiries (over ${RETENTION.contactMonths} months)`,
    `  ${r.unapprovedComments} blog comments never approved (over ${RETENTION.unapprovedCommentMonths} months)`,
    `  ${r.unconfirmedJobAlerts} job alerts never confirmed (over ${RETENTION.unconfirmedJobAlertDays} days)`,
    `  ${r.jobAlerts} job alerts with no confirmed activity (over ${RETENTION.jobAlertMonths} months)`,
    `  ${r.unconfirmedBriefs} vacancy briefs never confirmed (over ${RETENTION.unconfirmedBriefDays} days)`,
    `  ${r.clients} clients with their contacts, briefs and acceptances (over ${RETENTION.clientYears} year after the last service)`,
    `  ${r.introductions} introductions (over ${RETENTION.clientYears} year after the last change)`,
    `  ${r.pageViews} daily page-view counts (over ${RETENTION.pageViewMonths} months)`,
    `  ${r.pageViewMonths} monthly page-view counts (over ${RETENTION.pageViewMonths} months)`,
    `  ${r.sessions} expired admin sessions`,
    `  ${r.rateLimits} rate-limit counters and ${r.loginFailures} sign-in failures (over ${RETENTION.counterHours} hours)`,
    `  ${r.passwordResetTokens} expired password reset links`,
    `  ${r.auditEntries} admin audit entries (over ${RETENTION.auditMonths} months)`,
    `  ${r.webauthnChallenges} expired passkey challenges`,
    `  ${r.people} people with no record left`,
    `  ${r.stagedUploads} expired staged uploads`,
    ...(r.finished ? [] : ['  (stopped at the time limit; the next run carries on)']),
  ].join('\n');
}
