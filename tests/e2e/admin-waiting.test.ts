import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBrowser } from '../support/browser';
import { toastText } from '../support/e2e-admin';
import { openDashboard } from '../support/e2e-dashboard';
import { queryPreviewDatabase } from '../support/e2e-database';
import { OVERDUE_FILTER } from '../../src/schemas/list-order';
import { LIST_TEXT, MAIL_PANEL_TEXT, OVERVIEW_TEXT, TABLE_TEXT } from '../../src/texts/admin';

/**
 * The 48-hour promise kept visible (docs/decisions/admin.md). Preview's clock is the real one and nothing moves it, so the
 * rows that have waited are inserted with an old created_at, as they would be after two days.
 */
vi.setConfig({ testTimeout: 180_000 });
const browser = useBrowser();
const EMAIL = 'e2e.waiting@example.com';
const PHONE_390 = { width: 390, height: 800 };

const cleanUp = async () => {
  await queryPreviewDatabase('delete from applications where email = $1', [EMAIL]);
  await queryPreviewDatabase('delete from contacts where email = $1', [EMAIL]);
  await queryPreviewDatabase('delete from mail_preferences');
};
beforeEach(async () => {
  await queryPreviewDatabase('delete from login_failures');
  await queryPreviewDatabase('delete from rate_limits');
  await cleanUp();
});
afterAll(cleanUp);

/** An application from `firstName` Waiting, received `hours` ago (a role, or a general one). */
const applied = (firstName: string, hours: number) =>
  queryPreviewDatabase(
    `insert into applications (first_name, last_name, email, phone, degree, consent, created_at)
     values ($1, 'Waiting', $2, '07700900123', 'bachelor', true, now() - make_interval(hours => $3))`,
    [firstName, EMAIL, hours],
  );
const enquired = (name: string, hours: number) =>
  queryPreviewDatabase(
    `insert into contacts (name, email, subject, message, created_at) values ($1, $2, 'employer', 'Two SDRs for Exeter, please.', now() - make_interval(hours => $3))`,
    [name, EMAIL, hours],
  );
/** What the server counts as waiting past 48 hours, everything in the database included. */
const overdueCount = async () =>
  (
    await queryPreviewDatabase<{ n: number }>(
      `select ((select count(*) from applications where status = 'new' and created_at < now() - interval '48 hours')
             + (select count(*) from contacts where status = 'new' and created_at < now() - interval '48 hours'))::int as n`,
    )
  )[0].n;

