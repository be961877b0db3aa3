/**
 * Lighthouse on every page type of the built site through `preview`, mobile and desktop, as a FIRST visit
 * (fresh profile: the cookie dialog shows), with a bare static page served by the same server as the
 * yardstick: absolute times vary from run to run here, the ratio to the bare page much less. Also the
 * compressed bytes of HTML, CSS and JS per page. Drives Debian's Chromium (nothing is downloaded).
 * Usage: `npm run build && npm run bench:lighthouse` (RUNS=3 for medians; PAGES=/,/team and
 * FORM_FACTORS=mobile to narrow; REPORTS=dir keeps each run's full report, to see what a slow page waits for;
 * THROTTLING=devtools loads each page through a really slowed network and CPU instead of Lighthouse's default
 * simulation, whose model counts a document's every byte before its first paint).
 * `preview` runs on a scratch PostgreSQL database seeded with the demo data (TEST_DATABASE_URL, else
 * 127.0.0.1:5432), in which the pages the API writes get their links: a candidate's status page and a job
 * alert's confirmation and manage pages (their tokens are made here, as the emails carry them).
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { connect } from '../../src/db/connect';
import { createStatusLink } from '../../src/candidates/status-link';
import { confirmSubscription, JOB_ALERT_LINKS } from '../../src/job-alerts/subscriptions';
import { linkToken, newConfirmToken, newLinkNonce } from '../../src/job-alerts/tokens';
import { CONSENT_VERSION, JOB_ALERT_SOURCES } from '../../src/config/job-alerts';
import { statusPagePath } from '../../src/config/status-paths';
import { root, startPreview } from './preview-process';
import { recordResults } from './results';
import { seededScratchDatabase } from './scratch-database';
import { chromiumLaunchOptions } from '../../tests/support/chromium';

const YARDSTICK = '/bench-yardstick/';
const runs = Number(process.env.RUNS ?? 1);
const formFactors = (process.env.FORM_FACTORS?.split(',') ?? ['mobile', 'desktop']) as Array<'mobile' | 'desktop'>;
const throttlingMethod = process.env.THROTTLING === 'devtools' ? 'devtools' : 'simulate';

// The yardstick: a page of plain text as long as a typical page's, no CSS, no JS, served like the others.
const yardstickDir = new URL(`dist${YARDSTICK}`, root);
mkdirSync(yardstickDir, { recursive: true });
writeFileSync(
  new URL('index.html', yardstickDir),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Yardstick"><link rel="icon" href="/favicon.svg"><title>Yardstick</title></head><body><main><h1>A bare static page</h1>${'<p>Psychology graduates bring an understanding of people to sales, business development and marketing.</p>'.repeat(20)}</main></body></html>`,
);

const closedJobPages = closedJobs();
const scratch = await seededScratchDatabase('bench_lighthouse');
const apiPages = await linksOfApiPages(scratch.url);
const pages = process.env.PAGES?.split(',') ?? [...pageTypes(), ...apiPages];
const preview = await startPreview({ DATABASE_URL: scratch.url, DATABASE_DRIVER: 'pg' });
// The Chromium and flags the browser tests use (loopback only), as chrome-launcher takes them.
const chromium = chromiumLaunchOptions();
const chrome = await chromeLauncher.launch({ chromePath: chromium.executablePath, chromeFlags: chromium.args });

interface Measure {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  htmlKb: number;
  cssKb: number;
  jsKb: number;
  /** What Lighthouse took as the largest contentful paint (its selector), to see what a slow LCP waits for. */
  lcpElement: string;
}

/** Attempts at a run that Lighthouse itself could not complete (NO_NAVSTART, NO_LCP: a hiccup of the busy machine, not the page). */
const ATTEMPTS = 3;

try {
  const rows: Array<Record<string, string | number>> = [];
  for (const formFactor of formFactors) {
    const yardstick = await median(YARDSTICK, formFactor);
    for (const path of [YARDSTICK, ...pages]) {
      const m = path === YARDSTICK ? yardstick : await median(path, formFactor);
      const { lcpElement: _, ...figures } = m;
      rows.push({
        formFactor,
        page: path === YARDSTICK ? 'bare page (yardstick)' : label(path),
        ...figures,
        lcpRatio: Math.round((m.lcpMs / yardstick.lcpMs) * 100) / 100,
      });
      console.log(`${formFactor} ${label(path)}: perf ${m.performance}, LCP ${m.lcpMs} ms (${m.lcpElement})`);
    }
  }
  console.table(rows);
  recordResults('lighthouse', { runsPerPage: runs, throttlingMethod, rows });
} finally {
  chrome.kill();
  await preview.stop();
  await scratch.drop();
  rmSync(yardstickDir, { recursive: true, force: true });
}

/** The median run of a page (by performance score, then LCP). */
async function median(path: string, formFactor: 'mobile' | 'desktop'): Promise<Measure> {
  const results: Measure[] = [];
  for (let i = 0; i < runs; i++) results.push(await audit(path, formFactor));
  results.sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return results[Math.floor(results.length / 2)];
}

