/**
 * The reviewer's private link (docs/decisions/introductions.md): a random token kept only as its SHA-256,
 * open 30 days unless revoked, showing only the introductions with a Yes on its job; the response date
 * from the client's accepted agreement version; decisions mailed to the consultant at once; one reminder
 * the business day before the date; every opening and CV download logged.
 */
import { sql, type Kysely } from 'kysely';
import { AGREEMENT_V1_FIGURES } from '../config/agreement';
import { INTRODUCTION_PERIODS, shortlistPath } from '../config/introductions';
import type { NotForUsReason, ShortlistDecision } from '../config/choices';
import type { Database, SharedProfileColumn, Shortlist } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { findAgreementVersion, currentAgreementVersion } from '../agreements/versions';
import { hashToken, newConfirmToken } from '../job-alerts/tokens';
import { queueMail } from '../notifications/outbox';
import { renderMail } from '../notifications/render';
import { mailSettingsFromEnv, type MailSettings } from '../notifications/settings';
import { CONSULTANT_TEMPLATES } from '../notifications/templates';
import type { ShortlistDecisionInput, ShortlistInput } from '../schemas/introductions';
import { decisionMail, initialsOf, shortlistMail } from '../texts/introductions';
import { addBusinessDays } from '../utils/business-days';
import { cvDownloadName } from '../candidates/cv-download-name';
import { ukDay } from '../utils/uk-time';
import { shortlistCvName } from '../texts/introductions';
import { CONSENTED_STATUSES } from './consent';
import { findIntroductionJob, type IntroductionJob } from './jobs';

export const SHORTLIST_TEMPLATE = 'shortlist-reviewer';
export const SHORTLIST_REMINDER_TEMPLATE = 'shortlist-reminder';
export const shortlistTopic = (id: number) => `shortlist:${id}`;

const DAY_MS = 86_400_000;

/** The shortlist as the consultant sees it: everything but the tokens' hashes. */
export type ShortlistRecord = Shortlist;
const PUBLIC_COLUMNS = [
  'id',
  'jobId',
  'reviewerName',
  'reviewerEmail',
  'blind',
  'dueOn',
  'createdAt',
  'expiresAt',
  'revokedAt',
  'remindedAt',
] as const;

/** The employer's response time, in business days, of the agreement version the client accepted (the one in force for a job without a brief). */
async function responseBusinessDays(db: Kysely<Database>, job: IntroductionJob, now: Date): Promise<number> {
  const version =
    job.agreementVersion === null ? await currentAgreementVersion(db, now) : await findAgreementVersion(db, job.agreementVersion);
  return (version?.figures ?? AGREEMENT_V1_FIGURES).submissionResponseBusinessDays;
}

/**
 * Makes a reviewer's link to a job's shortlist and queues its email; the introductions with a Yes on the job
 * are sent to the employer from now. Returns the shortlist (never the token: it is only in the email).
 */
export async function createShortlist(
  db: Kysely<Database>,
  input: ShortlistInput,
  { now = new Date(), settings = mailSettingsFromEnv() }: { now?: Date; settings?: MailSettings } = {},
): Promise<ShortlistRecord> {
  const job = await findIntroductionJob(db, input.jobId);
  if (!job) throw new DomainError('invalid', 'No job has this id', { errors: { jobId: ['No job has this id'] } });
  const dueOn = addBusinessDays(ukDay(now), await responseBusinessDays(db, job, now));
  const expiresAt = new Date(now.getTime() + INTRODUCTION_PERIODS.shortlistLinkDays * DAY_MS);
  const { token, hash } = newConfirmToken();
  return db.transaction().execute(async (trx) => {
    const shortlist = await trx
      .insertInto('shortlists')
      .values({
        jobId: job.id,
        reviewerName: input.reviewerName,
        reviewerEmail: input.reviewerEmail,
        blind: input.blind ?? false,
        tokenHash: hash,
        dueOn,
        createdAt: now,
        expiresAt,
      })
      .returning(PUBLIC_COLUMNS)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('introductions')
      .set({ status: 'sent', sentAt: now, statusChangedAt: now })
      .where('jobId', '=', job.id)
      .where('status', '=', 'agreed')
      .execute();
    const facts = { reviewerName: input.reviewerName, roleTitle: job.title, employer: job.employerName, dueOn, expiresAt };
    await queueMail(
      trx,
      shortlistTopic(shortlist.id),
      [
        {
          template: SHORTLIST_TEMPLATE,
          recipient: input.reviewerEmail,
          ...renderMail(shortlistMail(facts, `${settings.origin}${shortlistPath(token)}`, { origin: settings.origin })),
        },
      ],
      now,
    );
    return shortlist;
  });
}

