/**
 * The job alert run at scale (docs/decisions/job-alerts.md): 10,000 confirmed subscribers with assorted searches and 50 jobs
 * posted since their last alert, on a scratch PostgreSQL database. Times the run as the scheduled function
 * makes it (an 18 s budget, pages of 500) and says whether it finished within Netlify's 30 s; then a second
 * run, which must queue nothing. Sending is the outbox's (every minute), not measured here.
 * Usage: `npm run bench:alerts` (SUBSCRIBERS=, JOBS= to change the sizes; MATCH=all gives every subscriber
 * an empty search, the worst case: every job in every alert). Needs PostgreSQL.
 */
import { connect } from '../../src/db/connect';
import { JOB_TYPES } from '../../src/config/choices';
import { LOCATION_VALUES } from '../../src/jobs/search/locations';
import { PATH_IDS } from '../../src/config/choices';
import { runJobAlerts } from '../../src/job-alerts/run';
import { recordResults, round } from './results';
import { seededScratchDatabase } from './scratch-database';

const SUBSCRIBERS = Number(process.env.SUBSCRIBERS ?? 10_000);
const JOBS = Number(process.env.JOBS ?? 50);
const ALL_MATCH = process.env.MATCH === 'all';
const DAY = 86_400_000;
const now = new Date();
const yesterday = new Date(now.getTime() - DAY);
const locations = ['', '', ...LOCATION_VALUES];
const words = ['', '', 'sales', 'marketing', 'account', 'graduate', 'business development'];
const places = ['Exeter', 'Bristol', 'London', 'Remote (UK)', 'Manchester', 'Leeds', 'Plymouth', 'Birmingham'];

const scratch = await seededScratchDatabase('bench_alerts', async (db) => {
  for (let start = 0; start < SUBSCRIBERS; start += 1000) {
    await db
      .insertInto('jobAlertSubscriptions')
      .values(
        Array.from({ length: Math.min(1000, SUBSCRIBERS - start) }, (_, k) => {
          const i = start + k;
          return {
            email: `subscriber${i}@example.com`,
            q: ALL_MATCH ? '' : words[i % words.length],
            location: ALL_MATCH ? '' : locations[(i * 7) % locations.length],
            type: !ALL_MATCH && i % 3 === 0 ? JOB_TYPES[i % JOB_TYPES.length].value : '',
            salary: !ALL_MATCH && i % 5 === 0 ? 25_000 : null,
            interest: !ALL_MATCH && i % 11 === 0 ? PATH_IDS[i % PATH_IDS.length] : '',
            frequency: i % 4 === 0 ? 'weekly' : 'daily',
            status: 'confirmed',
            linkNonce: `nonce-${i}`,
            consentAt: new Date(yesterday.getTime() - 7 * DAY),
            consentVersion: 'bench',
            consentSource: 'jobs-page',
            confirmedAt: new Date(yesterday.getTime() - 7 * DAY),
            activeAt: new Date(yesterday.getTime() - 7 * DAY),
            lastRunAt: new Date(yesterday.getTime() - 7 * DAY),
          } as const;
        }),
      )
      .execute();
  }
  await db
    .insertInto('jobs')
    .values(
      Array.from({ length: JOBS }, (_, i) => ({
        title: `${['Graduate Sales Executive', 'Marketing Assistant', 'Account Manager', 'Business Development Executive'][i % 4]} ${i}`,
        company: 'Bench Ltd',
        location: places[i % places.length],
        type: JOB_TYPES[i % JOB_TYPES.length].value,
        // A job of the type Remote is done remotely (the database holds it to that); the rest vary.
        workplace: JOB_TYPES[i % JOB_TYPES.length].value === 'Remote' ? 'remote' : (['on-site', 'hybrid'] as const)[i % 2],
        description: 'A graduate role for a psychology graduate.',
        requirements: 'A psychology degree.',
        salary: `£${22 + (i % 10)},000`,
        // Half close on a day of their own (an alert writes each job's closing day).
        expiresAt: i % 2 ? new Date(now.getTime() + (14 + i) * DAY) : null,
        postedAt: new Date(now.getTime() - 3_600_000 + i * 1000),
      })),
    )
    .execute();
});

const db = connect({ url: scratch.url, driver: 'pg', maxConnections: 2 });
try {
  let started = performance.now();
  const first = await runJobAlerts(db, { now, budgetMs: 18_000 });
  const firstMs = performance.now() - started;
  started = performance.now();
  const second = await runJobAlerts(db, { now, budgetMs: 18_000 });
  const secondMs = performance.now() - started;
  const { n: outbox } = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const figures = {
    subscribers: SUBSCRIBERS,
    jobs: JOBS,
    firstRunMs: round(firstMs),
    firstRun: first,
    secondRunMs: round(secondMs),
    secondRun: second,
    alertsInOutbox: Number(outbox),
  };
  recordResults(ALL_MATCH ? 'job-alerts-all-match' : 'job-alerts', figures);
  console.table([
    { run: 'first', ms: round(firstMs), subscribers: first.subscribers, queued: first.queued, jobs: first.jobs, finished: first.finished },
    {
      run: 'second',
      ms: round(secondMs),
      subscribers: second.subscribers,
      queued: second.queued,
      jobs: second.jobs,
      finished: second.finished,
    },
  ]);
  console.log(`${outbox} alerts in the outbox (one per subscriber with a match; none twice).`);
} finally {
  await db.destroy();
  await scratch.drop();
}
