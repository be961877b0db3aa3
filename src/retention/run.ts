import { sql, type Kysely, type RawBuilder } from 'kysely';
import { deleteCommentThreads } from '../comments/moderation';
import type { Database } from '../db/schema';
import { monthOf } from '../insights/closed-months';
import { deleteExpiredUploads } from '../uploads/staged';
import { ukDay } from '../utils/uk-time';
import { personWithoutRecords } from '../people/records';
import { RETENTION, retentionCutoffs } from '../config/retention';
import { clientFloorPassed, introductionFloorPassed, personFloorPassed } from './floors';

/** What a run removed (or, dry, would remove), by kind. */
export interface RetentionReport {
  dryRun: boolean;
  /** Unsuccessful or never-progressed applications past 12 months. */
  applications: number;
  placedApplications: number;
  /** Registrations whose keep-my-details consent ended unrenewed (or, never given, 12 months old), with their CVs. */
  registrations: number;
  registrationCvFiles: number;
  /** Introductions past their period (as applications: placed ones after placedYears) and past both floors. */
  introductions: number;
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
  /**
   * Rows past their kind's period that the record floor of regulation 29 keeps (a year from creation and
   * from the last service to the person or hirer: src/retention/floors.ts). Counted by a dry run only.
   */
  heldByFloor: Record<FloorKind, number>;
  /** False when the time budget ran out first: the next run carries on. */
  finished: boolean;
}

/** The kinds that hold records of regulation 29's Schedules 4 and 5, and so have a floor. */
const FLOOR_KINDS = ['applications', 'placedApplications', 'introductions', 'clients'] as const;
type FloorKind = (typeof FLOOR_KINDS)[number];

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
  | 'introductions'
  | 'registrations'
  | 'contacts'
  | 'unapprovedComments'
  | 'unconfirmedJobAlerts'
  | 'jobAlerts'
  | 'unconfirmedBriefs'
  | 'clients'
  | 'pageViews'
  | 'pageViewMonths'
  | 'sessions'
  | 'rateLimits'
  | 'loginFailures'
  | 'passwordResetTokens'
  | 'auditEntries'
  | 'webauthnChallenges'
  | 'people';

interface Target {
  table: string;
  /** The kind's own period. */
  due: RawBuilder<unknown>;
  /** Regulation 29's floor, for the records it covers: a row is removed when both hold. */
  floor?: RawBuilder<unknown>;
}

