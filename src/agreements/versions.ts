/**
 * The Client Services Agreement's versions (docs/decisions/employers.md): the one in force, each earlier
 * one, and publishing the next, which must take effect at least AGREEMENT_UPDATE_NOTICE_DAYS ahead, as the
 * agreement promises, and is announced to every contact with an open brief. A stored version never changes.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { AGREEMENT_UPDATE_NOTICE_DAYS, type AgreementFigures } from '../config/agreement';
import type { AgreementVersion, Database } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { queueMessages } from '../notifications/outbox';
import { renderMail } from '../notifications/render';
import { mailSettingsFromEnv, type MailSettings } from '../notifications/settings';
import { agreementChangeMail } from '../texts/employers';
import { addDaysToDay } from '../utils/business-days';
import { ukDay } from '../utils/uk-time';

/** The SHA-256 of an agreement's exact text, as acceptances record it. */
export const agreementHash = (body: string) => createHash('sha256').update(body, 'utf8').digest('hex');

/** Every version, newest first. */
export function listAgreementVersions(db: Kysely<Database>): Promise<AgreementVersion[]> {
  return db.selectFrom('agreementVersions').selectAll().orderBy('version', 'desc').execute();
}

export function findAgreementVersion(db: Kysely<Database>, version: number): Promise<AgreementVersion | undefined> {
  return db.selectFrom('agreementVersions').selectAll().where('version', '=', version).executeTakeFirst();
}

/** The version in force on `now`'s UK day: the newest whose effective date has come. */
export async function currentAgreementVersion(db: Kysely<Database>, now = new Date()): Promise<AgreementVersion> {
  return db
    .selectFrom('agreementVersions')
    .selectAll()
    .where('effectiveFrom', '<=', ukDay(now))
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

/** The UK day `days` after `now`'s. */
export const ukDayAfter = (now: Date, days: number): string => addDaysToDay(ukDay(now), days);

export interface NewAgreementVersion {
  body: string;
  figures: AgreementFigures;
  /** YYYY-MM-DD, at least AGREEMENT_UPDATE_NOTICE_DAYS after today (UK). */
  effectiveFrom: string;
}

export const AGREEMENT_CHANGE_TEMPLATE = 'agreement-change';

/**
 * Publishes the next version and queues the notice of it to each contact with an open (new or live)
 * brief. Returns the version and how many were told.
 */
export async function publishAgreementVersion(
  db: Kysely<Database>,
  input: NewAgreementVersion,
  { now = new Date(), settings = mailSettingsFromEnv() }: { now?: Date; settings?: MailSettings } = {},
): Promise<{ version: AgreementVersion; notified: number }> {
  const earliest = ukDayAfter(now, AGREEMENT_UPDATE_NOTICE_DAYS);
  if (input.effectiveFrom < earliest)
    throw new DomainError('invalid', `The effective date must give ${AGREEMENT_UPDATE_NOTICE_DAYS} days' notice: ${earliest} or later`, {
      errors: { effectiveFrom: [`Choose ${earliest} or later: clients are promised ${AGREEMENT_UPDATE_NOTICE_DAYS} days' notice`] },
    });
  return db.transaction().execute(async (trx) => {
    // One publication at a time: the next number and the date order are read and written together.
    await sql`select pg_advisory_xact_lock(hashtextextended('agreement-versions', 0))`.execute(trx);
    const last = await trx
      .selectFrom('agreementVersions')
      .select(['version', 'effectiveFrom'])
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    if (input.effectiveFrom <= last.effectiveFrom)
      throw new DomainError('invalid', `Version ${last.version} takes effect on ${last.effectiveFrom}: the new one must start after it`, {
        errors: { effectiveFrom: [`Choose a day after ${last.effectiveFrom}, when version ${last.version} takes effect`] },
      });
    const version = await trx
      .insertInto('agreementVersions')
      .values({
        version: last.version + 1,
        effectiveFrom: input.effectiveFrom,
        figures: JSON.stringify(input.figures),
        body: input.body,
        sha256: agreementHash(input.body),
        publishedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const contacts = await trx
      .selectFrom('clientContacts')
      .select(['clientContacts.id', 'clientContacts.email'])
      .where((eb) =>
        eb.exists(
          eb.selectFrom('briefs').whereRef('briefs.contactId', '=', 'clientContacts.id').where('briefs.status', 'in', ['new', 'live']),
        ),
      )
      .orderBy('clientContacts.id')
      .execute();
    const notified = await queueMessages(
      trx,
      contacts.map((contact) => ({
        topic: `agreement:${version.version}:contact:${contact.id}`,
        template: AGREEMENT_CHANGE_TEMPLATE,
        recipient: contact.email,
        ...renderMail(agreementChangeMail({ version: version.version, effectiveFrom: version.effectiveFrom }, settings)),
      })),
      now,
    );
    return { version, notified };
  });
}
