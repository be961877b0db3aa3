import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { useBrowser } from '../support/browser';
import { queryPreviewDatabase } from '../support/e2e-database';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp-server';

// Through preview's functions, the scheduled one and the SMTP round trip: room on a loaded machine.
vi.setConfig({ testTimeout: 180_000 });

const SITE_URL = 'https://www.psychgradsales.co.uk';
const EMAIL = 'alerts.e2e@example.com';
const browser = useBrowser();
let smtp: TestSmtpServer;

/** A link of a mail, at preview instead of the site's public address. */
const atPreview = (url: string) => url.replace(SITE_URL, inject('baseUrl'));
const unsubscribeUrl = (mail: ReceivedMail) => /^List-Unsubscribe: <([^>]+)>/im.exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';
/**
 * `npm run job-alerts` on preview's database, with preview's settings (the scheduled function's code; a
 * scheduled function has no address, in preview as on Netlify). Returns how many alerts it queued.
 */
const runAlerts = async () => {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'job-alerts'], {
    env: {
      ...process.env,
      DATABASE_URL: inject('databaseUrl'),
      SESSION_SECRET: inject('sessionSecret'),
      SMTP_URL: `smtp://127.0.0.1:${inject('smtpPort')}`,
      SITE_URL,
    },
  });
  return { queued: Number(/(\d+) alert\(s\) queued/.exec(stdout)?.[1] ?? NaN) };
};
const publish = async (title: string, location: string) => {
  const [row] = await queryPreviewDatabase<{ id: number }>(
    `insert into jobs (title, company, location, type, description, requirements, salary, posted_at)
     values ($1, 'Alerts Test Ltd', $2, 'Full-time', 'A graduate role.', 'A psychology degree.', '£26,000', now()) returning id`,
    [title, location],
  );
  return row.id;
};

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
  it('subscribe on /jobs, confirm with a click, get the matching job with both unsubscribe headers, stop with the one-click POST', async () => {
    // Without JavaScript: the plain form works (an alert for all new jobs: copying the address's filters is the script's).
    const page = await browser.open('/jobs', { javaScriptEnabled: false });
    const form = page.getByRole('region', { name: 'Get new jobs by email' });
    await form.getByLabel('Email address').fill(EMAIL);
    await form.getByRole('radio', { name: 'Daily' }).check();
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Create job alert' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Check your email' }).isVisible()).toBe(true);

    const [confirmation] = await smtp.waitFor(1, 60_000);
    expect(confirmation.envelope.to).toEqual([EMAIL]);
    const confirmLink = /https:\/\/\S+\/api\/job-alerts\/confirm\?token=\S+/.exec(confirmation.mail.text ?? '')![0];
    // Opening the link (what a mail scanner does) shows a button; only pressing it confirms.
    await page.goto(atPreview(confirmLink));
    expect((await queryPreviewDatabase<{ status: string }>('select status from job_alert_subscriptions'))[0].status).toBe('pending');
    await page.getByRole('button', { name: 'Confirm job alert' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Job alert confirmed' }).isVisible()).toBe(true);

    await publish('Alerts Sales Executive', 'Exeter');
    expect((await runAlerts()).queued).toBeGreaterThanOrEqual(1);
    const alerts = await smtp.waitFor(2, 60_000);
    const alert = alerts[1];
    expect(alert.mail.text).toContain('Alerts Sales Executive');
    expect(unsubscribeUrl(alert)).toMatch(/^https:\/\/www\.psychgradsales\.co\.uk\/api\/job-alerts\/unsubscribe\?token=/);
    expect(alert.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(alert.mail.text).toContain('/api/job-alerts/manage?token=');

    // RFC 8058: the mail client posts this body, with no cookie and no page of ours.
    const stop = await fetch(atPreview(unsubscribeUrl(alert)), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(stop.status).toBe(200);
    expect(await queryPreviewDatabase('select id from job_alert_subscriptions')).toEqual([]);

    // The next run, with a new matching job: nothing is queued for the address.
    await publish('Alerts Sales Consultant', 'Exeter');
    expect((await runAlerts()).queued).toBe(0);
    expect(await queryPreviewDatabase(`select id from outbox where template = 'job-alert'`)).toHaveLength(1);
  });
});
