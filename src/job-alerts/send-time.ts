/**
 * An alert checked again as it goes (docs/decisions/job-alerts.md: it lists jobs "active and not expired at sending time").
 * The run checks the jobs when it queues the alert, but the alert waits in the outbox while the mail
 * server is down (retries for hours), and a job may close meanwhile. So just before the send: if every job
 * is still open the alert goes as queued; if some closed it is rendered again with the rest; if none is
 * left it is withdrawn (kept in the outbox as such, never sent, not an empty email). The closed jobs'
 * sent-job records go, as they were never sent. An alert's jobs are the records of its subscriber on its
 * UK day: a subscriber gets at most one alert a UK day, so that day's records are that alert's.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OutboxMessage } from '../notifications/outbox';
import { mailSettingsFromEnv } from '../notifications/settings';
import { isVisibleJob } from '../jobs/queries';
import { ALERT_JOB_FIELDS, alertMail, parseAlertTopic, ukDate } from './run';

/** The alert to send now: as queued, rendered again without the jobs that closed, or null to withdraw it. */
export async function recheckAlert(db: Kysely<Database>, message: OutboxMessage, now: Date): Promise<OutboxMessage | null> {
  const alert = parseAlertTopic(message.topic);
  const sub = alert && (await db.selectFrom('jobAlertSubscriptions').selectAll().where('id', '=', alert.subscriptionId).executeTakeFirst());
  if (!alert || !sub) return withdraw(db, message.id);
  const jobs = await db
    .selectFrom('jobAlertJobs')
    .innerJoin('jobs', 'jobs.id', 'jobAlertJobs.jobId')
    .select(ALERT_JOB_FIELDS.map((field) => `jobs.${field}` as const))
    .select((eb) => isVisibleJob(eb, now).as('open'))
    .where('jobAlertJobs.subscriptionId', '=', sub.id)
    .where((eb) => eb(ukDate(eb.ref('jobAlertJobs.sentAt')), '=', alert.day))
    .orderBy('jobs.postedAt', 'desc')
    .orderBy('jobs.id', 'desc')
    .execute();
  const closed = jobs.filter((job) => !job.open).map((job) => job.id);
  if (!closed.length && jobs.length) return message;
  if (closed.length) {
    await db.deleteFrom('jobAlertJobs').where('subscriptionId', '=', sub.id).where('jobId', 'in', closed).execute();
  }
  const open = jobs.filter((job) => job.open);
  if (!open.length) return withdraw(db, message.id);
  const { subject, text, html, headers } = alertMail(sub, open, mailSettingsFromEnv().origin);
  return db
    .updateTable('outbox')
    .set({ subject, text, html, headers: JSON.stringify(headers) })
    .where('id', '=', message.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function withdraw(db: Kysely<Database>, id: number): Promise<null> {
  await db.updateTable('outbox').set({ status: 'withdrawn', claimedUntil: null }).where('id', '=', id).execute();
  return null;
}
