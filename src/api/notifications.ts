import { z } from 'zod';
import { getDb } from '../db/client';
import { alertMailCounts } from '../job-alerts/mail-counts';
import { describeRun, runJobAlerts } from '../job-alerts/run';
import { queueCommentDigest } from '../notifications/comment-digest';
import { deliverDueMail } from '../mail-delivery/deliver';
import { outboxStatus, pruneOutbox, retryFailedMail } from '../notifications/outbox';
import { readMailPreferences, saveMailPreferences } from '../notifications/preferences';
import { mailSettingsFromEnv, mailSettingsProblems } from '../notifications/settings';
import { createMailer } from '../notifications/transport';
import { queueWaitingReminder } from '../candidates/waiting-reminder';
import { adminOnly } from './admin-guard';
import { json, readJson, route, type RequestEnv } from './http';

const mailer = () => createMailer(mailSettingsFromEnv());

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

/** The scheduled function (every minute): retries due messages and deletes old ones. */
export const outboxTick = async (): Promise<Response> => {
  const db = getDb();
  const result = await deliverDueMail(db, mailer());
  const pruned = await pruneOutbox(db);
  return json({ ...result, pruned });
};

/**
 * The scheduled function (daily): the digest of comments waiting for moderation, and the reminder of
 * applications and enquiries waiting past the promised hours when the consultant asked for it.
 */
export const commentDigestTick = async (): Promise<Response> => {
  const db = getDb();
  const queued = await queueCommentDigest(db);
  const reminded = await queueWaitingReminder(db);
  return json({ queued, reminded, ...(await deliverDueMail(db, mailer())) });
};

/**
 * The scheduled job alert run (hourly in the day): queues the due subscribers' alerts within 20 s (the
 * next run carries on with any left), then sends what it can in the rest of Netlify's 30 s; the outbox's
 * own schedule sends the remainder.
 */
export const jobAlertsTick = async (): Promise<Response> => {
  const db = getDb();
  const run = await runJobAlerts(db, { budgetMs: 18_000 });
  console.info(describeRun(run));
  return json({ ...run, ...(await deliverDueMail(db, mailer(), { budgetMs: 6_000 })) });
};

/**
 * Whether email is on, what is wrong with its settings, the consultant's preferences, the outbox's waiting
 * and failed messages, and how the last week's job alert emails fared.
 */
async function mailStatus() {
  const settings = mailSettingsFromEnv();
  const db = getDb();
  return {
    enabled: createMailer(settings).enabled,
    problems: mailSettingsProblems(settings),
    ...(await readMailPreferences(db)),
    ...(await outboxStatus(db)),
    jobAlerts: await alertMailCounts(db),
  };
}

const preferencesSchema = z.object({ waitingReminder: z.boolean({ error: 'waitingReminder must be true or false' }) });

/** GET /api/admin/notifications: the mail status; POST retries the failed messages; PUT saves the preferences ({ waitingReminder }). */
export const adminNotifications = route({
  GET: adminOnly(async () => json(await mailStatus())),
  PUT: adminOnly(async (req) => {
    await saveMailPreferences(getDb(), await readJson(req, preferencesSchema));
    return json(await mailStatus());
  }),
  POST: adminOnly(async () => {
    const db = getDb();
    const retried = await retryFailedMail(db);
    await deliverDueMail(db, mailer());
    return json({ retried, ...(await mailStatus()) });
  }),
});
