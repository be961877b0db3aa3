import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { claimDueMail, recordFailure, recordSent } from './outbox';
import type { Mailer } from './transport';

export interface DeliveryResult {
  sent: number;
  /** Failed attempts (to be retried, or marked failed after the last). */
  failed: number;
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

/** Sends due messages, a batch at a time, recording each outcome; returns what happened. */
export async function deliverDueMail(db: Kysely<Database>, mailer: Mailer, { now, topic, batch = 20, budgetMs = 10_000 }: DeliveryOptions = {}): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0 };
  const deadline = Date.now() + budgetMs;
  while (Date.now() < deadline) {
    const claimed = await claimDueMail(db, { now: now ?? new Date(), limit: batch, topic });
    if (!claimed.length) break;
    await Promise.all(
      claimed.map(async (message) => {
        try {
          await mailer.send(message);
          await recordSent(db, message.id, now);
          result.sent++;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          console.error(`[mail] sending message ${message.id} (${message.template}) failed, attempt ${message.attempts}:`, reason);
          await recordFailure(db, message, reason, now);
          result.failed++;
        }
      }),
    );
  }
  return result;
}
