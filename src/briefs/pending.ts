/**
 * A brief before its email confirmation (docs/decisions/employers.md): nothing of it exists for the
 * consultant until the contact follows the emailed link and presses Confirm. Until then it waits in
 * pending_briefs (deleted after BRIEF_CONFIRM_DAYS by retention), its link's token kept only as a hash.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { hashToken, newConfirmToken } from '../job-alerts/tokens';
import { canonicalMailbox, mailboxDomains } from '../notifications/mailbox';
import { queueMail } from '../notifications/outbox';
import { renderMail } from '../notifications/render';
import { mailSettingsFromEnv, type MailSettings } from '../notifications/settings';
import type { BriefData } from '../schemas/brief';
import { BRIEF_CONFIRM_DAYS } from '../config/briefs';
import { BRIEF_TEXT, briefConfirmationMail } from '../texts/employers';
import { currentAgreementVersion } from '../agreements/versions';

export const BRIEF_CONFIRM_TEMPLATE = 'brief-confirm';
/** At most this many confirmation emails an hour to one inbox, however its address is written. */
export const BRIEF_CONFIRMATIONS_PER_HOUR = 3;
/** The confirmation page's address (src/api/briefs.ts). */
export const BRIEF_CONFIRM_PATH = '/api/briefs/confirm';
export const BRIEF_CONFIRM_MS = BRIEF_CONFIRM_DAYS * 86_400_000;

/** The brief as it waits: the form's fields, without the honeypot. */
export type PendingFields = Omit<BriefData, 'url'>;

export interface PendingBrief {
  id: number;
  fields: PendingFields;
  agreementVersion: number;
  createdAt: Date;
}

/** How many confirmations went to this inbox within the hour; holds the inbox's lock till the transaction ends. */
async function confirmationsThisHour(db: Kysely<Database>, email: string, now: Date): Promise<number> {
  const inbox = canonicalMailbox(email);
  await sql`select pg_advisory_xact_lock(hashtextextended(${`brief-confirm:${inbox}`}, 0))`.execute(db);
  const recent = await db
    .selectFrom('outbox')
    .select('recipient')
    .where('template', '=', BRIEF_CONFIRM_TEMPLATE)
    .where(sql<string>`lower(split_part(trim(recipient), '@', 2))`, 'in', mailboxDomains(email))
    .where('createdAt', '>', new Date(now.getTime() - 3600_000))
    .execute();
  return recent.filter((m) => canonicalMailbox(m.recipient) === inbox).length;
}

/**
 * Takes a brief: refuses one for work with vulnerable groups (nothing stored or sent) and one made on an
 * agreement version no longer in force; otherwise stores it pending and queues its confirmation email,
 * unless the inbox has had BRIEF_CONFIRMATIONS_PER_HOUR within the hour (then nothing is stored: the
 * caller's answer is the same). Returns the outbox topic to send now, if any.
 */
export async function submitBrief(
  db: Kysely<Database>,
  data: PendingFields,
  { now = new Date(), settings = mailSettingsFromEnv() }: { now?: Date; settings?: MailSettings } = {},
): Promise<string | undefined> {
  if (data.vulnerableGroups) throw new DomainError('declined', BRIEF_TEXT.vulnerableGroups);
  const current = await currentAgreementVersion(db, now);
  if (data.agreementVersion !== current.version) {
    const message = BRIEF_TEXT.staleAgreement(current.version);
    throw new DomainError('invalid', message, { errors: { agreementVersion: [message] } });
  }
  return db.transaction().execute(async (trx) => {
    if ((await confirmationsThisHour(trx, data.email, now)) >= BRIEF_CONFIRMATIONS_PER_HOUR) return undefined;
    const { token, hash } = newConfirmToken();
    const { id } = await trx
      .insertInto('pendingBriefs')
      .values({
        email: data.email,
        fields: JSON.stringify(data),
        agreementVersion: data.agreementVersion,
        confirmTokenHash: hash,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const link = `${settings.origin}${BRIEF_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
    const topic = `brief-confirm:${id}`;
    await queueMail(
      trx,
      topic,
      [{ template: BRIEF_CONFIRM_TEMPLATE, recipient: data.email, ...renderMail(briefConfirmationMail(data.roleTitle, link, settings)) }],
      now,
    );
    return topic;
  });
}

/** The pending brief a link's token names, if it is still waiting and younger than BRIEF_CONFIRM_DAYS. */
export async function findPendingBrief(db: Kysely<Database>, token: string, now = new Date()): Promise<PendingBrief | undefined> {
  if (!token) return undefined;
  const row = await db
    .selectFrom('pendingBriefs')
    .select(['id', 'fields', 'agreementVersion', 'createdAt'])
    .where('confirmTokenHash', '=', hashToken(token))
    .where('createdAt', '>', new Date(now.getTime() - BRIEF_CONFIRM_MS))
    .executeTakeFirst();
  return row && { ...row, fields: row.fields as PendingFields };
}

/** Takes the pending brief a token names out of the waiting list (once: a second click finds nothing). */
export async function takePendingBrief(db: Kysely<Database>, token: string, now: Date): Promise<PendingBrief | undefined> {
  if (!token) return undefined;
  const row = await db
    .deleteFrom('pendingBriefs')
    .where('confirmTokenHash', '=', hashToken(token))
    .where('createdAt', '>', new Date(now.getTime() - BRIEF_CONFIRM_MS))
    .returning(['id', 'fields', 'agreementVersion', 'createdAt'])
    .executeTakeFirst();
  return row && { ...row, fields: row.fields as PendingFields };
}
