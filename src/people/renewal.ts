import { sql, type Kysely } from 'kysely';
import { RENEWAL_NOTICE_DAYS } from '../config/people';
import type { Database } from '../db/schema';
import { hashToken, newConfirmToken } from '../job-alerts/tokens';
import { queueMessages } from '../notifications/outbox';
import { renderMail } from '../notifications/render';
import { mailSettingsFromEnv, type MailSettings } from '../notifications/settings';
import { keepDetailsRenewal } from '../texts/emails';
import { RENEWAL_PAGES } from '../texts/registration';
import { grantConsents } from './consents';

/** The renewal link's page: GET shows, its button POSTs (mail scanners open links). */
export const RENEWAL_LINK = '/api/keep-details/renew';

/** The reminder's outbox template; its topic names the person and the grant, so each grant has one. */
export const RENEWAL_TEMPLATE = 'keep-details-renewal';
const renewalTopic = (personId: number, grantedAt: Date) => `keep-details-renewal:${personId}:${grantedAt.toISOString()}`;

/** Reminders queued per statement, so a run with many due stays short. */
const BATCH = 500;

/**
 * Queues the one renewal reminder of each keep-my-details consent ending within RENEWAL_NOTICE_DAYS of
 * `now` (still running, never withdrawn, not yet reminded), to the person's primary address, with a link
 * whose token is stored only as its hash. Returns how many were queued.
 */
export async function queueRenewalReminders(
  db: Kysely<Database>,
  { now = new Date(), settings = mailSettingsFromEnv() }: { now?: Date; settings?: MailSettings } = {},
): Promise<number> {
  const horizon = new Date(now.getTime() + RENEWAL_NOTICE_DAYS * 86_400_000);
  let queued = 0;
  for (;;) {
    const sent = await db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('personConsents as c')
        .innerJoin('people as p', 'p.id', 'c.personId')
        .select(['c.personId', 'c.grantedAt', 'c.expiresAt', 'p.name', 'p.primaryEmail'])
        .where('c.kind', '=', 'keep-details')
        .where('c.withdrawnAt', 'is', null)
        .where('c.remindedAt', 'is', null)
        .where('c.expiresAt', '>', now)
        .where('c.expiresAt', '<=', horizon)
        .limit(BATCH)
        .forUpdate('c')
        .skipLocked()
        .execute();
      const mails = due.map((consent) => {
        const { token, hash } = newConfirmToken();
        const renew = `${settings.origin}${RENEWAL_LINK}?token=${encodeURIComponent(token)}`;
        return {
          consent,
          hash,
          mail: {
            topic: renewalTopic(consent.personId, consent.grantedAt),
            template: RENEWAL_TEMPLATE,
            recipient: consent.primaryEmail,
            ...renderMail(
              keepDetailsRenewal({ name: consent.name, expiresAt: consent.expiresAt! }, { renew }, { origin: settings.origin }),
            ),
          },
        };
      });
      for (const { consent, hash } of mails)
        await trx
          .updateTable('personConsents')
          .set({ remindedAt: now, renewalTokenHash: hash })
          .where('personId', '=', consent.personId)
          .where('kind', '=', 'keep-details')
          .execute();
      await queueMessages(
        trx,
        mails.map((m) => m.mail),
        now,
      );
      return due.length;
    });
    queued += sent;
    if (sent < BATCH) return queued;
  }
}

/** The running keep-my-details consent a renewal link's token belongs to: whose, and until when. */
export async function findRenewal(db: Kysely<Database>, token: string, now = new Date()) {
  if (!token) return undefined;
  return db
    .selectFrom('personConsents')
    .select(['personId', 'expiresAt'])
    .where('renewalTokenHash', '=', hashToken(token))
    .where('kind', '=', 'keep-details')
    .where('withdrawnAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/**
 * Renews the consent a link's token belongs to for KEEP_DETAILS_MONTHS from `now` (a grant again: the
 * token is cleared and the next reminder may go). Returns the new end, or undefined for a token that is
 * unknown, used, or whose consent has ended or been withdrawn.
 */
export async function renewKeepDetails(db: Kysely<Database>, token: string, now = new Date()): Promise<Date | undefined> {
  return db.transaction().execute(async (trx) => {
    const consent = await findRenewal(trx, token, now);
    if (!consent) return undefined;
    // Two presses at once renew once.
    const locked = await sql`select 1 from person_consents where person_id = ${consent.personId} and kind = 'keep-details'
      and renewal_token_hash = ${hashToken(token)} for update`.execute(trx);
    if (!locked.rows.length) return undefined;
    await grantConsents(trx, consent.personId, ['keep-details'], RENEWAL_PAGES.source, now);
    const { expiresAt } = await trx
      .selectFrom('personConsents')
      .select('expiresAt')
      .where('personId', '=', consent.personId)
      .where('kind', '=', 'keep-details')
      .executeTakeFirstOrThrow();
    return expiresAt ?? undefined;
  });
}
