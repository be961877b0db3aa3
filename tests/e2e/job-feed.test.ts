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
  city: string;
  salary?: string;
  expirationdate?: string;
}

describe('the aggregators’ job feed', () => {
  it('/jobs.xml is valid XML of exactly the open jobs the database held at the build, each page answering 200', async () => {
    const page = await browser.open('/');
    const res = await page.request.get('/jobs.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/xml/);
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const jobs: FeedJob[] = new XMLParser({ isArray: (name) => name === 'job', parseTagValue: false }).parse(xml).source.job;

    // Other test files may add jobs after the build; the feed is as the build found the database.
    const builtAt = statSync(new URL('../../dist/jobs.xml', import.meta.url)).mtime;
    const rows = await queryPreviewDatabase<{
      id: number;
      title: string;
      company: string;
      location: string;
      salary: string | null;
      postedAt: Date;
      expiresAt: Date | null;
    }>(
      `select id, title, company, location, salary, posted_at as "postedAt", expires_at as "expiresAt" from jobs
       where is_active and (expires_at is null or expires_at > $1) and created_at < $1 order by posted_at desc, id desc`,
      [builtAt],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(jobs.map((j) => j.referencenumber)).toEqual(rows.map((r) => String(r.id)));
    for (const [i, row] of rows.entries()) {
      expect(jobs[i]).toMatchObject({
        title: row.title,
        company: row.company,
        city: row.location,
        date: row.postedAt.toISOString(),
        url: `${ORIGIN}/jobs/${row.id}`,
        ...(row.salary ? { salary: row.salary } : {}),
        ...(row.expiresAt ? { expirationdate: row.expiresAt.toISOString() } : {}),
      });
      const jobPage = await page.request.get(new URL(jobs[i].url).pathname, { maxRedirects: 0 });
      expect(jobPage.status(), jobs[i].url).toBe(200);
    }

    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain(`${ORIGIN}/jobs.xml`);
  });
});
