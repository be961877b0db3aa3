import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { MOBILE_VIEWPORT, useBrowser, waitForIsland } from '../support/browser';
import { axeViolations } from '../support/axe';
import { realPdf } from '../support/files';
import { fillApplicationForm } from '../support/forms';
import { site } from '../../src/config/site';
import { SITE_CHROME_TEXT } from '../../src/texts/site-chrome';
import { queryPreviewDatabase } from '../support/e2e-database';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp-server';
import { JOB_ALERT_FORM, JOB_ALERT_PAGES } from '../../src/texts/job-alerts';

// Through preview's functions, the scheduled one and the SMTP round trip: room on a loaded machine.
vi.setConfig({ testTimeout: 180_000 });

const SITE_URL = 'https://www.psychgradsales.co.uk';
const EMAIL = 'alerts.e2e@example.com';
const DAY = 86_400_000;
const browser = useBrowser();
let smtp: TestSmtpServer;

/** A link of a mail, at preview instead of the site's public address. */
const atPreview = (url: string) => url.replace(SITE_URL, inject('baseUrl'));
const unsubscribeUrl = (mail: ReceivedMail) => /^List-Unsubscribe: <([^>]+)>/im.exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';
const alertsTo = (address: string) =>
  smtp.received.filter((m) => m.envelope.to.includes(address) && !/confirm/i.test(m.mail.subject ?? ''));
/**
 * `npm run job-alerts` on preview's database, with preview's settings (the scheduled function's code; a
 * scheduled function has no address, in preview as on Netlify), as at `now` (`--now`: preview's own clock
 * cannot be moved). Returns how many alerts it queued and emails it sent.
 */
const runAlerts = async (now?: Date) => {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'job-alerts', ...(now ? ['--', '--now', now.toISOString()] : [])],
    {
      env: {
        ...process.env,
        DATABASE_URL: inject('databaseUrl'),
        SESSION_SECRET: inject('sessionSecret'),
        SMTP_URL: `smtp://127.0.0.1:${inject('smtpPort')}`,
        SITE_URL,
      },
    },
  );
  const count = (pattern: RegExp) => Number(pattern.exec(stdout)?.[1] ?? NaN);
  return { queued: count(/(\d+) alert\(s\) queued/), sent: count(/(\d+) email\(s\) sent/) };
};
const publish = (title: string, location = 'Exeter') =>
  queryPreviewDatabase(
    `insert into jobs (title, company, location, type, description, requirements, salary, posted_at)
     values ($1, 'Alerts Test Ltd', $2, 'Full-time', 'A graduate role.', 'A psychology degree.', '£26,000', now())`,
    [title, location],
  );
