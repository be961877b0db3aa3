/**
 * Runs the job alerts (src/job-alerts/run.ts), the code of the scheduled function, then sends the queued
 * mail. Usage: npm run job-alerts   (for operators and tests; the schedule does the same every hour)
 * `--now <ISO time>` runs as at another moment (tests moving the clock on a day).
 * Runs through with-database.ts, so it works on DATABASE_URL and on the embedded database.
 */
import { parseArgs } from 'node:util';
import { connect, connectOptionsFromEnv } from '../src/db/connect';
import { schemaProblem } from '../src/db/migrate';
import { describeRun, runJobAlerts } from '../src/job-alerts/run';
import { deliverDueMail } from '../src/mail-delivery/deliver';
import { mailSettingsFromEnv } from '../src/notifications/settings';
import { createMailer } from '../src/notifications/transport';

const { values } = parseArgs({ options: { now: { type: 'string' } } });
const now = values.now ? new Date(values.now) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error(`--now ${values.now} is not a date and time.`);
  process.exit(2);
}

const options = connectOptionsFromEnv();
if (!options) {
  console.error('No database: run this through `npm run job-alerts`, which provides one.');
  process.exit(2);
}
const db = connect({ ...options, maxConnections: 1, queryTimeoutMs: 0 });
try {
  const problem = await schemaProblem(db);
  if (problem) {
    console.error(`${problem} No alert was sent.`);
    process.exitCode = 2;
  } else {
    console.log(describeRun(await runJobAlerts(db, { now, budgetMs: Number.POSITIVE_INFINITY })));
    const sent = await deliverDueMail(db, createMailer(mailSettingsFromEnv()), { now, budgetMs: 60_000 });
    console.log(`[job-alerts] ${sent.sent} email(s) sent, ${sent.failed} failed (to be retried)`);
  }
} finally {
  await db.destroy();
}
