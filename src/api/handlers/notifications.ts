import { z } from 'zod';
import { getDb } from '../../db/client';
import { alertMailCounts } from '../../job-alerts/mail-counts';
import { deliverDueMail } from '../../mail-delivery/deliver';
import { outboxStatus, retryFailedMail } from '../../notifications/outbox';
import { readMailPreferences, saveMailPreferences } from '../../notifications/preferences';
import { mailSettingsFromEnv, mailSettingsProblems } from '../../notifications/settings';
import { createMailer } from '../../notifications/transport';
import { adminOnly } from '../admin-guard';
import { mailer } from '../after-answer';
import { json, readJson, route } from '../http';

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
