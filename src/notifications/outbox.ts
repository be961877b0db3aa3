import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import { STATUS_PAGE_PREFIX } from '../config/status-paths';
import { CONSENT_PAGE_PREFIX, SHORTLIST_PAGE_PREFIX } from '../config/introductions';
import type { Database, MailAttachment, OutboxTable } from '../db/schema';
import type { RenderedMail } from './render';

/**
 * The outbox: messages are written in the transaction of the event they tell of, so an event is never
 * stored without its mail nor a mail sent for an event that was rolled back. A sender claims due
 * messages atomically (FOR UPDATE SKIP LOCKED, then a lease in `claimed_until`), so concurrent senders
 * never take the same one; a failed send is retried later with exponential backoff, and after
 * MAX_SEND_ATTEMPTS it is marked failed for the dashboard. A sender that dies after the SMTP server
 * accepted a message but before recording it would leave it to be sent again when its lease ends: the
 * one window in which a message could go twice. Attempts are counted when claimed, so a message whose
 * senders keep dying (a function stopped at its time limit) is marked failed after MAX_SEND_ATTEMPTS
 * claims too, instead of being claimed (and perhaps sent) for ever.
 */
export type OutboxMessage = Selectable<OutboxTable>;

/** A message to queue: which template, to whom, and its rendered content. */
export interface QueuedMail extends RenderedMail {
  template: string;
  recipient: string;
  replyTo?: string;
  /** Extra headers the message carries (a job alert's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Files it carries (the agreement a client accepted). */
  attachments?: MailAttachment[];
  /** Not sent before this moment: a grace period in which it can still be withdrawn (withdrawPendingMail). */
  notBefore?: Date;
}

export const MAX_SEND_ATTEMPTS = 10;
/** The first retry waits a minute; each next one twice as long, at most RETRY_MAX_DELAY_MS. */
export const RETRY_BASE_DELAY_MS = 60_000;
export const RETRY_MAX_DELAY_MS = 4 * 60 * 60_000;
/** How long a claim holds a message: longer than any one send may take (transport timeouts). */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Sent and failed messages hold personal details; they are deleted this long after. */
export const OUTBOX_RETENTION_MS = 30 * 86_400_000;

/** The wait before the next attempt after `attempts` failed ones (1 → a minute, 2 → two, 3 → four...). */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_DELAY_MS);
}

/** When a message queued at `now` is first due: at once, or at its not-before time if that is later. */
export function firstAttemptAt(message: Pick<QueuedMail, 'notBefore'>, now: Date): Date {
  return message.notBefore && message.notBefore > now ? message.notBefore : now;
}

/**
 * Whether a message can still be withdrawn at `now`: waiting (for its first send, its grace period or a
 * retry) and held by no sender. One a sender holds may be with the relay already.
 */
export function isWithdrawable(message: Pick<OutboxMessage, 'status' | 'claimedUntil'>, now: Date): boolean {
  return message.status === 'pending' && (message.claimedUntil === null || message.claimedUntil <= now);
}

/**
 * Queues messages for one event (`topic`); a message already queued for it (same template) is kept as it is.
 * They are due from `now` on the application's clock, the one delivery compares with: the database's own
 * now() may run ahead of it (another machine's clock, or finer than a millisecond), and a message due a
 * moment "later" would miss the send right after the answer and wait for the scheduled run.
 */
export async function queueMail(db: Kysely<Database>, topic: string, messages: readonly QueuedMail[], now = new Date()): Promise<number> {
  return queueMessages(
    db,
    messages.map((m) => ({ ...m, topic })),
    now,
  );
}

