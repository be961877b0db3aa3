import type { Kysely } from 'kysely';
import { recheckUnsuccessful } from '../candidates/unsuccessful-mail';
import type { Database } from '../db/schema';
import { ALERT_TEMPLATE } from '../job-alerts/subscriptions';
import { recheckAlert } from '../job-alerts/send-time';
import { withRetries } from '../utils/retry';
import { UNSUCCESSFUL_TEMPLATE } from '../notifications/events';
import { claimDueMail, recordFailure, recordSent, type OutboxMessage } from '../notifications/outbox';
import type { Mailer } from '../notifications/transport';

export interface DeliveryResult {
  sent: number;
  /** Failed attempts (to be retried, or marked failed after the last). */
  failed: number;
  /** Withdrawn at sending time: nothing left to send (a job alert whose jobs all closed). */
  withdrawn: number;
}

export interface DeliveryOptions {
  now?: Date;
  /** Only this event's messages (the request that stored it sends its own). */
  topic?: string;
  /** Messages claimed at a time. */
  batch?: number;
  /** Stop claiming more after this long: a scheduled run must end within Netlify's 30 s, sends in flight included (the rest wait for the next run). */
  budgetMs?: number;
}

/**
 * Checks made just before a message of these templates goes, for what may have changed while it waited (a
 * mail server down delays it for hours): the message to send (rewritten if need be), or null when it is
 * withdrawn. A job alert lists only jobs still open at sending time (docs/decisions/job-alerts.md); a "not taken forward" email
 * goes only to an application still Unsuccessful.
 */
const SEND_TIME_CHECKS: Partial<
  Record<string, (db: Kysely<Database>, message: OutboxMessage, now: Date) => Promise<OutboxMessage | null>>
> = {
  [ALERT_TEMPLATE]: recheckAlert,
  [UNSUCCESSFUL_TEMPLATE]: recheckUnsuccessful,
};

/** Waits before each further try at recording a send: a database blip may pass. */
const RECORD_RETRY_DELAYS_MS = [200, 1_000];

/**
 * Records an accepted message as sent, trying again after a database error. If every try fails the
 * message keeps its claim: scheduled for a retry, it would go out again in a minute, while the lease
 * holds it for CLAIM_LEASE_MS (then, like a sender that died, it may be sent once more).
 */
async function recordSentOrLog(db: Kysely<Database>, message: OutboxMessage, now: Date | undefined): Promise<void> {
  try {
    await withRetries(() => recordSent(db, message.id, now), RECORD_RETRY_DELAYS_MS);
  } catch (error) {
    console.error(
      `[mail] message ${message.id} (${message.template}) was sent but could not be recorded; it keeps its claim:`,
      error instanceof Error ? error.message : error,
    );
  }
}

/** Sends due messages, a batch at a time, recording each outcome; returns what happened. */
export async function deliverDueMail(
  db: Kysely<Database>,
  mailer: Mailer,
  { now, topic, batch = 20, budgetMs = 10_000 }: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0, withdrawn: 0 };
  const deadline = Date.now() + budgetMs;
  while (Date.now() < deadline) {
    const claimed = await claimDueMail(db, { now: now ?? new Date(), limit: batch, topic });
    if (!claimed.length) break;
    await Promise.all(
      claimed.map(async (claim) => {
        const check = SEND_TIME_CHECKS[claim.template];
        let message: OutboxMessage | null;
        try {
          message = check ? await check(db, claim, now ?? new Date()) : claim;
          if (message) await mailer.send(message);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          console.error(`[mail] sending message ${claim.id} (${claim.template}) failed, attempt ${claim.attempts}:`, reason);
          await recordFailure(db, claim, reason, now);
          result.failed++;
          return;
        }
        if (!message) {
          console.log(`[mail] message ${claim.id} (${claim.template}) withdrawn: nothing left to send`);
          result.withdrawn++;
          return;
        }
        // Only a send's own error is a failed attempt: the relay has accepted this message.
        await recordSentOrLog(db, message, now);
        result.sent++;
      }),
    );
  }
  return result;
}
