import type { Config } from '@netlify/functions';
import { mailer } from '../api/after-answer';
import { json } from '../api/json';
import { netlifyFunction } from '../api/netlify';
import { getDb } from '../db/client';
import { queueCommentDigest } from '../notifications/comment-digest';
import { deliverDueMail } from '../mail-delivery/deliver';
import { queueWaitingReminder } from '../candidates/waiting-reminder';
import { queueRenewalReminders } from '../people/renewal';
import { runConsentReminders } from '../introductions/consent';
import { runShortlistReminders } from '../introductions/shortlists';

/**
 * Daily at 07:00 UTC (before the working day in the UK): the digest of comments waiting for moderation,
 * the reminder of applications and enquiries waiting past the promised hours (when the consultant asked for
 * it), the renewal reminders of keep-my-details consents ending within 30 days (docs/decisions/people.md),
 * and the introductions' reminders and closings by business day (docs/decisions/introductions.md).
 */
export const commentDigestTick = async (): Promise<Response> => {
  const db = getDb();
  const queued = await queueCommentDigest(db);
  const reminded = await queueWaitingReminder(db);
  const renewalReminders = await queueRenewalReminders(db);
  const introductions = await runConsentReminders(db);
  const shortlistReminders = await runShortlistReminders(db);
  return json({ queued, reminded, renewalReminders, introductions, shortlistReminders, ...(await deliverDueMail(db, mailer())) });
};

export default netlifyFunction(commentDigestTick);

export const config: Config = { schedule: '0 7 * * *' };
