import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useBrowser, waitForIsland } from '../support/browser';
import { queryPreviewDatabase } from '../support/e2e-database';
import { openDashboard } from '../support/e2e-dashboard';
import { realPdf } from '../support/files';
import { fillApplicationForm, toastText } from '../support/forms';
import { COOKIE_TEXT } from '../../src/texts/cookies';
import { PAGE_VIEW_ENDPOINT } from '../../src/lib/consented-features';

/** First-party insights that only count with consent, and the choices that do what they say. */
vi.setConfig({ testTimeout: 180_000 });
const browser = useBrowser();
beforeEach(() => queryPreviewDatabase('delete from rate_limits'));

/** A desktop Chrome's User-Agent: headless Chromium's own is counted as a bot, as it should be. */
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Opens a page as a first visit and makes a choice in the cookie dialog: the optional categories to switch on. */
async function visitChoosing(path: string, on: Array<'analytics' | 'functional'>, watch?: (page: Page) => unknown) {
  const page = await browser.open(path, { firstVisit: true, userAgent: PERSON, beforeLoad: async (p) => watch?.(p) });
  const dialog = page.getByRole('dialog', { name: COOKIE_TEXT.title });
  await page.waitForFunction(() => document.getElementById('cookie-consent')?.matches(':modal'));
  if (on.length === 0) {
    await dialog.getByRole('button', { name: COOKIE_TEXT.acceptEssential }).click();
  } else {
    await dialog.getByRole('button', { name: COOKIE_TEXT.customize }).click();
    for (const key of on) await dialog.getByRole('switch', { name: COOKIE_TEXT.categories[key].label }).click();
    await dialog.getByRole('button', { name: COOKIE_TEXT.save }).click();
  }
  await dialog.waitFor({ state: 'hidden' });
  return page;
}

const viewsOf = async (path: string) =>
  (await queryPreviewDatabase<{ n: number }>('select coalesce(sum(views), 0)::int as n from page_views where path = $1', [path]))[0].n;

/** What the site keeps in the browser beyond the cookie choice itself. */
const keptInBrowser = async (page: Page) => ({
  local: await page.evaluate(() => Object.keys(localStorage).filter((key) => key !== 'cookie-consent')),
  session: await page.evaluate(() => Object.keys(sessionStorage)),
  cookies: await page.context().cookies(),
});

describe('page views', () => {
  it('with Analytics accepted, the page view is counted once, the moment it is accepted', async () => {
    const before = await viewsOf('/areas/exeter');
    const page = await visitChoosing('/areas/exeter', ['analytics']);
    // A beacon's answer is not the page's to wait for: the count is.
    await expect.poll(() => viewsOf('/areas/exeter'), { timeout: 15_000 }).toBe(before + 1);
    // The next page is counted too, with the choice stored; still once each.
    await page.goto('/areas/exeter');
    await expect.poll(() => viewsOf('/areas/exeter'), { timeout: 15_000 }).toBe(before + 2);
    await page.waitForLoadState('networkidle');
    expect(await viewsOf('/areas/exeter')).toBe(before + 2);
    // Only the visit's source, in session storage, and no cookie.
    expect(await keptInBrowser(page)).toEqual({ local: [], session: ['visit-attribution'], cookies: [] });
  });

  it('with Essential only, no request is made and nothing is kept in storage or cookies', async () => {
    const beacons: string[] = [];
    const page = await visitChoosing('/areas/bristol', [], (p) =>
      p.on('request', (request) => {
        if (new URL(request.url()).pathname === PAGE_VIEW_ENDPOINT) beacons.push(request.url());
      }),
    );
    await page.goto('/jobs?utm_source=linkedin');
    await page.waitForLoadState('networkidle');
    expect(beacons).toEqual([]);
    expect(await keptInBrowser(page)).toEqual({ local: [], session: [], cookies: [] });
  });

  it('withdrawing Analytics from Cookie Settings stops it at once and removes what it kept', async () => {
    const page = await visitChoosing('/areas/exeter?utm_source=newsletter', ['analytics']);
    await page.waitForLoadState('networkidle');
    expect((await keptInBrowser(page)).session).toEqual(['visit-attribution']);
    await page.getByRole('button', { name: COOKIE_TEXT.settings }).click();
    const dialog = page.getByRole('dialog', { name: COOKIE_TEXT.title });
    await page.waitForFunction(() => document.getElementById('cookie-consent')?.matches(':modal'));
    await dialog.getByRole('button', { name: COOKIE_TEXT.acceptEssential }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await keptInBrowser(page)).toEqual({ local: [], session: [], cookies: [] });
  });
});

describe('Functional: the job search remembered on this device', () => {
  async function searchThenReturn(on: Array<'functional'>) {
    const page = await visitChoosing('/jobs', on);
    const type = page.getByLabel('Job type');
    const value = await type.locator('option').nth(1).getAttribute('value');
    await type.selectOption(value!);
    await page.waitForURL(/type=/);
    await page.goto('/jobs');
    await page.locator('[data-job-count]').waitFor();
    return { page, chosen: value, shown: await type.inputValue() };
  }

  it('with Functional accepted, /jobs opens with the last search', async () => {
    const { page, chosen, shown } = await searchThenReturn(['functional']);
    expect(shown).toBe(chosen);
    expect(page.url()).toContain('type=');
  });

  it('with Essential only, it opens afresh and nothing is kept', async () => {
    const { page, shown } = await searchThenReturn([]);
    expect(shown).toBe('');
    expect((await keptInBrowser(page)).local).toEqual([]);
  });
});

