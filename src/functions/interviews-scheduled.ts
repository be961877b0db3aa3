import type { Config } from '@netlify/functions';
import { mailer } from '../api/after-answer';
import { json } from '../api/json';
import { netlifyFunction } from '../api/netlify';
import { getDb } from '../db/client';
import { runInterviewMail } from '../interviews/interviews';
import { deliverDueMail } from '../mail-delivery/deliver';
import { runFeeReminders } from '../placements/fee-reminders';

/**
 * Hourly: the interview reminders a day ahead, the reviewers' feedback requests once an interview has
 * ended, and the one feedback reminder on the day it is due; and the consultant's reminders of the fees
 * due (docs/decisions/placements.md).
 */
export const interviewsTick = async (): Promise<Response> => {
  const db = getDb();
  const queued = [...(await runInterviewMail(db)), ...(await runFeeReminders(db))];
  return json({ queued: queued.length, ...(await deliverDueMail(db, mailer())) });
};

export default netlifyFunction(interviewsTick);

export const config: Config = { schedule: '0 * * * *' };