/** Revokes a link at once; false when there is no such shortlist. */
export async function revokeShortlist(db: Kysely<Database>, id: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('shortlists')
    .set({ revokedAt: now })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows > 0n) return true;
  return !!(await db.selectFrom('shortlists').select('id').where('id', '=', id).executeTakeFirst());
}

/** The shortlist a token opens at `now`: undefined alike for a wrong, revoked or expired one. */
async function openShortlist(db: Kysely<Database>, token: string, now: Date) {
  if (token.length > 100) return undefined;
  return db
    .selectFrom('shortlists')
    .select(PUBLIC_COLUMNS)
    .where((eb) => eb.or([eb('tokenHash', '=', hashToken(token)), eb('reminderTokenHash', '=', hashToken(token))]))
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/** One candidate as the reviewer sees them: blind, initials only. */
export interface ShortlistCandidate {
  introductionId: number;
  /** The name, or initials on a blind shortlist. */
  shownName: string;
  profile: SharedProfileColumn;
  consentedAt: Date;
  hasCv: boolean;
  decision: { decision: ShortlistDecision; reason: NotForUsReason | null; comment: string | null; decidedAt: Date } | null;
}

export interface ShortlistView {
  shortlist: ShortlistRecord;
  roleTitle: string;
  employer: string;
  candidates: ShortlistCandidate[];
}

/** What a profile shows on a shortlist: on a blind one, initials instead of the name. */
const shownProfile = (profile: SharedProfileColumn, blind: boolean): SharedProfileColumn =>
  blind ? { ...profile, name: initialsOf(profile.name), cvFileName: null } : profile;

async function viewOf(db: Kysely<Database>, shortlist: ShortlistRecord): Promise<ShortlistView> {
  const job = await findIntroductionJob(db, shortlist.jobId);
  const rows = await db
    .selectFrom('introductions')
    .leftJoin('shortlistDecisions', (join) =>
      join.onRef('shortlistDecisions.introductionId', '=', 'introductions.id').on('shortlistDecisions.shortlistId', '=', shortlist.id),
    )
    .select([
      'introductions.id',
      'introductions.profile',
      'introductions.answeredAt',
      'introductions.cvApplicationId',
      'introductions.cvRegistrationId',
    ])
    .select(['shortlistDecisions.decision', 'shortlistDecisions.reason', 'shortlistDecisions.comment', 'shortlistDecisions.decidedAt'])
    .where('introductions.jobId', '=', shortlist.jobId)
    .where('introductions.status', 'in', CONSENTED_STATUSES)
    .where('introductions.answeredAt', 'is not', null)
    .orderBy('introductions.answeredAt')
    .execute();
  return {
    shortlist,
    roleTitle: job?.title ?? '',
    employer: job?.employerName ?? '',
    candidates: rows.map((r) => ({
      introductionId: r.id,
      shownName: shownProfile(r.profile!, shortlist.blind).name,
      profile: shownProfile(r.profile!, shortlist.blind),
      consentedAt: r.answeredAt!,
      hasCv: r.cvApplicationId !== null || r.cvRegistrationId !== null,
      decision: r.decision ? { decision: r.decision, reason: r.reason, comment: r.comment, decidedAt: r.decidedAt! } : null,
    })),
  };
}

const logView = (db: Kysely<Database>, shortlistId: number, kind: 'page' | 'cv', now: Date, introductionId: number | null = null) =>
  db.insertInto('shortlistViews').values({ shortlistId, kind, introductionId, at: now }).execute();

/** The reviewer's page (each opening logged); undefined for a link that opens nothing. */
export async function openShortlistPage(db: Kysely<Database>, token: string, now = new Date()): Promise<ShortlistView | undefined> {
  const shortlist = await openShortlist(db, token, now);
  if (!shortlist) return undefined;
  await logView(db, shortlist.id, 'page', now);
  return viewOf(db, shortlist);
}

/**
 * A CV from a shortlist (each download logged), named for who introduced the candidate and when; on a
 * blind shortlist by initials only. Undefined for a link that opens nothing or a candidate not on it.
 */
export async function shortlistCv(db: Kysely<Database>, token: string, introductionId: number, now = new Date()) {
  const shortlist = await openShortlist(db, token, now);
  if (!shortlist) return undefined;
  const view = await viewOf(db, shortlist);
  const candidate = view.candidates.find((c) => c.introductionId === introductionId);
  if (!candidate) return undefined;
  const intro = await db
    .selectFrom('introductions')
    .select(['cvApplicationId', 'cvRegistrationId', 'sentAt', 'answeredAt'])
    .where('id', '=', introductionId)
    .executeTakeFirstOrThrow();
  const file =
    intro.cvApplicationId !== null
      ? await db.selectFrom('cvFiles').select(['contentType', 'data']).where('applicationId', '=', intro.cvApplicationId).executeTakeFirst()
      : intro.cvRegistrationId !== null
        ? await db
            .selectFrom('registrationCvFiles')
            .select(['contentType', 'data'])
            .where('registrationId', '=', intro.cvRegistrationId)
            .executeTakeFirst()
        : undefined;
  if (!file) return undefined;
  await logView(db, shortlist.id, 'cv', now, introductionId);
  // The extension of the type the bytes showed, added whole: the name's own dots (initials) are not an extension.
  const extension = cvDownloadName('cv', file.contentType).slice('cv'.length);
  const fileName = `${shortlistCvName(candidate.shownName, intro.sentAt ?? intro.answeredAt ?? now)}${extension}`;
  return { fileName, contentType: file.contentType, data: file.data };
}

export const decisionTopic = (introductionId: number, at: Date) => `introduction:${introductionId}:decision:${at.getTime()}`;

/**
 * A reviewer's decision on a candidate of their shortlist (they may change it until the link closes): kept
 * per reviewer, and as the introduction's status unless it has moved past the employer's answer (an offer,
 * a placement); the consultant is mailed at once. Undefined for a link that opens nothing or a candidate not on it.
 */
export async function decideOnCandidate(
  db: Kysely<Database>,
  token: string,
  introductionId: number,
  input: ShortlistDecisionInput,
  { now = new Date(), settings = mailSettingsFromEnv() }: { now?: Date; settings?: MailSettings } = {},
): Promise<ShortlistView | undefined> {
  const shortlist = await openShortlist(db, token, now);
  if (!shortlist) return undefined;
  const view = await viewOf(db, shortlist);
  const candidate = view.candidates.find((c) => c.introductionId === introductionId);
  if (!candidate) return undefined;
  const reason = input.decision === 'not-for-us' ? (input.reason ?? null) : null;
  const comment = input.comment ?? null;
  await db.transaction().execute(async (trx) => {
    const values = { decision: input.decision, reason, comment, decidedAt: now };
    await trx
      .insertInto('shortlistDecisions')
      .values({ shortlistId: shortlist.id, introductionId, ...values })
      .onConflict((oc) => oc.columns(['shortlistId', 'introductionId']).doUpdateSet(values))
      .execute();
    await trx
      .updateTable('introductions')
      .set({ status: input.decision, statusChangedAt: now, decidedAt: now, decisionReason: reason, decisionComment: comment })
      .where('id', '=', introductionId)
      .where('status', 'in', ['agreed', 'sent', 'maybe', 'interview', 'not-for-us'])
      .execute();
    const { profile } = await trx.selectFrom('introductions').select('profile').where('id', '=', introductionId).executeTakeFirstOrThrow();
    const facts = {
      reviewerName: shortlist.reviewerName,
      // The consultant knows the candidate: their name, even from a blind shortlist.
      candidate: profile!.name,
      roleTitle: view.roleTitle,
      employer: view.employer,
      decision: input.decision,
      reason,
      comment,
      decidedAt: now,
    };
    await queueMail(
      trx,
      decisionTopic(introductionId, now),
      [
        {
          template: CONSULTANT_TEMPLATES.shortlistDecision,
          recipient: settings.notifyTo,
          replyTo: shortlist.reviewerEmail,
          ...renderMail(decisionMail(facts, { origin: settings.origin })),
        },
      ],
      now,
    );
  });
  return viewOf(db, shortlist);
}

/**
 * The daily run: one reminder to each reviewer with a candidate still undecided, on the business day
 * before their response date (or later, up to the date, if a run was missed). `now` moves the clock in tests.
 */
export async function runShortlistReminders(
  db: Kysely<Database>,
  { now = new Date(), settings = mailSettingsFromEnv() }: { now?: Date; settings?: MailSettings } = {},
): Promise<number> {
  const today = ukDay(now);
  const due = await db
    .selectFrom('shortlists')
    .select(PUBLIC_COLUMNS)
    .where('revokedAt', 'is', null)
    .where('remindedAt', 'is', null)
    .where('expiresAt', '>', now)
    .where('dueOn', '>=', today)
    .execute();
  let reminded = 0;
  for (const shortlist of due) {
    if (addBusinessDays(shortlist.dueOn, -1) > today) continue;
    const view = await viewOf(db, shortlist);
    if (!view.candidates.some((c) => !c.decision)) continue;
    // A token of its own: the first email's link keeps working (only hashes are kept, so it cannot be repeated).
    const { token, hash } = newConfirmToken();
    await db.transaction().execute(async (trx) => {
      const facts = {
        reviewerName: shortlist.reviewerName,
        roleTitle: view.roleTitle,
        employer: view.employer,
        dueOn: shortlist.dueOn,
        expiresAt: shortlist.expiresAt,
      };
      await trx.updateTable('shortlists').set({ remindedAt: now, reminderTokenHash: hash }).where('id', '=', shortlist.id).execute();
      await queueMail(
        trx,
        shortlistTopic(shortlist.id),
        [
          {
            template: SHORTLIST_REMINDER_TEMPLATE,
            recipient: shortlist.reviewerEmail,
            ...renderMail(shortlistMail(facts, `${settings.origin}${shortlistPath(token)}`, { origin: settings.origin }, true)),
          },
        ],
        now,
      );
    });
    reminded++;
  }
  return reminded;
}

/** The consultant's view of a job's links: each with its openings and downloads, newest first. */
export async function shortlistsOfJob(db: Kysely<Database>, jobId: number) {
  const shortlists = await db
    .selectFrom('shortlists')
    .select(PUBLIC_COLUMNS)
    .where('jobId', '=', jobId)
    .orderBy('createdAt', 'desc')
    .execute();
  if (!shortlists.length) return [];
  const [views, decisions] = await Promise.all([
    db
      .selectFrom('shortlistViews')
      .select(['shortlistId', 'introductionId', 'kind', 'at'])
      .where(
        'shortlistId',
        'in',
        shortlists.map((s) => s.id),
      )
      .orderBy('at', 'desc')
      .execute(),
    db
      .selectFrom('shortlistDecisions')
      .selectAll()
      .where(
        'shortlistId',
        'in',
        shortlists.map((s) => s.id),
      )
      .execute(),
  ]);
  return shortlists.map((s) => ({
    ...s,
    views: views.filter((v) => v.shortlistId === s.id).map(({ shortlistId: _, ...v }) => v),
    decisions: decisions.filter((d) => d.shortlistId === s.id).map(({ shortlistId: _, ...d }) => d),
  }));
}

/**
 * Employers past their response date: those with a live link whose due day has passed while a candidate on
 * it has no decision from that reviewer (the Overview flags them beside the briefs waiting over 48 hours).
 */
export async function countLateEmployers(db: Kysely<Database>, now = new Date()): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(distinct coalesce(b.client_id::text, j.company)) as n
    from shortlists s join jobs j on j.id = s.job_id left join briefs b on b.id = j.brief_id
    where s.revoked_at is null and s.expires_at > ${now} and s.due_on < ${ukDay(now)}
      and exists (
        select 1 from introductions i
        where i.job_id = s.job_id and i.answered_at is not null and i.status in (${sql.join([...CONSENTED_STATUSES])})
          and not exists (select 1 from shortlist_decisions d where d.shortlist_id = s.id and d.introduction_id = i.id)
      )`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