/** The rows each kind removes, as a table and a condition (snake_case SQL). */
function targets(now: Date): Record<Kind, Target> {
  const cut = retentionCutoffs(now);
  const applicationFloor = personFloorPassed(sql.ref('applications.person_id'), cut.recordFloor);
  return {
    // Before applications and clients: a person or client is kept while an introduction of theirs is.
    introductions: {
      table: 'introductions',
      due: sql`(status <> 'placed' and status_changed_at < ${cut.applications}) or (status = 'placed' and status_changed_at < ${cut.placedApplications})`,
      floor: introductionFloorPassed(cut.recordFloor),
    },
    applications: {
      table: 'applications',
      due: sql`status <> 'placed' and status_changed_at < ${cut.applications}`,
      floor: applicationFloor,
    },
    // Kept while the person's keep-my-details consent runs; at its end unrenewed, they go (docs/decisions/people.md).
    // Without that consent (never given, or withdrawn), as long as an application that never progressed. Never
    // before 12 months from creation either way, so the record floor's first half holds; the person's other
    // records keep theirs.
    registrations: {
      table: 'registrations',
      due: sql`not exists (select 1 from person_consents c where c.person_id = registrations.person_id and c.kind = 'keep-details'
          and c.withdrawn_at is null and c.expires_at > ${now})
        and (created_at < ${cut.applications} or exists (select 1 from person_consents c where c.person_id = registrations.person_id
          and c.kind = 'keep-details' and c.expires_at <= ${now}))`,
    },
    placedApplications: {
      table: 'applications',
      due: sql`status = 'placed' and status_changed_at < ${cut.placedApplications}`,
      floor: applicationFloor,
    },
    // A data-protection complaint is kept while open, then as long from its outcome as any enquiry from receipt.
    contacts: {
      table: 'contacts',
      due: sql`created_at < ${cut.contacts} and (complaint_marked_at is null or complaint_answered_at < ${cut.contacts})`,
    },
    unapprovedComments: { table: 'comments', due: sql`not is_approved and created_at < ${cut.unapprovedComments}` },
    // Their sent-job records go with them (cascade).
    unconfirmedJobAlerts: { table: 'job_alert_subscriptions', due: sql`status = 'pending' and created_at < ${cut.unconfirmedJobAlerts}` },
    jobAlerts: { table: 'job_alert_subscriptions', due: sql`status = 'confirmed' and active_at < ${cut.jobAlerts}` },
    unconfirmedBriefs: { table: 'pending_briefs', due: sql`created_at < ${cut.unconfirmedBriefs}` },
    // Contacts, briefs and acceptances go with the client (cascade); a job keeps its advert, losing the link.
    clients: {
      table: 'clients',
      due: sql`last_service_at < ${cut.clients} and not exists (select 1 from briefs b where b.client_id = clients.id and b.status in ('new', 'live'))`,
      floor: clientFloorPassed(sql.ref('clients.id'), cut.recordFloor),
    },
    // A day is kept while any of it is inside the period: removed once its UK date is before the cut-off's.
    pageViews: { table: 'page_views', due: sql`day < ${ukDay(cut.pageViews)}::date` },
    // The cut-off's month goes too, as part of its days do: the report groups what is left of it again.
    pageViewMonths: { table: 'page_view_months', due: sql`month <= ${monthOf(ukDay(cut.pageViews))}::date` },
    sessions: { table: 'sessions', due: sql`expire <= ${now}` },
    rateLimits: { table: 'rate_limits', due: sql`window_start < ${cut.counters}` },
    loginFailures: { table: 'login_failures', due: sql`failed_at < ${cut.counters}` },
    passwordResetTokens: { table: 'password_reset_tokens', due: sql`expires_at <= ${now}` },
    auditEntries: { table: 'admin_audit', due: sql`at < ${cut.auditEntries}` },
    webauthnChallenges: { table: 'webauthn_challenges', due: sql`expires_at <= ${now}` },
    // Last: the kinds above remove records first. A dry run counts only those already without any.
    people: { table: 'people', due: personWithoutRecords },
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
/** The CVs stored beside a kind's rows (gone with them by cascade), counted into the report. */
const CV_TABLES: Record<string, { table: string; key: string; counted: 'cvFiles' | 'registrationCvFiles' } | undefined> = {
  applications: { table: 'cv_files', key: 'application_id', counted: 'cvFiles' },
  registrations: { table: 'registration_cv_files', key: 'registration_id', counted: 'registrationCvFiles' },
};

export async function runRetention(
  db: Kysely<Database>,
  { now = new Date(), dryRun = false, batchSize = 500, budgetMs = 20_000 }: RetentionOptions = {},
): Promise<RetentionReport> {
  const deadline = Date.now() + budgetMs;
  const report: RetentionReport = {
    dryRun,
    applications: 0,
    placedApplications: 0,
    introductions: 0,
    cvFiles: 0,
    registrations: 0,
    registrationCvFiles: 0,
    contacts: 0,
    unapprovedComments: 0,
    unconfirmedJobAlerts: 0,
    jobAlerts: 0,
    unconfirmedBriefs: 0,
    clients: 0,
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
    heldByFloor: Object.fromEntries(FLOOR_KINDS.map((k) => [k, 0])) as Record<FloorKind, number>,
    finished: true,
  };
  for (const [kind, { table, due, floor }] of Object.entries(targets(now)) as Array<[Kind, Target]>) {
    const cvs = CV_TABLES[table];
    const where = floor ? sql`(${due}) and ${floor}` : due;
    if (dryRun) {
      report[kind] = await count(db, sql`select count(*) as n from ${sql.table(table)} where ${where}`);
      if (floor)
        report.heldByFloor[kind as FloorKind] = await count(
          db,
          sql`select count(*) as n from ${sql.table(table)} where (${due}) and not ${floor}`,
        );
      if (cvs)
        report[cvs.counted] += await count(
          db,
          sql`select count(*) as n from ${sql.table(cvs.table)} where ${sql.ref(cvs.key)} in (select id from ${sql.table(table)} where ${where})`,
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
      if (cvs) {
        report[cvs.counted] += await count(
          db,
          sql`select count(*) as n from ${sql.table(cvs.table)} where ${sql.ref(cvs.key)} in (select id from ${sql.table(table)} where ctid in (${batch}))`,
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

/** One line per kind, for the function's log and the script's output; a dry run also says what the floor keeps. */
export function describeReport(r: RetentionReport): string {
  const verb = r.dryRun ? 'would remove' : 'removed';
  const floor = `a year from creation and from the last service, regulation 29`;
  const held = (kind: FloorKind) => (r.dryRun ? `; ${r.heldByFloor[kind]} more past it kept by the record floor (${floor})` : '');
  return [
    `Retention ${r.dryRun ? '(dry run) ' : ''}${verb}:`,
    `  ${r.introductions} introductions (over ${RETENTION.applicationMonths} months from their last step, placed ones over ${RETENTION.placedYears} years)${held('introductions')}`,
    `  ${r.applications} unsuccessful or inactive applications (over ${RETENTION.applicationMonths} months)${held('applications')}`,
    `  ${r.placedApplications} placed candidates' applications (over ${RETENTION.placedYears} years)${held('placedApplications')}`,
    `  ${r.cvFiles} CVs with those applications`,
    `  ${r.contacts} contact enquiries (over ${RETENTION.contactMonths} months)`,
    `  ${r.unapprovedComments} blog comments never approved (over ${RETENTION.unapprovedCommentMonths} months)`,
    `  ${r.unconfirmedJobAlerts} job alerts never confirmed (over ${RETENTION.unconfirmedJobAlertDays} days)`,
    `  ${r.jobAlerts} job alerts with no confirmed activity (over ${RETENTION.jobAlertMonths} months)`,
    `  ${r.unconfirmedBriefs} vacancy briefs never confirmed (over ${RETENTION.unconfirmedBriefDays} days)`,
    `  ${r.clients} clients with their contacts, briefs and acceptances (over ${RETENTION.clientYears} year after the last service)${held('clients')}`,
    `  ${r.registrations} registrations whose keep-my-details consent ended unrenewed, or never given over ${RETENTION.applicationMonths} months (${r.registrationCvFiles} CVs with them)`,
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
