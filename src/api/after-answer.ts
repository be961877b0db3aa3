import { getDb } from '../db/client';
import { deliverDueMail } from '../mail-delivery/deliver';
import { mailSettingsFromEnv } from '../notifications/settings';
import { createMailer } from '../notifications/transport';
import { rebuildAfterChange, rebuildOptionsFromEnv } from '../site-rebuild/rebuild';
import type { RequestEnv } from './http';

/**
 * The work handlers share around their answer: mail an event queued, and the rebuild a content change asks
 * for. One module, so no handler imports another for it.
 */

/** The mailer of the environment's settings (off without them). */
export const mailer = () => createMailer(mailSettingsFromEnv());

/**
 * Work to do after the answer: handed to Netlify's `waitUntil` where there is one, else done before the
 * handler returns.
 */
export async function afterAnswer(ctx: RequestEnv, work: Promise<unknown>): Promise<void> {
  if (ctx.waitUntil) ctx.waitUntil(work);
  else await work;
}

/** Sends an event's messages (already committed to the outbox) now; a failure is left to the scheduled retries. */
export const sendTopic = (topic: string) =>
  deliverDueMail(getDb(), mailer(), { topic }).catch((error) => console.error(`[mail] could not send ${topic}:`, error));

/**
 * Sends an event's messages (already committed to the outbox) after the answer (afterAnswer). A failure
 * is left to the scheduled retries and never fails the request: the event itself is stored.
 */
export async function sendAfterAnswer(ctx: RequestEnv, topic: string): Promise<void> {
  await afterAnswer(ctx, sendTopic(topic));
}

/** After a change to what the static pages show: ask for a rebuild (coalesced; never fails the change). */
export async function rebuildAfterContentChange(): Promise<void> {
  try {
    await rebuildAfterChange(getDb(), rebuildOptionsFromEnv());
  } catch (error) {
    console.error('[rebuild] could not record the change for a rebuild:', error);
  }
}
