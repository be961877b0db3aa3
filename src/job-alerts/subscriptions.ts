/**
 * Job alert subscriptions: signing up (double opt-in), confirming, changing and ending one. Every change
 * comes from a POST; a page shown for a link (GET) only reads.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, JobAlertSubscriptionsTable } from '../db/schema';
import { canonicalMailbox, mailboxDomains } from '../notifications/mailbox';
import { queueMail } from '../notifications/outbox';
import { renderMail } from '../notifications/render';
import { mailSettingsFromEnv, type MailSettings } from '../notifications/settings';
import type { JobAlertCriteria, JobAlertData } from '../schemas/job-alert';
import { jobAlertConfirmation } from '../texts/emails';
import { CONSENT_VERSION } from '../texts/job-alerts';
import { hashToken, linkTokenId, newConfirmToken, newLinkNonce, verifyLinkToken } from './tokens';

export type Subscription = Selectable<JobAlertSubscriptionsTable>;

export const CONFIRM_TEMPLATE = 'job-alert-confirm';
export const ALERT_TEMPLATE = 'job-alert';
export const confirmTopic = (id: number) => `job-alert-confirm:${id}`;

/** At most one confirmation email an hour to an inbox, however many sign-ups name it. */
export const CONFIRMATIONS_PER_HOUR = 1;

/** The API paths the emails link to (src/api/job-alerts.ts). */
export const JOB_ALERT_LINKS = {
  confirm: '/api/job-alerts/confirm',
  manage: '/api/job-alerts/manage',
  unsubscribe: '/api/job-alerts/unsubscribe',
} as const;

export const linkUrl = (origin: string, path: string, token: string) => `${origin}${path}?token=${encodeURIComponent(token)}`;

/** Whether a confirmation went to this inbox (however written) within the hour; holds the inbox's lock till the transaction ends. */
async function confirmationSentLately(db: Kysely<Database>, recipient: string, now: Date): Promise<boolean> {
  const inbox = canonicalMailbox(recipient);
  await sql`select pg_advisory_xact_lock(hashtextextended(${`job-alert-confirm:${inbox}`}, 0))`.execute(db);
  const recent = await db
    .selectFrom('outbox')
    .select('recipient')
    .where('template', '=', CONFIRM_TEMPLATE)
    .where(sql<string>`lower(split_part(trim(recipient), '@', 2))`, 'in', mailboxDomains(recipient))
    .where('createdAt', '>', new Date(now.getTime() - 3600_000))
    .execute();
  return recent.filter((m) => canonicalMailbox(m.recipient) === inbox).length >= CONFIRMATIONS_PER_HOUR;
}

/**
 * A sign-up: stores a pending subscription with its consent record and queues the one confirmation
 * email, unless one went to the inbox within the hour (then nothing is stored: the caller answers the
 * same either way, so nobody learns whether an address is subscribed). Returns the outbox topic to
 * send, or undefined.
 */
export async function subscribe(
  db: Kysely<Database>,
  data: JobAlertData,
  { now = new Date(), settings = mailSettingsFromEnv() }: { now?: Date; settings?: MailSettings } = {},
): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    if (await confirmationSentLately(trx, data.email, now)) return undefined;
    const { token, hash } = newConfirmToken();
    const { id } = await trx
      .insertInto('jobAlertSubscriptions')
      .values({
        email: data.email,
        q: data.q,
        location: data.location,
        type: data.type,
        salary: data.salary,
        interest: data.interest,
        frequency: data.frequency,
        confirmTokenHash: hash,
        linkNonce: newLinkNonce(),
        consentAt: now,
        consentVersion: CONSENT_VERSION,
        consentSource: data.source,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mail = jobAlertConfirmation({ confirm: linkUrl(settings.origin, JOB_ALERT_LINKS.confirm, token) }, { origin: settings.origin });
    await queueMail(trx, confirmTopic(id), [{ template: CONFIRM_TEMPLATE, recipient: data.email, ...renderMail(mail) }], now);
    return confirmTopic(id);
  });
}

/** The pending subscription a confirmation token belongs to, if it is still waiting. */
export function findPending(db: Kysely<Database>, token: string): Promise<Subscription | undefined> {
  return db
    .selectFrom('jobAlertSubscriptions')
    .selectAll()
    .where('confirmTokenHash', '=', hashToken(token))
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/**
 * Confirms a pending subscription: alerts start with the jobs posted from now on (the first run after it
 * looks at those, whatever the day). Returns the subscription, or undefined
 * for a token that is unknown or used.
 */
export async function confirmSubscription(db: Kysely<Database>, token: string, now = new Date()): Promise<Subscription | undefined> {
  return db
    .updateTable('jobAlertSubscriptions')
    .set({ status: 'confirmed', confirmedAt: now, activeAt: now, confirmTokenHash: null })
    .where('confirmTokenHash', '=', hashToken(token))
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** The confirmed subscription a manage or unsubscribe link names, if its signature holds. */
export async function findByLinkToken(db: Kysely<Database>, token: string): Promise<Subscription | undefined> {
  const id = linkTokenId(token);
  if (id === undefined) return undefined;
  const sub = await db
    .selectFrom('jobAlertSubscriptions')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'confirmed')
    .executeTakeFirst();
  return sub && verifyLinkToken(token, sub) ? sub : undefined;
}

/** Changes a subscription's criteria and frequency; jobs already sent stay sent. Returns whether it exists. */
export async function updateSubscription(
  db: Kysely<Database>,
  token: string,
  criteria: JobAlertCriteria,
  now = new Date(),
): Promise<boolean> {
  const sub = await findByLinkToken(db, token);
  if (!sub) return false;
  const { q, location, type, salary, interest, frequency } = criteria;
  await db
    .updateTable('jobAlertSubscriptions')
    .set({ q, location, type, salary, interest, frequency, activeAt: now })
    .where('id', '=', sub.id)
    .execute();
  return true;
}

/** Ends a subscription at once: deleted with its record of sent jobs, and any alert still waiting in the outbox. */
export async function unsubscribe(db: Kysely<Database>, token: string): Promise<boolean> {
  const sub = await findByLinkToken(db, token);
  return sub ? deleteSubscription(db, sub.id) : false;
}

/**
 * Deletes a subscription (its sent-job records go with it, by the foreign key) and any alert or
 * confirmation to it still waiting in the outbox, so nothing reaches the person afterwards. Returns
 * whether it existed.
 */
export async function deleteSubscription(db: Kysely<Database>, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('outbox')
      .where((eb) =>
        eb.or([
          eb.and([eb('template', '=', ALERT_TEMPLATE), eb('topic', 'like', `job-alert:${id}:%`)]),
          eb.and([eb('template', '=', CONFIRM_TEMPLATE), eb('topic', '=', confirmTopic(id))]),
        ]),
      )
      .where('status', '=', 'pending')
      .execute();
    const { numDeletedRows } = await trx.deleteFrom('jobAlertSubscriptions').where('id', '=', id).executeTakeFirst();
    return numDeletedRows > 0n;
  });
}
