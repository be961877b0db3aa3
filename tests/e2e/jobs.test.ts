import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { JOB_TYPES } from '../../src/config/choices';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT, useBrowser } from '../support/browser';

const browser = useBrowser();

describe('jobs pages, as a visitor sees them', () => {
  it('lists the seeded jobs with their details and links to each', async () => {
    const page = await browser.open('/jobs');
    await expect(page.locator('h1').textContent()).resolves.toContain('Jobs for Psychology Graduates');
    const cards = page.locator('[data-job-card]');
    expect(await cards.count()).toBe(6);
    const first = cards.first();
    await expect(first.locator('h2').textContent()).resolves.toBe('Graduate Business Development Representative');
    const text = await first.textContent();
    expect(text).toContain('Lumen Analytics');
    expect(text).toContain('Bristol');
    expect(text).toContain('£26,000 - £30,000 + uncapped commission');
    expect(text).toContain('Full-time');
    // The relative wording replaces the built date once the browser is idle (RelativeTimeScript.astro).
    await first.locator('time', { hasText: /^1 day ago$/ }).waitFor();
    // Descriptions are cut at 200 characters plus '...'.
    expect(text).toMatch(/\.\.\./);
    await expect(page.locator('a[href="/#application"]').count()).resolves.toBeGreaterThan(0);

    await first.getByRole('link', { name: /View details/i }).click();
    await page.waitForURL(/\/jobs\/\d+\/?$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Graduate Business Development Representative');
  });

  it('shows a job in full with apply and contact links, quick information and structured data', async () => {
    const page = await browser.open('/jobs');
    const href = await page.locator('[data-job-card] h2 a').first().getAttribute('href');
    await page.goto(href!);
    const apply = page.getByRole('link', { name: /Apply Now/ });
    expect(await apply.getAttribute('href')).toBe('https://careers.example.com/lumen/graduate-bdr');
    const contact = page.getByRole('link', { name: 'Contact Employer' });
    expect(await contact.getAttribute('href')).toBe(
      'mailto:talent@lumen-analytics.example.com?subject=Interest%20in%20Graduate%20Business%20Development%20Representative%20position',
    );
    for (const heading of ['Job Description', 'Requirements', 'Benefits', 'Quick Information', 'Need Help?']) {
      expect(await page.getByRole('heading', { name: heading }).count()).toBe(1);
    }
    const quick = await page.locator('section[aria-labelledby="quick-info"]').textContent();
    expect(quick).toMatch(/Posted[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(quick).toContain('Expires');

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({ '@type': 'JobPosting', hiringOrganization: { name: 'Lumen Analytics' }, employmentType: 'FULL_TIME' });
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/^https:\/\/www\.psychgradsales\.co\.uk\/jobs\/\d+$/);
  });

  it('leaves out Apply Now, Contact Employer and Benefits when a job has none', async () => {
    const page = await browser.open('/jobs');
    await page.getByRole('link', { name: 'View details: Part-time Market Research Assistant' }).click();
    await page.waitForURL(/\/jobs\/\d+/);
    expect(await page.getByRole('link', { name: /Apply Now/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Contact Employer' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Benefits' }).count()).toBe(0);
    expect(await page.locator('section[aria-labelledby="quick-info"]').textContent()).not.toContain('Expires');
  });

  it('shows Job Not Found for an id the build does not know', async () => {
    const page = await browser.open('/jobs');
    const response = await page.goto('/jobs/424242');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Job Not Found');
    expect(await page.textContent('main')).toContain("The job posting you're looking for doesn't exist or may have been removed.");
    await page.getByRole('link', { name: 'Back to Jobs' }).click();
    await page.waitForURL(/\/jobs\/?$/);
  });

  it('without JavaScript, an unknown id shows Job Not Found with the way back', async () => {
    const page = await browser.open('/jobs/424242', { javaScriptEnabled: false });
    expect(await page.locator('h1').textContent()).toBe('Job Not Found');
    expect(await page.getByRole('link', { name: 'Back to Jobs' }).getAttribute('href')).toBe('/jobs');
  });

  it('serves the jobs API beside the pages', async () => {
    const page = await browser.open('/jobs');
    const jobs = await page.evaluate(async () => (await fetch('/api/jobs')).json());
    expect(jobs).toHaveLength(6);
    expect(jobs[0].title).toBe('Graduate Business Development Representative');
  });

  describe('a job whose expiry passes after the build', () => {
    // The pages were built with the seeded jobs live; the visitor's clock is a year on.
    const aYearOn = () => new Date(Date.now() + 366 * 24 * 3600 * 1000);

    it('leaves the list; jobs without an expiry date stay', async () => {
      const live = await browser.open('/jobs');
      const withExpiry = await live.locator('[data-job-card][data-expires-at]').count();
      const total = await live.locator('[data-job-card]').count();
      expect(withExpiry).toBeGreaterThan(0);
      const page = await browser.open('/jobs', { beforeLoad: (p) => p.clock.install({ time: aYearOn() }) });
      await page.waitForFunction(() => !document.querySelector('[data-job-card][data-expires-at]'));
      expect(await page.locator('[data-job-card]').count()).toBe(total - withExpiry);
      expect(await page.getByRole('heading', { name: 'No Jobs Available Yet' }).isVisible()).toBe(total === withExpiry);
    });

    it('says so on its own page and no longer offers to apply', async () => {
      const page = await browser.open('/jobs/1', { beforeLoad: (p) => p.clock.install({ time: aYearOn() }) });
      await page.getByText('This job has expired and is no longer taking applications.').waitFor({ state: 'visible' });
      expect(await page.getByRole('link', { name: /Apply Now/ }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Contact Employer' }).count()).toBe(0);
    });

    it('stays listed and open while it is live', async () => {
      const page = await browser.open('/jobs/1');
      await page.getByRole('link', { name: /Apply Now/ }).waitFor({ state: 'visible' });
      expect(await page.getByText('This job has expired').isVisible()).toBe(false);
    });
  });
});

/** Each job type badge on a page, with how many lines its text takes (the distinct tops of its text's boxes). */
function badgeLines(page: Page) {
  const badge = new RegExp(`^(${JOB_TYPES.map((t) => t.label).join('|')})$`);
  return page.locator('main span', { hasText: badge }).evaluateAll((badges) =>
    badges.map((b) => {
      const range = document.createRange();
      range.selectNodeContents(b);
      return { text: b.textContent, lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size };
    }),
  );
}

describe.each([
  ['phone 390 px', MOBILE_VIEWPORT],
  ['desktop 1280 px', DESKTOP_VIEWPORT],
])('job type badges at %s', (_label, viewport) => {
  it.each(['/jobs', '/jobs/1'])('keep their text on one line on %s', async (path) => {
    const page = await browser.open(path, { viewport });
    const badges = await badgeLines(page);
    expect(badges.length).toBeGreaterThanOrEqual(path === '/jobs' ? 6 : 1);
    expect(badges.filter((b) => b.lines !== 1)).toEqual([]);
  });
});