/** As queueMail, for messages of several events at once (a job alert run's batch); returns how many were queued. */
export async function queueMessages(
  db: Kysely<Database>,
  messages: ReadonlyArray<QueuedMail & { topic: string }>,
  now = new Date(),
): Promise<number> {
  if (!messages.length) return 0;
  const rows = await db
    .insertInto('outbox')
    .values(
      messages.map((m) => ({
        topic: m.topic,
        template: m.template,
        recipient: m.recipient,
        replyTo: m.replyTo ?? null,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: m.headers ? JSON.stringify(m.headers) : null,
        attachments: m.attachments?.length ? JSON.stringify(m.attachments) : null,
        nextAttemptAt: firstAttemptAt(m, now),
      })),
    )
    .onConflict((oc) => oc.columns(['topic', 'template']).doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

/** Why a message whose every attempt ended without an outcome (its senders were stopped) is marked failed. */
export const NO_OUTCOME_ERROR = `No outcome was recorded after ${MAX_SEND_ATTEMPTS} attempts (the sender stopped)`;

/** Pending messages (of one topic if given) due at `now` that no sender holds: never claimed, or the lease is over. */
const dueAndFree = (now: Date, topic: string | undefined) => (eb: ExpressionBuilder<Database, 'outbox'>) =>
  eb.and([
    eb('status', '=', 'pending'),
    eb('nextAttemptAt', '<=', now),
    eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<=', now)]),
    ...(topic ? [eb('topic', '=', topic)] : []),
  ]);

/**
 * Claims up to `limit` due messages (of one topic if given) for this sender, counting the attempt. A due
 * message already claimed MAX_SEND_ATTEMPTS times had every sender stop before recording an outcome: it is
 * marked failed (for the dashboard, and pruned in time) rather than claimed again.
 */
export async function claimDueMail(
  db: Kysely<Database>,
  { now = new Date(), limit = 20, topic }: { now?: Date; limit?: number; topic?: string } = {},
): Promise<OutboxMessage[]> {
  const abandoned = await db
    .updateTable('outbox')
    .set({ status: 'failed', lastError: NO_OUTCOME_ERROR })
    .where(dueAndFree(now, topic))
    .where('attempts', '>=', MAX_SEND_ATTEMPTS)
    .returning(['id', 'template'])
    .execute();
  for (const message of abandoned) console.error(`[mail] message ${message.id} (${message.template}) marked failed: ${NO_OUTCOME_ERROR}`);
  return db
    .updateTable('outbox')
    .set((eb) => ({ claimedUntil: new Date(now.getTime() + CLAIM_LEASE_MS), attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where(dueAndFree(now, topic))
        .where('attempts', '<', MAX_SEND_ATTEMPTS)
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

/**
 * Withdraws an event's message of one template before it is sent (Undo in the dashboard): deleted, as it
 * was never sent and holds the person's details. Only while isWithdrawable: a sender's claim is taken under
 * the same row lock, so a message is either withdrawn or sent, never both. Returns whether it was withdrawn.
 */
export async function withdrawPendingMail(db: Kysely<Database>, topic: string, template: string, now = new Date()): Promise<boolean> {
  const result = await db
    .deleteFrom('outbox')
    .where('topic', '=', topic)
    .where('template', '=', template)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * When each event's message of one template goes, by the event's id (`topicOf` names its topic), for those
 * still waiting and withdrawable: the window in which the dashboard offers Undo.
 */
export async function withdrawableMailTimes(
  db: Kysely<Database>,
  template: string,
  topicOf: (id: number) => string,
  ids: readonly number[],
  now = new Date(),
): Promise<Map<number, Date>> {
  if (!ids.length) return new Map();
  const idOf = new Map(ids.map((id) => [topicOf(id), id]));
  const rows = await db
    .selectFrom('outbox')
    .select(['topic', 'status', 'claimedUntil', 'nextAttemptAt'])
    .where('template', '=', template)
    .where('topic', 'in', [...idOf.keys()])
    .where('status', '=', 'pending')
    .execute();
  return new Map(rows.filter((m) => isWithdrawable(m, now)).map((m) => [idOf.get(m.topic)!, new Date(m.nextAttemptAt)]));
}

/** What a sent message's copy says in place of a status link's token. */
export const SENT_LINK_PLACEHOLDER = '(link removed once sent)';

/** The private links whose tokens a sent copy loses: status pages, candidates' questions, reviewers' shortlists. */
const PRIVATE_LINK_PREFIXES = [STATUS_PAGE_PREFIX, CONSENT_PAGE_PREFIX, SHORTLIST_PAGE_PREFIX];

/**
 * The body with every private link's token replaced: a token is stored only as its hash (src/candidates/
 * status-link.ts, src/introductions/), so the mail that carries it keeps it only until the relay has it.
 */
const withoutStatusTokens = (column: 'text' | 'html') =>
  sql<string>`regexp_replace(${sql.ref(column)}, ${`(${PRIVATE_LINK_PREFIXES.join('|')})/[A-Za-z0-9_-]+`}, ${`\\1/${SENT_LINK_PLACEHOLDER}`}, 'g')`;

/**
 * Records a message as sent, whoever holds it now: the relay accepted it, so even a sender whose lease ran
 * out says something true, and it keeps a newer claim's retry from sending it once more. The copy kept
 * (for subject requests, until pruned) loses any status link's token.
 */
export async function recordSent(db: Kysely<Database>, id: number, now = new Date()): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status: 'sent',
      sentAt: now,
      claimedUntil: null,
      lastError: null,
      text: withoutStatusTokens('text'),
      html: withoutStatusTokens('html'),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * A failed attempt: retried after the backoff, or marked failed after the last attempt. Only while the
 * claim is still this sender's (the lease it set): a sender whose lease ran out while it waited on the
 * relay must not undo the outcome of the sender that claimed the message next (a send, to be repeated).
 */
export async function recordFailure(
  db: Kysely<Database>,
  claim: Pick<OutboxMessage, 'id' | 'attempts' | 'claimedUntil'>,
  error: string,
  now = new Date(),
): Promise<void> {
  const final = claim.attempts >= MAX_SEND_ATTEMPTS;
  await db
    .updateTable('outbox')
    .set({
      status: final ? 'failed' : 'pending',
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(claim.attempts)),
      claimedUntil: null,
      lastError: error,
    })
    .where('id', '=', claim.id)
    .where('claimedUntil', '=', claim.claimedUntil)
    .execute();
}

/** Deletes sent, failed and withdrawn messages older than the retention period; returns how many. */
export async function pruneOutbox(db: Kysely<Database>, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - OUTBOX_RETENTION_MS);
  const result = await db
    .deleteFrom('outbox')
    .where('status', 'in', ['sent', 'failed', 'withdrawn'])
    .where('createdAt', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface FailedMail {
  id: number;
  template: string;
  recipient: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

export interface OutboxStatus {
  /** Waiting for their first send or a retry. */
  pending: number;
  /** Why messages still waiting failed their last attempt (at most 3 different reasons): a relay or settings problem shows at once, not after the last retry. */
  pendingErrors: string[];
  failed: number;
  /** The newest failed messages (at most 50). */
  failedMessages: FailedMail[];
}

/** The outbox's state for the dashboard. */
export async function outboxStatus(db: Kysely<Database>): Promise<OutboxStatus> {
  const [counts, failed, retrying] = await Promise.all([
    db
      .selectFrom('outbox')
      .select((eb) => ['status', eb.fn.countAll<string>().as('n')])
      .where('status', 'in', ['pending', 'failed'])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('outbox')
      .select(['id', 'template', 'recipient', 'subject', 'attempts', 'lastError', 'createdAt'])
      .where('status', '=', 'failed')
      .orderBy('id', 'desc')
      .limit(50)
      .execute(),
    db
      .selectFrom('outbox')
      .select('lastError')
      .distinct()
      .where('status', '=', 'pending')
      .where('lastError', 'is not', null)
      .limit(3)
      .execute(),
  ]);
  const count = (status: string) => Number(counts.find((c) => c.status === status)?.n ?? 0);
  return {
    pending: count('pending'),
    pendingErrors: retrying.map((m) => m.lastError!),
    failed: count('failed'),
    failedMessages: failed.map((m) => ({ ...m, createdAt: new Date(m.createdAt).toISOString() })),
  };
}

/** Puts failed messages back in the queue for a fresh round of attempts (the dashboard's Retry); returns how many. */
export async function retryFailedMail(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null })
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
