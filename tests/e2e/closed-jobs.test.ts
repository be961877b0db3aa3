import { describe, expect, it } from 'vitest';
import { CLOSED_JOB_TEXT } from '../../src/texts/closed-jobs';
import { axeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { queryPreviewDatabase } from '../support/e2e-database';

const browser = useBrowser();

/** The seeded closed jobs (src/db/seed-data/jobs.ts, demoClosedJobs), by title. */
async function seededJob(title: string): Promise<{ id: number; title: string; company: string }> {
  const [job] = await queryPreviewDatabase<{ id: number; title: string; company: string }>(
    'select id, title, company from jobs where title = $1',
    [title],
  );
  expect(job, title).toBeDefined();
  return job;
}

describe('a closed job’s address', () => {
  it.each([
    ['expired', 'Graduate Sales Executive'],
    ['deactivated', 'Behavioural Marketing Assistant'],
  ])(
    'of a job %s within six months answers 410, says the role has closed and points to open roles like it, without JavaScript',
    async (_how, title) => {
      const job = await seededJob(title);
      const page = await browser.open('/', { javaScriptEnabled: false });
      const response = await page.goto(`/jobs/${job.id}`);
      expect(response?.status()).toBe(410);
      expect(response?.headers()['content-security-policy']).toBeTruthy();
      expect(await page.locator('h1').textContent()).toBe(CLOSED_JOB_TEXT.heading);
      expect(await page.locator('[data-closed-job]').textContent()).toContain(`${job.title} at ${job.company}`);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

      const similar = page.getByRole('list', { name: CLOSED_JOB_TEXT.similarHeading }).getByRole('link', { name: /^View details: / });
      const roles = await similar.evaluateAll((links) =>
        links.map((a) => ({ href: a.getAttribute('href')!, title: a.getAttribute('aria-label')!.replace(/^View details: /, '') })),
      );
      expect(roles.length).toBeGreaterThan(0);
      expect(roles.length).toBeLessThanOrEqual(3);
      const search = await page.getByRole('link', { name: CLOSED_JOB_TEXT.searchLike }).getAttribute('href');
      for (const href of [...roles.map((r) => r.href), search!, '/jobs']) {
        expect(href).toMatch(/^\/jobs/);
        expect((await page.request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
      }
      // The search finds something (it once found nothing).
      const searched = await browser.open(search!, { javaScriptEnabled: false });
      expect(await searched.locator('[data-job-card]').count(), search!).toBeGreaterThan(0);
      await searched.close();
      // Each is an open role's own page.
      for (const { href, title: roleTitle } of roles) {
        const opened = await browser.open(href, { javaScriptEnabled: false });
        expect(await opened.locator('h1').textContent()).toBe(roleTitle);
        await opened.close();
      }
    },
  );

  it('has no axe violations', async () => {
    const job = await seededJob('Graduate Sales Executive');
    const page = await browser.open(`/jobs/${job.id}`);
    await page.getByRole('heading', { name: CLOSED_JOB_TEXT.heading }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('of a job closed more than six months before the build is unknown: 404, Job Not Found', async () => {
    const job = await seededJob('Trainee Talent Consultant');
    const page = await browser.open('/', { javaScriptEnabled: false });
    const response = await page.goto(`/jobs/${job.id}`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Job Not Found');
  });

  it('is in no list a crawler or visitor reads: not the sitemap, /jobs.xml, /jobs or the jobs API', async () => {
    const closed = await Promise.all(
      ['Graduate Sales Executive', 'Behavioural Marketing Assistant', 'Trainee Talent Consultant'].map(seededJob),
    );
    const page = await browser.open('/jobs');
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const feed = await (await page.request.get('/jobs.xml')).text();
    const cards = await page.locator('[data-job-card] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const api = (await (await page.request.get('/api/jobs')).json()) as Array<{ id: number }>;
    expect(sitemap).toContain('/jobs/1</loc>');
    expect(cards).toContain('/jobs/1');
    expect(sitemap).not.toContain('/jobs/closed/');
    for (const job of closed) {
      expect(sitemap).not.toContain(`/jobs/${job.id}</loc>`);
      expect(feed).not.toMatch(new RegExp(`/jobs/${job.id}\\b`));
      expect(feed).not.toContain(job.title);
      expect(cards).not.toContain(`/jobs/${job.id}`);
      expect(api.map((j) => j.id)).not.toContain(job.id);
    }
  });
});
