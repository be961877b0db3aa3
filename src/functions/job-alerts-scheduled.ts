import type { Config } from '@netlify/functions';
import { mailer } from '../api/after-answer';
import { json } from '../api/json';
import { netlifyFunction } from '../api/netlify';
import { getDb } from '../db/client';
import { describeRun, runJobAlerts } from '../job-alerts/run';
import { deliverDueMail } from '../mail-delivery/deliver';

/**
 * Hourly from 07:00 to 19:00 UTC: the job alerts. Each subscriber is handled once per UK day (weekly ones
 * every 7 days), so the first run of the day does the work and the later ones carry on with whoever a
 * time limit left, and pick up subscribers confirmed since. A run queues the due subscribers' alerts within
 * 20 s (the next run carries on with any left), then sends what it can in the rest of Netlify's 30 s; the
 * outbox's own schedule sends the remainder.
 */
export const jobAlertsTick = async (): Promise<Response> => {
  const db = getDb();
  const run = await runJobAlerts(db, { budgetMs: 18_000 });
  console.info(describeRun(run));
  return json({ ...run, ...(await deliverDueMail(db, mailer(), { budgetMs: 6_000 })) });
};

export default netlifyFunction(jobAlertsTick);

export const config: Config = { schedule: '0 7-19 * * *' };