describe('the 48-hour promise', () => {
  it('the Overview counts what waits past 48 hours and leads to the tab, where the table flags and filters it, and the panel sets its status', async () => {
    await applied('Olwen', 72);
    await applied('Cai', 3);
    const page = await openDashboard(browser, '');
    const summary = page.getByTestId('overdue-summary');
    await summary.getByText(/waiting over 48 hours:$/).waitFor();
    expect(await summary.getByText(/waiting over 48 hours:$/).textContent()).toBe(`${OVERVIEW_TEXT.waiting(await overdueCount())}:`);

    await summary.getByRole('link', { name: /^\d+ applications?$/ }).click();
    await page.getByRole('tab', { name: 'Applications', selected: true }).waitFor();
    // The link opens the tab showing only what waits past 48 hours; then all of them, to compare.
    const statusFilter = page.getByRole('combobox', { name: TABLE_TEXT.statusFilterLabel('applications') });
    await expect.poll(() => statusFilter.inputValue()).toBe(OVERDUE_FILTER);
    await statusFilter.selectOption({ label: TABLE_TEXT.allStatuses });
    const searched = page.waitForResponse((r) => r.url().includes('q=e2e.waiting'));
    await page.getByRole('searchbox', { name: 'Search applications' }).fill(EMAIL);
    await searched;
    await page.getByText('1–2 of 2 applications').waitFor();
    const rows = page.getByTestId('admin-application');
    const olwen = rows.filter({ hasText: 'Olwen Waiting' });
    expect(await olwen.getByTestId('time-waiting').textContent()).toBe(`${TABLE_TEXT.waited(72)}${TABLE_TEXT.overdue}`);
    expect(await rows.filter({ hasText: 'Cai Waiting' }).getByTestId('time-waiting').textContent()).toBe(TABLE_TEXT.waited(3));

    await statusFilter.selectOption({ label: TABLE_TEXT.overdueStatus });
    await page.getByText('1–1 of 1 application').waitFor();
    await olwen.getByRole('button', { name: 'Olwen Waiting' }).click();
    const panel = page.getByRole('region', { name: 'Details of Olwen Waiting' });
    // The panel takes focus, so a screen reader hears which record opened.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Details of Olwen Waiting');
    await panel.getByRole('combobox', { name: 'Status of Olwen Waiting' }).selectOption({ label: 'In review' });
    await panel.getByRole('button', { name: 'Save status of Olwen Waiting' }).click();
    expect(await toastText(page)).toBe('[default] Application status updatedOlwen Waiting: In review');
    // Taken up: no longer waiting, so it leaves the overdue filter.
    await page.getByText(LIST_TEXT.noMatch('applications', EMAIL)).waitFor();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await summary
      .getByText(OVERVIEW_TEXT.waiting(await overdueCount()) + ':')
      .or(summary.getByText(OVERVIEW_TEXT.waitingNone))
      .waitFor();
  });

  it('at 390 px the enquiries table scrolls inside its box, not the page; the panel opens below it, focused, and sets the status', async () => {
    await enquired('Morwenna Waiting', 60);
    const page = await openDashboard(browser, '#contacts', { viewport: PHONE_390 });
    const searched = page.waitForResponse((r) => r.url().includes('q=e2e.waiting'));
    await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(EMAIL);
    await searched;
    await page.getByText('1–1 of 1 enquiry').waitFor();
    const row = page.getByTestId('admin-contact');
    expect(await row.getByTestId('overdue-flag').textContent()).toBe(TABLE_TEXT.overdue);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await page.getByTestId('record-table').evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);

    await row.getByRole('button', { name: 'Morwenna Waiting' }).click();
    const panel = page.getByRole('region', { name: 'Details of Morwenna Waiting' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Details of Morwenna Waiting');
    expect(await panel.getByText('Two SDRs for Exeter, please.').isVisible()).toBe(true);
    await panel.getByRole('combobox', { name: 'Status of the enquiry from Morwenna Waiting' }).selectOption({ label: 'Replied' });
    await panel.getByRole('button', { name: 'Save status of the enquiry from Morwenna Waiting' }).click();
    expect(await toastText(page)).toBe('[default] Enquiry status updatedMorwenna Waiting: Replied');
    await row.getByTestId('time-waiting').getByText(TABLE_TEXT.notWaiting).waitFor();
    expect(await queryPreviewDatabase('select status from contacts where email = $1', [EMAIL])).toEqual([{ status: 'replied' }]);
  });

  it('at 390 px the Overview and the Applications tab fit the screen: tables scroll in their own boxes, the menu and the 48-hour flag in view', async () => {
    await queryPreviewDatabase(
      `insert into applications (first_name, last_name, email, phone, degree, consent, job_title, job_company, created_at)
       values ('Olwen', 'Waiting', $1, '07700900123', 'bachelor', true, 'Business Development Executive (SaaS, B2B)', 'Westcountry Software Solutions Ltd', now() - interval '72 hours')`,
      [EMAIL],
    );
    // Today's views of a job, from a long referring site and campaign: the insights tables have rows.
    const [job] = await queryPreviewDatabase<{ id: number }>('select id from jobs order by id limit 1');
    await queryPreviewDatabase(
      `insert into page_views (day, path, referrer_host, utm_source, utm_medium, utm_campaign, device, views)
       values ((now() at time zone 'Europe/London')::date, $1, 'careers.an-unusually-long-referring-host.example.co.uk', 'newsletter', 'email', 'e2e-narrow-spring-graduates', 'mobile', 3)
       on conflict do nothing`,
      [`/jobs/${job.id}`],
    );
    try {
      const page = await openDashboard(browser, '', { viewport: PHONE_390 });
      const insights = page.getByRole('region', { name: 'Insights' });
      await insights.getByTestId('insights-jobs').waitFor();
      await insights.getByTestId('insights-referrers').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // In view: within the page's visible width (the viewport less any scroll bar).
      const visibleWidth = await page.evaluate(() => document.documentElement.clientWidth);
      const inView = async (locator: ReturnType<typeof page.getByRole>) => {
        const box = (await locator.boundingBox())!;
        return box.x >= 0 && box.x + box.width <= visibleWidth;
      };
      for (const tab of ['Overview', 'Contacts']) expect(await inView(page.getByRole('tab', { name: tab }))).toBe(true);

      await page.getByRole('tab', { name: 'Applications' }).click();
      const searched = page.waitForResponse((r) => r.url().includes('q=e2e.waiting'));
      await page.getByRole('searchbox', { name: 'Search applications' }).fill(EMAIL);
      await searched;
      await page.getByText('1–1 of 1 application').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const flag = page.getByTestId('admin-application').getByTestId('overdue-flag');
      expect(await flag.isVisible()).toBe(true);
      expect(await inView(flag)).toBe(true);

      // The open application's panel fits as well.
      await page.getByTestId('admin-application').getByRole('button', { name: 'Olwen Waiting' }).click();
      await page.getByRole('region', { name: 'Details of Olwen Waiting' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await queryPreviewDatabase(`delete from page_views where utm_campaign = 'e2e-narrow-spring-graduates'`);
    }
  });

  it('the daily reminder is chosen in the email panel and kept', async () => {
    const page = await openDashboard(browser, '');
    const box = page.getByRole('checkbox', { name: MAIL_PANEL_TEXT.waitingReminder });
    expect(await box.isChecked()).toBe(false);
    await box.check();
    expect(await toastText(page)).toBe(`[default] ${MAIL_PANEL_TEXT.preferencesSaved}${MAIL_PANEL_TEXT.reminderState(true)}`);
    expect(await queryPreviewDatabase('select waiting_reminder from mail_preferences')).toEqual([{ waiting_reminder: true }]);
    await page.reload();
    await page.getByRole('checkbox', { name: MAIL_PANEL_TEXT.waitingReminder, checked: true }).waitFor();
  });
});
