/**
 * How `astro build` grows with content: the 50 city pages plus 100, 1,000 and 5,000 posts and as many
 * jobs, each size on its own scratch PostgreSQL database, built into a temporary directory (dist/ is left
 * alone). Records wall time and the build's peak resident memory (GNU time).
 * Usage: `npm run bench:build` (SIZES=100,1000 to narrow). Needs PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { demoPosts } from '../../src/db/seed-data/blog';
import { demoJobs } from '../../src/db/seed-data/jobs';
import { root } from './preview-process';
import { recordResults } from './results';
import { seededScratchDatabase } from './scratch-database';

const sizes = (process.env.SIZES ?? '100,1000,5000').split(',').map(Number);
const rows = [];

for (const size of sizes) {
  const scratch = await seededScratchDatabase(`bench_build_${size}`, async (db) => {
    const now = new Date();
    const posts = demoPosts(now);
    const jobs = demoJobs(now);
    for (let start = 0; start < size; start += 500) {
      const batch = Array.from({ length: Math.min(500, size - start) }, (_, k) => start + k);
      await db
        .insertInto('blogPosts')
        .values(
          batch.map((i) => ({ ...posts[i % posts.length], title: `${posts[i % posts.length].title} (${i})`, slug: `bench-post-${i}` })),
        )
        .execute();
      await db
        .insertInto('jobs')
        .values(batch.map((i) => ({ ...jobs[i % jobs.length], title: `${jobs[i % jobs.length].title} ${i}` })))
        .execute();
    }
  });
  const outDir = mkdtempSync(join(tmpdir(), 'bench-build-'));
  try {
    const started = performance.now();
    const { stderr } = await promisify(execFile)(
      '/usr/bin/time',
      ['-f', 'peak-kb=%M', join(root.pathname, 'node_modules/.bin/astro'), 'build', '--outDir', outDir],
      {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: scratch.url, DATABASE_DRIVER: 'pg' },
        maxBuffer: 256 * 1024 * 1024,
      },
    );
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const peakMb = Math.round(Number(/peak-kb=(\d+)/.exec(stderr)?.[1]) / 1024);
    const pages = countHtml(outDir);
    rows.push({ postsAndJobs: size, pages, seconds, peakMb, msPerPage: Math.round((seconds * 1000) / pages) });
    console.log(`${size} posts and jobs: ${pages} pages in ${seconds} s, peak ${peakMb} MB`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    await scratch.drop();
  }
}
console.table(rows);
recordResults('build', { rows });

function countHtml(dir: string): number {
  return readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith('.html')).length;
}
