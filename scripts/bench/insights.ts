/**
 * Insights at scale (docs/decisions/data-protection.md), on scratch PostgreSQL databases. (1) Beacons through `preview`: 100
 * concurrent senders for 10 s, each from its own loopback address (as many visitors, so the per-client
 * rate limit applies as it would), every answer checked: no errors. (2) The dashboard's insights query
 * (src/insights/report.ts) over 26 months of daily rows for 500 paths: the whole 26 months and the
 * default 30 days, warm, 20 times each; the target is under 200 ms. The first run is timed apart: it
 * groups the closed months into page_view_months, once.
 * Usage: `npm run build && npm run bench:insights` (PATHS=, SENDERS=, SECONDS= to change the sizes).
 * Needs PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432).
 */
import http from 'node:http';
import { sql } from 'kysely';
import { addDays } from 'date-fns/addDays';
import { subMonths } from 'date-fns/subMonths';
import { connect } from '../../src/db/connect';
import { readPeriod } from '../../src/insights/period';
import { insightsReport } from '../../src/insights/report';
import { RETENTION } from '../../src/config/retention';
import { ukDay } from '../../src/utils/uk-time';
import { startPreview } from './preview-process';
import { quantile, recordResults, round } from './results';
import { seededScratchDatabase } from './scratch-database';

const PATHS = Number(process.env.PATHS ?? 500);
const SENDERS = Number(process.env.SENDERS ?? 100);
const SECONDS = Number(process.env.SECONDS ?? 10);
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const beacons = await beaconLoad();
console.table([beacons]);
const query = await queryAtScale();
console.table(query.periods);
recordResults('insights', { beacons, query });

/** SENDERS senders, each from its own loopback address on a kept-alive connection, for SECONDS. */
async function beaconLoad() {
  const scratch = await seededScratchDatabase('bench_beacons');
  const preview = await startPreview({ DATABASE_URL: scratch.url, DATABASE_DRIVER: 'pg' });
  const statuses: Record<string, number> = {};
  const times: number[] = [];
  try {
    const until = Date.now() + SECONDS * 1000;
    const sender = async (n: number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: `127.4.${Math.floor(n / 250)}.${(n % 250) + 1}` });
      for (let i = 0; Date.now() < until; i++) {
        const body = JSON.stringify({ path: `/jobs/${(n * 7 + i) % 50}`, referrerHost: i % 3 ? '' : 'www.linkedin.com', device: 'mobile' });
        const start = performance.now();
        const status = await beacon(preview.base, agent, body).catch((error: Error) => error.message);
        times.push(performance.now() - start);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
      agent.destroy();
    };
    await Promise.all(Array.from({ length: SENDERS }, (_, n) => sender(n)));
  } finally {
    await preview.stop();
  }
  const db = connect({ url: scratch.url, driver: 'pg', maxConnections: 1 });
  const counted = await sql<{ n: number }>`select coalesce(sum(views), 0)::int as n from page_views`.execute(db);
  await db.destroy();
  await scratch.drop();
  times.sort((a, b) => a - b);
  const sent = times.length;
  return {
    senders: SENDERS,
    seconds: SECONDS,
    sent,
    perSecond: Math.round(sent / SECONDS),
    statuses: JSON.stringify(statuses),
    errors: sent - (statuses['204'] ?? 0),
    counted: counted.rows[0].n,
    p50Ms: round(quantile(times, 0.5)),
    p95Ms: round(quantile(times, 0.95)),
    p99Ms: round(quantile(times, 0.99)),
  };
}

function beacon(base: string, agent: http.Agent, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/api/insights/views`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'content-length': Buffer.byteLength(body),
          'user-agent': BROWSER,
          'sec-fetch-site': 'same-origin',
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(String(response.statusCode)));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** 26 months of daily rows for PATHS paths (each with a referrer and campaign), then the report's time. */
async function queryAtScale() {
  const now = new Date();
  const from = ukDay(subMonths(now, RETENTION.pageViewMonths));
  const to = ukDay(now);
  const scratch = await seededScratchDatabase('bench_insights', async (db) => {
    // Jobs, posts and city pages among the paths, so every table of the report has rows to match.
    // A month at a time: each statement well inside the connection's query timeout.
    for (let month: number = RETENTION.pageViewMonths; month >= 0; month--) {
      const start = ukDay(subMonths(now, month));
      const end = month === 0 ? to : ukDay(addDays(subMonths(now, month - 1), -1));
      await sql`
        insert into page_views (day, path, referrer_host, utm_source, utm_medium, utm_campaign, device, views)
        select d::date,
          case when p % 3 = 0 then '/jobs/' || p when p % 3 = 1 then '/blog/post-' || p else '/areas/city-' || p end,
          case when p % 4 = 0 then '' else 'site' || (p % 20) || '.example' end,
          case when p % 5 = 0 then 'linkedin' else '' end, '', case when p % 5 = 0 then 'campaign' || (p % 7) else '' end,
          (array['mobile', 'tablet', 'desktop'])[1 + p % 3], 1 + (p * 7 + extract(doy from d)::int) % 40
        from generate_series(${start}::date, ${end}::date, interval '1 day') as d, generate_series(1, ${PATHS}) as p`.execute(db);
    }
    await sql`analyze page_views`.execute(db);
  });
  const db = connect({ url: scratch.url, driver: 'pg', maxConnections: 2 });
  try {
    const rows = (await sql<{ n: number }>`select count(*)::int as n from page_views`.execute(db)).rows[0].n;
    const periods = [];
    for (const [name, period] of [
      [`26 months (${from} to ${to})`, { from, to }],
      ['last 30 days (default)', readPeriod(null, null, now)],
    ] as const) {
      const first = performance.now();
      await insightsReport(db, period);
      const firstMs = round(performance.now() - first);
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        const start = performance.now();
        await insightsReport(db, period);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      periods.push({
        period: name,
        rows,
        firstMs,
        medianMs: round(quantile(times, 0.5)),
        p95Ms: round(quantile(times, 0.95)),
        maxMs: round(times.at(-1)!),
      });
    }
    return { paths: PATHS, rows, periods };
  } finally {
    await db.destroy();
    await scratch.drop();
  }
}
