/**
 * The candidate's "not taken forward" email as a deliberate act (docs/decisions/application-status.md): the
 * admin sees it before confirming, it waits a grace period in the outbox, and Undo withdraws it and puts
 * the application back as it was. The status change itself is setApplicationStatus (manage.ts).
 */
import type { Kysely } from 'kysely';
import { UNSUCCESSFUL_MAIL_GRACE_MINUTES } from '../config/status-change';
import type { ApplicationStatus } from '../config/choices';
import type { Database } from '../db/schema';
import { applicationTopic, UNSUCCESSFUL_TEMPLATE, unsuccessfulMail } from '../notifications/events';
import { withdrawableMailTimes, withdrawPendingMail, type OutboxMessage } from '../notifications/outbox';
import type { MailSettings } from '../notifications/settings';

export const UNSUCCESSFUL_MAIL_GRACE_MS = UNSUCCESSFUL_MAIL_GRACE_MINUTES * 60_000;

/** The facts the email is written from, as an application row holds them. */
export function unsuccessfulFacts(row: { firstName: string; jobTitle: string | null; jobCompany: string | null }) {
  return { firstName: row.firstName, role: row.jobTitle && row.jobCompany ? { title: row.jobTitle, company: row.jobCompany } : null };
}

/** What the admin's confirmation shows: the email exactly as it would be queued, and whether the candidate was already told. */
export interface UnsuccessfulMailPreview {
  recipient: string;
  subject: string;
  text: string;
  /** When the candidate was told (or the email confirmed); null when they have not been. Told, nothing more is sent. */
  toldAt: Date | null;
}

export async function previewUnsuccessfulMail(
  db: Kysely<Database>,
  id: number,
  settings?: MailSettings,
): Promise<UnsuccessfulMailPreview | undefined> {
  const row = await db
    .selectFrom('applications')
    .select(['email', 'firstName', 'jobTitle', 'jobCompany', 'toldUnsuccessfulAt'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const mail = unsuccessfulMail(row.email, unsuccessfulFacts(row), settings);
  return { recipient: mail.recipient, subject: mail.subject, text: mail.text, toldAt: row.toldUnsuccessfulAt };
}

/** When each application's "not taken forward" email goes, for those whose email still waits and can be withdrawn. */
export const waitingUnsuccessfulMail = (db: Kysely<Database>, ids: readonly number[], now = new Date()) =>
  withdrawableMailTimes(db, UNSUCCESSFUL_TEMPLATE, applicationTopic, ids, now);

export type UndoOutcome = { undone: true; status: ApplicationStatus } | { undone: false; found: boolean };

/**
 * Undo: withdraws the waiting email and restores the status (and its date) the application had before it
 * was marked Unsuccessful. Nothing changes when there is no email left to withdraw (sent, being sent, or
 * never queued): the candidate has been told, and the status is the admin's to change as usual.
 */
export async function undoUnsuccessful(db: Kysely<Database>, id: number, now = new Date()): Promise<UndoOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('applications')
      .select(['status', 'undoStatus', 'undoStatusChangedAt'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { undone: false, found: false };
    if (!(await withdrawPendingMail(trx, applicationTopic(id), UNSUCCESSFUL_TEMPLATE, now))) return { undone: false, found: true };
    const status = row.undoStatus ?? row.status;
    await trx
      .updateTable('applications')
      .set({ status, toldUnsuccessfulAt: null, undoStatus: null, undoStatusChangedAt: null })
      .where('id', '=', id)
      .execute();
    // A separate update: the trigger stamps status_changed_at whenever the status itself is set.
    if (row.undoStatusChangedAt)
      await trx.updateTable('applications').set({ statusChangedAt: row.undoStatusChangedAt }).where('id', '=', id).execute();
    return { undone: true, status };
  });
}

/**
 * The check just before the email goes (deliver.ts): an application no longer Unsuccessful (changed while
 * a sender held the email, or by hand) is not told; the email is withdrawn and the telling forgotten.
 */
export async function recheckUnsuccessful(db: Kysely<Database>, message: OutboxMessage): Promise<OutboxMessage | null> {
  const id = Number(message.topic.slice(message.topic.indexOf(':') + 1));
  const row = await db.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirst();
  if (row?.status === 'unsuccessful') return message;
  await db.deleteFrom('outbox').where('id', '=', message.id).execute();
  if (row) await db.updateTable('applications').set({ toldUnsuccessfulAt: null }).where('id', '=', id).execute();
  return null;
}
