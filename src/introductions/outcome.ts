/**
 * "Not for us", told to the candidate (docs/decisions/introductions.md): once the consultant confirms, the
 * same kind email an unsuccessful application gets, after the same grace period; at most once.
 */
import type { Kysely } from 'kysely';
import { UNSUCCESSFUL_MAIL_GRACE_MINUTES } from '../config/status-change';
import type { Database } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { unsuccessfulMail } from '../notifications/events';
import { queueMail, withdrawPendingMail } from '../notifications/outbox';
import { mailSettingsFromEnv, type MailSettings } from '../notifications/settings';
import { NOT_FOR_US_MAIL_TEXT } from '../texts/introductions';
import { introductionTopic } from './consent';

/** Its own template: the outbox's send-time check of the application's email looks up an application. */
export const INTRODUCTION_UNSUCCESSFUL_TEMPLATE = 'introduction-unsuccessful';

async function mailOf(db: Kysely<Database>, id: number, settings: MailSettings) {
  const row = await db
    .selectFrom('introductions')
    .innerJoin('people', 'people.id', 'introductions.personId')
    .select(['introductions.status', 'introductions.roleTitle', 'introductions.employerName', 'introductions.employerShown'])
    .select(['introductions.candidateToldAt', 'people.name', 'people.primaryEmail'])
    .where('introductions.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const facts = { firstName: row.name, role: { title: row.roleTitle, company: row.employerShown ?? row.employerName } };
  return { row, mail: { ...unsuccessfulMail(row.primaryEmail, facts, settings), template: INTRODUCTION_UNSUCCESSFUL_TEMPLATE } };
}

/** The email the consultant's confirmation would send, and when the candidate was told if they were; undefined for no such introduction. */
export async function previewIntroductionUnsuccessful(db: Kysely<Database>, id: number, settings = mailSettingsFromEnv()) {
  const found = await mailOf(db, id, settings);
  if (!found) return undefined;
  return {
    recipient: found.mail.recipient,
    subject: found.mail.subject,
    text: found.mail.text,
    toldAt: found.row.candidateToldAt,
    graceMinutes: UNSUCCESSFUL_MAIL_GRACE_MINUTES,
  };
}

/** Queues it (409 unless the employer said "not for us" and the candidate is not yet told); returns when it goes. */
export async function tellCandidateNotForUs(db: Kysely<Database>, id: number, { now = new Date(), settings = mailSettingsFromEnv() } = {}) {
  const found = await mailOf(db, id, settings);
  if (!found) throw new DomainError('not-found', 'Introduction not found');
  if (found.row.status !== 'not-for-us') throw new DomainError('conflict', 'Only a "Not for us" is told to the candidate this way');
  if (found.row.candidateToldAt) throw new DomainError('conflict', 'The candidate has already been told');
  const notBefore = new Date(now.getTime() + UNSUCCESSFUL_MAIL_GRACE_MINUTES * 60_000);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('introductions').set({ candidateToldAt: now }).where('id', '=', id).execute();
    await queueMail(trx, introductionTopic(id), [{ ...found.mail, notBefore }], now);
  });
  return { sendsAt: notBefore };
}

/**
 * Undo of tellCandidateNotForUs while the email waits its grace period: withdrawn, and the candidate no
 * longer counted as told (so they can be told later). 404 for no such introduction; 409 once it is sent,
 * held by a sender, or never queued. The introduction's row is locked, so two Undos (or an Undo and a
 * telling) take turns.
 */
export async function undoTellCandidateNotForUs(db: Kysely<Database>, id: number, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('introductions').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new DomainError('not-found', 'Introduction not found');
    if (!(await withdrawPendingMail(trx, introductionTopic(id), INTRODUCTION_UNSUCCESSFUL_TEMPLATE, now)))
      throw new DomainError('conflict', NOT_FOR_US_MAIL_TEXT.nothingToWithdraw);
    await trx.updateTable('introductions').set({ candidateToldAt: null }).where('id', '=', id).execute();
  });
}
