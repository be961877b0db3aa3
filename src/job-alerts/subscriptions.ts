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
import type { JobAlertCriteria, JobAlertData } from './schema';
import { jobAlertConfirmation } from '../texts/emails';
import { CONSENT_VERSION } from '../config/job-alerts';
import { hashToken, linkTokenId, newConfirmToken, newLinkNonce, verifyLinkToken } from './tokens';

export type Subscription = Selectable<JobAlertSubscriptionsTable>;

export const CONFIRM_TEMPLATE = 'job-alert-confirm';
export const ALERT_TEMPLATE = 'job-alert';
export const confirmTopic = (id: number) => `job-alert-confirm:${id}`;

/** At most one confirmation email an hour to an inbox, however many sign-ups name it (subscribe). */
export const CONFIRMATIONS_PER_HOUR = 1;

/** The API paths the emails link to (src/api/handlers/job-alerts.ts). */
export const JOB_ALERT_LINKS = {
  confirm: '/api/job-alerts/confirm',
  manage: '/api/job-alerts/manage',
  unsubscribe: '/api/job-alerts/unsubscribe',
} as const;

export const linkUrl = (origin: string, path: string, token: string) => `${origin}${path}?token=${encodeURIComponent(token)}`;

/**
 * The confirmations queued for this inbox (however written) within the hour, when they reach the hourly
 * cap: when the newest is due, and the subscriptions they confirm. Holds the inbox's lock till the transaction ends.
 */
async function confirmationSentLately(
  db: Kysely<Database>,
  recipient: string,
  now: Date,
): Promise<{ newest: Date; ids: number[] } | undefined> {
  const inbox = canonicalMailbox(recipient);
  await sql`select pg_advisory_xact_lock(hashtextextended(${`job-alert-confirm:${inbox}`}, 0))`.execute(db);
  const recent = await db
    .selectFrom('outbox')
    .select(['recipient', 'topic', 'createdAt', 'nextAttemptAt'])
    .where('template', '=', CONFIRM_TEMPLATE)
    .where(sql<string>`lower(split_part(trim(recipient), '@', 2))`, 'in', mailboxDomains(recipient))
    .where('createdAt', '>', new Date(now.getTime() - 3600_000))
    .execute();
  const mine = recent.filter((m) => canonicalMailbox(m.recipient) === inbox);
  if (mine.length < CONFIRMATIONS_PER_HOUR) return undefined;
  // A confirmation held back (below) is due later than it was written: the next one waits an hour after that.
  return {
    newest: new Date(Math.max(...mine.map((m) => Math.max(m.createdAt.getTime(), m.nextAttemptAt.getTime())))),
    ids: mine.map((m) => Number(m.topic.split(':').pop())),
  };
}

/** The inbox's pending subscriptions (however the address is written). */
async function pendingOfInbox(db: Kysely<Database>, email: string): Promise<Subscription[]> {
  const inbox = canonicalMailbox(email);
  const rows = await db
    .selectFrom('jobAlertSubscriptions')
    .selectAll()
    .where('status', '=', 'pending')
    .where(sql<string>`lower(split_part(trim(email), '@', 2))`, 'in', mailboxDomains(email))
    .orderBy('id')
    .execute();
  return rows.filter((row) => canonicalMailbox(row.email) === inbox);
}

/**
 * What a sign-up led to: `sent`, its confirmation email queued; `joined`, a confirmation sent to the
 * inbox within the hour and not yet used will confirm this alert too (no second email); `later`, the
 * inbox's confirmation of the hour was already used, so this alert's own confirmation is held back
 * until an hour after it. A honeypot's sign-up stores nothing.
 */
export type SignUpOutcome = 'sent' | 'joined' | 'later';

/**
 * A sign-up: stores a pending subscription with its consent record, and at most one confirmation email
 * an hour goes to an inbox (SignUpOutcome). Returns the outbox topic to send now, if any.
 */
export async function subscribe(
  db: Kysely<Database>,
  data: JobAlertData,
  { now = new Date(), settings = mailSettingsFromEnv() }: { now?: Date; settings?: MailSettings } = {},
): Promise<{ outcome: SignUpOutcome; topic?: string }> {
  return db.transaction().execute(async (trx) => {
    const lately = await confirmationSentLately(trx, data.email, now);
    // Joins a confirmation of the hour that is still unused (its subscription waits, with its link).
    const waiting = lately
      ? (await pendingOfInbox(trx, data.email)).some((sub) => sub.confirmTokenHash !== null && lately.ids.includes(sub.id))
      : false;
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
        // Joined: no link of its own; the inbox's waiting confirmation confirms it (confirmSubscription).
        confirmTokenHash: waiting ? null : hash,
        linkNonce: newLinkNonce(),
        consentAt: now,
        consentVersion: CONSENT_VERSION,
        consentSource: data.source,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (waiting) return { outcome: 'joined' };
    const mail = jobAlertConfirmation({ confirm: linkUrl(settings.origin, JOB_ALERT_LINKS.confirm, token) }, { origin: settings.origin });
    const due = lately ? new Date(lately.newest.getTime() + 3600_000) : now;
    await queueMail(trx, confirmTopic(id), [{ template: CONFIRM_TEMPLATE, recipient: data.email, ...renderMail(mail) }], due);
    return lately ? { outcome: 'later' } : { outcome: 'sent', topic: confirmTopic(id) };
  });
}

/**
 * The pending subscription a confirmation token belongs to, if it is still waiting, first; then the
 * inbox's other pending sign-ups that joined it (no link of their own), which its confirmation confirms too.
 */
export async function findPending(db: Kysely<Database>, token: string): Promise<Subscription[]> {
  const sub = await db
    .selectFrom('jobAlertSubscriptions')
    .selectAll()
    .where('confirmTokenHash', '=', hashToken(token))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!sub) return [];
  const joined = (await pendingOfInbox(db, sub.email)).filter((other) => other.confirmTokenHash === null);
  return [sub, ...joined];
}

/**
 * Confirms a pending subscription and the sign-ups that joined it (findPending): alerts start with the
 * jobs posted from now on (the first run after it looks at those, whatever the day). Returns the
 * subscription the token names, or undefined for a token that is unknown or used.
 */
export async function confirmSubscription(db: Kysely<Database>, token: string, now = new Date()): Promise<Subscription | undefined> {
  return db.transaction().execute(async (trx) => {
    const [sub, ...joined] = await findPending(trx, token);
    if (!sub) return undefined;
    const confirmed = await trx
      .updateTable('jobAlertSubscriptions')
      .set({ status: 'confirmed', confirmedAt: now, activeAt: now, confirmTokenHash: null })
      .where('id', 'in', [sub.id, ...joined.map((other) => other.id)])
      .where('status', '=', 'pending')
      .returningAll()
      .execute();
    return confirmed.find((row) => row.id === sub.id);
  });
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
