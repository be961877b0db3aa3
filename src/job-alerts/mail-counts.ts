/** How job alert emails fared lately, for the dashboard's Email notifications panel. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ALERT_TEMPLATE } from './subscriptions';

/** The window the panel counts: a week holds a run of every weekly alert, and the outbox keeps 30 days. */
export const ALERT_MAIL_DAYS = 7;

export interface AlertMailCounts {
  days: number;
  sent: number;
  waiting: number;
  failed: number;
  /** Withdrawn at sending time: every job had closed while it waited (src/job-alerts/send-time.ts). */
  withdrawn: number;
}

/** Alert emails queued in the last ALERT_MAIL_DAYS days, by how they stand now. */
export async function alertMailCounts(db: Kysely<Database>, now = new Date()): Promise<AlertMailCounts> {
  const rows = await db
    .selectFrom('outbox')
    .select((eb) => ['status', eb.fn.countAll<string>().as('n')])
    .where('template', '=', ALERT_TEMPLATE)
    .where('createdAt', '>', new Date(now.getTime() - ALERT_MAIL_DAYS * 86_400_000))
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { days: ALERT_MAIL_DAYS, sent: count('sent'), waiting: count('pending'), failed: count('failed'), withdrawn: count('withdrawn') };
}
