import type { Kysely } from 'kysely';
import { countOverdue } from './manage';
import type { Database } from '../db/schema';
import { waitingReminder } from '../texts/emails';
import { ukDay } from '../utils/uk-time';
import { queueMail } from '../notifications/outbox';
import { readMailPreferences } from '../notifications/preferences';
import { renderMail } from '../notifications/render';
import { mailSettingsFromEnv, type MailSettings } from '../notifications/settings';
import { CONSULTANT_TEMPLATES } from '../notifications/templates';

/** One reminder per UK day, whenever and however often the schedule runs. */
export const waitingReminderTopic = (now: Date) => `waiting-reminder:${ukDay(now)}`;

/**
 * Queues the day's reminder of applications and enquiries still new past the promised hours, when the
 * consultant asked for it and any are. Returns whether one was queued (false too when the day has one).
 */
export async function queueWaitingReminder(
  db: Kysely<Database>,
  { now = new Date(), settings = mailSettingsFromEnv() }: { now?: Date; settings?: MailSettings } = {},
): Promise<boolean> {
  if (!(await readMailPreferences(db)).waitingReminder) return false;
  const overdue = await countOverdue(db, now);
  if (overdue.applications + overdue.enquiries === 0) return false;
  const mail = renderMail(waitingReminder(overdue, { origin: settings.origin }));
  const queued = await queueMail(db, waitingReminderTopic(now), [
    { template: CONSULTANT_TEMPLATES.waitingReminder, recipient: settings.notifyTo, ...mail },
  ]);
  return queued > 0;
}