async function audit(path: string, formFactor: 'mobile' | 'desktop', attempt = 1): Promise<Measure> {
  const result = await lighthouse(
    `${preview.base}${path}`,
    // A closed job's page answers 410 on purpose: Lighthouse would take that for a failed load.
    { port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod, ignoreStatusCode: closedJobPages.has(path) },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const failure = result.lhr.runtimeError?.code;
  if (failure && attempt < ATTEMPTS) {
    console.log(`${formFactor} ${label(path)}: Lighthouse could not complete the run (${failure}); running it again`);
    return audit(path, formFactor, attempt + 1);
  }
  if (process.env.REPORTS) {
    mkdirSync(process.env.REPORTS, { recursive: true });
    writeFileSync(`${process.env.REPORTS}/${formFactor}${path.replaceAll('/', '_')}-${Date.now()}.json`, JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const requests =
    (audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
  const kb = (type: string) =>
    Math.round(requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 102.4) / 10;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    htmlKb: kb('Document'),
    cssKb: kb('Stylesheet'),
    jsKb: kb('Script'),
    lcpElement: lcpSelector(audits['lcp-breakdown-insight']?.details),
  };
}

/** The selector of the LCP element, from the LCP breakdown insight (a list holding a table and a node). */
function lcpSelector(details: unknown): string {
  const items = (details as { items?: Array<{ type?: string; selector?: string }> } | undefined)?.items ?? [];
  return items.find((item) => item.type === 'node')?.selector ?? 'none';
}

/** Closed jobs' pages (dist/jobs/closed/<id>.html), served at /jobs/<id> with status 410. */
function closedJobs(): Set<string> {
  const dir = new URL('dist/jobs/closed/', root);
  if (!existsSync(dir)) return new Set();
  return new Set(
    readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.html'))
      .map((e) => `/jobs/${e.name.slice(0, -5)}`),
  );
}

/** A page's address for the table: a link's token left out. */
function label(path: string): string {
  return path.replace(/(token=|application-status\/)[^&/]+/, '$1…');
}

/**
 * The pages the API writes, with links made in the database as the emails would carry them: a status page
 * (an application of its own), a job alert's confirmation page (pending) and its manage page (confirmed).
 */
async function linksOfApiPages(url: string): Promise<string[]> {
  const db = connect({ url, driver: 'pg', maxConnections: 1 });
  try {
    const { id } = await db
      .insertInto('applications')
      .values({
        firstName: 'Amelia',
        lastName: 'Hughes',
        email: 'amelia.hughes@example.com',
        phone: '07700 900123',
        degree: 'bachelor',
        interest: 'b2b',
        bio: null,
        cvFileName: null,
        cvFilePath: null,
        consent: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const status = statusPagePath(await createStatusLink(db, id));
    // A sign-up as the form stores it; the token is the one its confirmation email would carry.
    const signUp = async (email: string) => {
      const { token, hash } = newConfirmToken();
      await db
        .insertInto('jobAlertSubscriptions')
        .values({
          email,
          q: 'sales',
          location: 'bristol',
          type: '',
          salary: null,
          interest: '',
          frequency: 'daily',
          confirmTokenHash: hash,
          linkNonce: newLinkNonce(),
          consentAt: new Date(),
          consentVersion: CONSENT_VERSION,
          consentSource: JOB_ALERT_SOURCES[0],
          createdAt: new Date(),
        })
        .execute();
      return token;
    };
    const confirm = `${JOB_ALERT_LINKS.confirm}?token=${encodeURIComponent(await signUp('amelia.hughes@example.com'))}`;
    // Another sign-up, confirmed, so the confirmation page above stays pending.
    const subscription = await confirmSubscription(db, await signUp('amelia.hughes+2@example.com'));
    if (!subscription) throw new Error('the job alert could not be confirmed');
    const manage = `${JOB_ALERT_LINKS.manage}?token=${encodeURIComponent(linkToken(subscription))}`;
    return [status, confirm, manage];
  } finally {
    await db.destroy();
  }
}

/** One page of each type, taken from the built site. */
function pageTypes(): string[] {
  const notPosts = new Set(['category', 'not-found', 'page']);
  // Pages are built as files (dist/blog/<slug>.html, served at /blog/<slug>).
  const first = (dir: string) => {
    const page = readdirSync(new URL(`dist/${dir}/`, root), { withFileTypes: true }).find(
      (e) => e.isFile() && e.name.endsWith('.html') && !notPosts.has(e.name.slice(0, -5)),
    );
    if (!page) throw new Error(`dist/${dir}/ has no page to measure`);
    return page.name.slice(0, -5);
  };
  return [
    '/',
    '/areas/exeter',
    '/jobs',
    `/jobs/${first('jobs')}`,
    '/blog',
    `/blog/${first('blog')}`,
    '/career-quiz',
    '/team',
    '/terms-of-service',
    '/privacy-notice',
    '/admin',
    // A closed job's page (dist/jobs/closed/<id>.html, served at /jobs/<id> with status 410).
    ...[...closedJobPages].slice(0, 1),
  ];
}