/** Follows the link of the address's latest confirmation email and presses its button. */
async function confirm(page: Page, address: string, mails: number) {
  const confirmation = (await smtp.waitFor(mails, 60_000)).filter((m) => m.envelope.to.includes(address)).at(-1)!;
  const link = /https:\/\/\S+\/api\/job-alerts\/confirm\?token=\S+/.exec(confirmation.mail.text ?? '')![0];
  await page.goto(atPreview(link));
  await page.getByRole('button', { name: JOB_ALERT_PAGES.confirm.button }).click();
  await page.getByRole('heading', { name: JOB_ALERT_PAGES.confirmed.title }).waitFor();
}
/** Signs up through the API as the form's script would (the form itself is the first test's); returns the page. */
async function signUp(address: string, q: string) {
  const page = await browser.open('/jobs');
  const status = await page.evaluate(
    async (body) =>
      (await fetch('/api/job-alerts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }))
        .status,
    { email: address, q, frequency: 'daily', consent: true },
  );
  expect(status).toBe(202);
  return page;
}

beforeAll(async () => {
  smtp = await startTestSmtpServer(inject('smtpPort'));
});
afterAll(async () => {
  await queryPreviewDatabase(`delete from jobs where company = 'Alerts Test Ltd'`);
  await smtp.stop();
});
beforeEach(async () => {
  await queryPreviewDatabase('delete from rate_limits');
  await queryPreviewDatabase('delete from outbox');
  await queryPreviewDatabase('delete from job_alert_subscriptions');
  smtp.received.length = 0;
});

describe('job alerts through preview', () => {
  // One journey through the served site and the operator script; what the run selects, and its retries
  // while the mail server is down, are tested where they are decided (tests/api/job-alerts.test.ts).
  it('subscribe on /jobs with its search, confirm with a click, get the matching job once with both unsubscribe headers, the next day the new one alone, stop with the one-click POST', async () => {
    // The form takes the search on screen (the address's filters).
    const page = await browser.open('/jobs?q=zephyr');
    const form = page.getByRole('region', { name: JOB_ALERT_FORM.heading });
    await form.getByLabel('Email address').fill(EMAIL);
    await form.getByRole('radio', { name: 'Daily' }).check();
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: JOB_ALERT_FORM.submit }).click();
    await page.getByRole('heading', { name: JOB_ALERT_PAGES.checkEmail.title }).waitFor();

    const [confirmation] = await smtp.waitFor(1, 60_000);
    expect(confirmation.envelope.to).toEqual([EMAIL]);
    const confirmLink = /https:\/\/\S+\/api\/job-alerts\/confirm\?token=\S+/.exec(confirmation.mail.text ?? '')![0];
    // Opening the link (what a mail scanner does) shows a button; only pressing it confirms.
    await page.goto(atPreview(confirmLink));
    expect((await queryPreviewDatabase<{ status: string }>('select status from job_alert_subscriptions'))[0].status).toBe('pending');
    await page.getByRole('button', { name: JOB_ALERT_PAGES.confirm.button }).click();
    await page.getByRole('heading', { name: JOB_ALERT_PAGES.confirmed.title }).waitFor();

    // Two new jobs, one matching: one email, with that job only.
    await publish('Zephyr Sales Executive');
    await publish('Alerts Marketing Assistant', 'Leeds');
    expect(await runAlerts()).toEqual({ queued: 1, sent: 1 });
    const [, alert] = await smtp.waitFor(2, 60_000);
    expect(alert.mail.text).toContain('Zephyr Sales Executive');
    expect(alert.mail.text).not.toContain('Alerts Marketing Assistant');
    expect(unsubscribeUrl(alert)).toMatch(/^https:\/\/www\.psychgradsales\.co\.uk\/api\/job-alerts\/unsubscribe\?token=/);
    expect(alert.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(alert.mail.text).toContain('/api/job-alerts/manage?token=');

    // Run again: no email.
    expect(await runAlerts()).toEqual({ queued: 0, sent: 0 });
    // A third matching job, with the clock moved on a day: one email with it alone.
    await publish('Zephyr Sales Consultant');
    const tomorrow = new Date(Date.now() + DAY);
    expect(await runAlerts(tomorrow)).toEqual({ queued: 1, sent: 1 });
    const [, , next] = await smtp.waitFor(3, 60_000);
    expect(next.mail.text).toContain('Zephyr Sales Consultant');
    expect(next.mail.text).not.toContain('Zephyr Sales Executive');

    // RFC 8058: the mail client posts this body, with no cookie and no page of ours (a webmail from its own).
    const stop = await fetch(atPreview(unsubscribeUrl(next)), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.google.com', 'sec-fetch-site': 'cross-site' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(stop.status).toBe(200);
    expect(await queryPreviewDatabase('select id from job_alert_subscriptions')).toEqual([]);
    // The next run, a day later with a new matching job: nothing.
    await publish('Zephyr Sales Manager');
    expect(await runAlerts(new Date(tomorrow.getTime() + DAY))).toEqual({ queued: 0, sent: 0 });
    expect(alertsTo(EMAIL)).toHaveLength(2);
  });
});

/** A page the API wrote, in the site's header, footer and stylesheet (the header is fixed only with the stylesheet). */
async function expectSiteShell(page: Page) {
  await page.getByRole('link', { name: site.name }).first().waitFor();
  expect(await page.locator('header').evaluate((header) => getComputedStyle(header).position)).toBe('fixed');
  expect(await page.locator(`footer a[href="tel:${site.phone}"]`).count()).toBe(1);
  expect(await page.locator(`footer a[href="mailto:${site.email}"]`).count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
}

describe('the alert pages and the sign-up after applying', () => {
  it('wear the site’s header, footer and styles; the manage page fits a 390 px phone, its menu opens, and the address shows partly', async () => {
    const page = await signUp('wear.shell@example.com', 'sales');
    await confirm(page, 'wear.shell@example.com', 1);
    await expectSiteShell(page);
    const manage = await page.getByRole('link', { name: JOB_ALERT_PAGES.confirmed.manage }).getAttribute('href');
    const phone = await browser.open(manage!, { viewport: MOBILE_VIEWPORT });
    await phone.getByRole('heading', { name: JOB_ALERT_PAGES.manage.title }).waitFor();
    await expectSiteShell(phone);
    await phone.getByText('w•••@example.com').waitFor();
    expect(await phone.content()).not.toContain('wear.shell@example.com');
    const widths = await phone.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      keywords: document.getElementById('q')!.getBoundingClientRect().right,
    }));
    expect(widths.page).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    expect(widths.keywords).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    await phone.getByRole('button', { name: SITE_CHROME_TEXT.openMenu }).click();
    await phone.getByRole('navigation', { name: SITE_CHROME_TEXT.mobileNav }).getByRole('link', { name: 'Jobs' }).waitFor();
  });

  it('after applying with JavaScript: one alert offer, and Back from its sign-up shows the confirmation and reference again', async () => {
    const page = await browser.open('/jobs/1#apply');
    const form = page.getByRole('form', { name: 'CV application' });
    await waitForIsland(form);
    await fillApplicationForm(form, 'back.js@example.com');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'CV.pdf', mimeType: 'application/pdf', buffer: realPdf('Back with JS') });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const reference = page.getByTestId('confirmation-reference');
    await reference.waitFor();
    const sent = await reference.textContent();
    expect(sent).toMatch(/^A-\d{6,}$/);
    const offers = page.getByRole('region', { name: JOB_ALERT_FORM.heading });
    expect(await offers.count()).toBe(1);
    await offers.getByLabel('Email address').fill('back.js@example.com');
    await offers.getByRole('checkbox').check();
    await offers.getByRole('button', { name: JOB_ALERT_FORM.submit }).click();
    await page.getByRole('heading', { name: JOB_ALERT_PAGES.checkEmail.title }).waitFor();
    await page.goBack();
    await reference.waitFor();
    expect(await reference.textContent()).toBe(sent);
    expect(await offers.count()).toBe(1);
  });
});
