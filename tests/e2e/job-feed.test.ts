import { statSync } from 'node:fs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { queryPreviewDatabase } from '../support/e2e-database';

const browser = useBrowser();
const ORIGIN = 'https://www.psychgradsales.co.uk';

interface FeedJob {
  title: string;
  date: string;
  referencenumber: string;
  url: string;
  company: string;
  city?: string;
  salary?: string;
  expirationdate?: string;
}

interface DbJob {
  id: number;
  title: string;
  company: string;
  location: string;
  workplace: string;
  salary: string | null;
  postedAt: Date;
  expiresAt: Date | null;
  unchanged: boolean;
  visible: boolean;
}

describe('the aggregators’ job feed', () => {
  it('/jobs.xml is valid XML of exactly the open jobs the database held at the build, each page answering 200', async () => {
    const page = await browser.open('/');
    const res = await page.request.get('/jobs.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = new XMLParser({ isArray: (name) => name === 'job', parseTagValue: false }).parse(xml).source;
    const jobs: FeedJob[] = feed.job;
    expect(new Date(feed.lastBuildDate).getTime()).toBeGreaterThan(Date.now() - 24 * 3_600_000);

    // Other test files add and edit jobs after the build: the feed is compared with the jobs as the build
    // found them, leaving out any changed or deleted since.
    const builtAt = statSync(new URL('../../dist/jobs.xml', import.meta.url)).mtime;
    const all = await queryPreviewDatabase<DbJob>(
      `select id, title, company, location, workplace, salary, posted_at as "postedAt", expires_at as "expiresAt",
         updated_at < $1 as unchanged, is_active and (expires_at is null or expires_at > $1) as visible
       from jobs where created_at < $1 order by posted_at desc, id desc`,
      [builtAt],
    );
    const unchanged = new Set(all.filter((r) => r.unchanged).map((r) => String(r.id)));
    const rows = all.filter((r) => r.unchanged && r.visible);
    expect(rows.length).toBeGreaterThan(0);
    const unchangedInFeed = jobs.filter((j) => unchanged.has(j.referencenumber));
    expect(unchangedInFeed.map((j) => j.referencenumber)).toEqual(rows.map((r) => String(r.id)));
    for (const [i, row] of rows.entries()) {
      expect(unchangedInFeed[i]).toMatchObject({
        title: row.title,
        company: row.company,
        ...(row.workplace === 'remote' ? {} : { city: row.location }),
        date: row.postedAt.toISOString(),
        url: `${ORIGIN}/jobs/${row.id}`,
        ...(row.salary ? { salary: row.salary } : {}),
        ...(row.expiresAt ? { expirationdate: row.expiresAt.toISOString() } : {}),
      });
      // A fully remote job is done from no city.
      if (row.workplace === 'remote') expect(unchangedInFeed[i]).not.toHaveProperty('city');
    }
    // The demo's Bristol job: its region, and its salary in parts.
    const bristol = jobs.find((j) => j.city === 'Bristol' && j.salary === '£26,000 - £30,000 + uncapped commission');
    expect(bristol).toMatchObject({
      state: 'South West England',
      salarymin: '26000',
      salarymax: '30000',
      salarycurrency: 'GBP',
      salaryperiod: 'year',
    });
    for (const job of jobs) {
      const jobPage = await page.request.get(new URL(job.url).pathname, { maxRedirects: 0 });
      expect(jobPage.status(), job.url).toBe(200);
    }

    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain(`${ORIGIN}/jobs.xml`);
  });

  it('a remote job’s page says so, and its JobPosting is TELECOMMUTE for applicants in the UK', async () => {
    const [remote] = await queryPreviewDatabase<{ id: number }>(
      `select id from jobs where workplace = 'remote' and is_active order by id limit 1`,
    );
    const page = await browser.open(`/jobs/${remote.id}`);
    const quick = page.locator('section[aria-labelledby="quick-info"]');
    await expect(quick.locator('dt', { hasText: 'Workplace' }).locator('xpath=following-sibling::dd').textContent()).resolves.toBe(
      'Remote',
    );
    // Regulation 27: the agency's full name and whether the work is permanent or temporary.
    await expect(page.locator('[data-advert-statements]').textContent()).resolves.toBe(
      'Advertised by PsychGrad Sales Recruitment Ltd. This is a permanent position.',
    );
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld.description).toContain('<p>Advertised by PsychGrad Sales Recruitment Ltd.</p><p>This is a permanent position.</p>');
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'United Kingdom' },
    });
    expect(ld).not.toHaveProperty('jobLocation');
    // Every job page has its own application form.
    expect(ld.directApply).toBe(true);
  });

  it('an on-site or hybrid job’s JobPosting gives the region of its city', async () => {
    const [job] = await queryPreviewDatabase<{ id: number }>(
      `select id from jobs where location = 'Bristol' and workplace <> 'remote' and is_active order by id limit 1`,
    );
    const page = await browser.open(`/jobs/${job.id}`);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld.jobLocation.address).toMatchObject({ addressLocality: 'Bristol', addressRegion: 'South West England', addressCountry: 'GB' });
    expect(ld.directApply).toBe(true);
  });
});