describe('attribution', () => {
  it('an application after a visit from ?utm_source=linkedin&utm_campaign=x shows that source in the dashboard', async () => {
    const page = await visitChoosing('/?utm_source=linkedin&utm_campaign=x', ['analytics']);
    await page.goto('/jobs');
    const [job] = await page.evaluate(async () => (await fetch('/api/jobs')).json());
    await page.goto(`/jobs/${job.id}#apply`);
    const form = page.getByRole('form', { name: 'CV application' });
    await waitForIsland(form);
    await fillApplicationForm(form, 'utm.linkedin@example.com');
    await form.locator('input[type="file"]').setInputFiles({ name: 'CV.pdf', mimeType: 'application/pdf', buffer: realPdf('UTM') });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    expect(await toastText(page)).toContain('Application Submitted!');
    // Sent: no longer kept.
    expect((await keptInBrowser(page)).session).toEqual([]);

    const admin = await openDashboard(browser, '#applications');
    await admin.getByRole('searchbox', { name: 'Search applications' }).fill('utm.linkedin@example.com');
    await admin.getByText('1–1 of 1 application').waitFor();
    await admin.getByTestId('admin-application').getByRole('button', { name: 'Amelia Hughes' }).click();
    const details = admin.getByRole('region', { name: 'Details of Amelia Hughes' });
    await details.getByText('Landed on /, no referring site, campaign tags: source=linkedin, campaign=x').waitFor();
  });
});

describe('the Overview', () => {
  it("shows a period's figures as the rows made, with a chart, its table and each table's CSV", async () => {
    // A period of its own, long ago, so no other test's views fall in it.
    const [job] = await queryPreviewDatabase<{ id: number; title: string; company: string }>(
      'select id, title, company from jobs order by id limit 1',
    );
    const blank = { referrer_host: '', utm_source: '', utm_medium: '', utm_campaign: '' };
    const rows = [
      { day: '2025-03-01', path: `/jobs/${job.id}`, views: 30, ...blank, referrer_host: 'www.linkedin.com', utm_source: 'linkedin' },
      { day: '2025-03-02', path: `/jobs/${job.id}`, views: 10, ...blank },
      { day: '2025-03-02', path: '/areas/exeter', views: 20, ...blank },
    ];
    await queryPreviewDatabase("delete from page_views where day between '2025-03-01' and '2025-03-03'");
    for (const r of rows)
      await queryPreviewDatabase(
        `insert into page_views (day, path, referrer_host, utm_source, utm_medium, utm_campaign, device, views) values ($1, $2, $3, $4, $5, $6, 'desktop', $7)`,
        [r.day, r.path, r.referrer_host, r.utm_source, r.utm_medium, r.utm_campaign, r.views],
      );
    await queryPreviewDatabase(
      `insert into applications (first_name, last_name, email, phone, degree, consent, created_at, job_id, job_title, job_company, landing_path, referrer_host, utm_source)
       values ('Overview', 'Check', 'overview.check@example.com', '07700 900123', 'bachelor', true, '2025-03-01T10:00:00Z', $1, $2, $3, $4, 'www.linkedin.com', 'linkedin')`,
      [job.id, job.title, job.company, `/jobs/${job.id}`],
    );

    const page = await openDashboard(browser);
    const insights = page.getByRole('region', { name: 'Insights' });
    await insights.getByTestId('insights-totals').waitFor();
    await insights.getByLabel('From', { exact: true }).fill('2025-03-01');
    await insights.getByLabel('To', { exact: true }).fill('2025-03-03');
    await insights.getByRole('button', { name: 'Show period' }).click();
    await insights.getByText('60 page views, 1 applications, 0 enquiries; conversion 1.7%').waitFor();

    const jobRow = insights.getByTestId('insights-jobs').getByRole('row', { name: new RegExp(job.title) });
    expect(await jobRow.getByRole('cell').allTextContents()).toEqual(['40', '1', '2.5%', '0', '–']);
    const cityRow = insights.getByTestId('insights-cities').getByRole('row', { name: /Exeter/ });
    expect(await cityRow.getByRole('cell').allTextContents()).toEqual(['20', '0', '0.0%', '0', '–']);
    const referrer = insights.getByTestId('insights-referrers').getByRole('row', { name: /www\.linkedin\.com/ });
    expect(await referrer.getByRole('cell').allTextContents()).toEqual(['30', '1', '3.3%', '0', '–']);

    // The chart says what it shows; the table beside it holds the same figures.
    expect(await insights.getByRole('img', { name: 'Page views and applications per day' }).count()).toBe(1);
    await insights.getByText('Show the figures as a table').click();
    const days = insights.getByTestId('insights-daily').getByRole('row');
    expect(await days.nth(1).allTextContents()).toEqual(['2025-03-0130' + '1' + '0']);

    // Each table's CSV, for the same period.
    const href = await insights.getByRole('link', { name: 'Download Jobs as CSV' }).getAttribute('href');
    expect(href).toBe('/api/admin/insights?from=2025-03-01&to=2025-03-03&table=jobs');
    const csv = await page.evaluate(async (url) => (await fetch(url)).text(), href!);
    expect(csv).toContain(`,/jobs/${job.id},40,1,2.5%`);
  });
});
