import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { site } from '../../src/config/site';
import { emailHash } from '../../src/subject-requests/personal-data';
import { useBrowser, waitForIsland } from '../support/browser';
import { axeViolations } from '../support/axe';
import { openDashboard } from '../support/e2e-dashboard';
import { queryPreviewDatabase } from '../support/e2e-database';
import { realPdf } from '../support/files';
import { fillApplicationForm, toastText } from '../support/forms';
import { startTestSmtpServer, type TestSmtpServer } from '../support/smtp-server';

// The form, the dashboard and two SMTP round trips through preview: room on a loaded machine.
vi.setConfig({ testTimeout: 240_000 });

const browser = useBrowser();
let smtp: TestSmtpServer;
const EMAIL = 'amelia.status@example.com';
const to = (address: string) => smtp.received.filter((m) => m.envelope.to.includes(address));

beforeAll(async () => {
  smtp = await startTestSmtpServer(inject('smtpPort'));
});
afterAll(() => smtp.stop());
beforeEach(async () => {
  await queryPreviewDatabase('delete from rate_limits');
  await queryPreviewDatabase('delete from outbox');
  smtp.received.length = 0;
});

describe("a candidate's status link, through preview", () => {
  it('comes in the receipt, shows a status change, and withdraws and erases the application', async () => {
    const form = await (async () => {
      const page = await browser.open('/#apply');
      const f = page.getByRole('form', { name: 'CV application' });
      await waitForIsland(f);
      return f;
    })();
    await fillApplicationForm(form, EMAIL);
    await form.locator('input[type="file"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: realPdf() });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await smtp.waitFor(2, 60_000);

    // The link as the candidate reads it (on the site's canonical origin), opened on preview's.
    const receipt = to(EMAIL)[0];
    const link = new URL(/https?:\/\/\S+\/api\/application-status\/[A-Za-z0-9_-]+/.exec(receipt.mail.text ?? '')![0]);
    expect(link.origin).toBe(new URL(site.website).origin);
    // The status page works without JavaScript.
    const candidate = await browser.open(link.pathname, { javaScriptEnabled: false });
    await candidate.getByRole('heading', { name: 'Your application', exact: true }).waitFor();
    expect(await candidate.locator('main').innerText()).toContain('Hello, Amelia');
    expect(await candidate.locator('[data-status]').innerText()).toBe('Received');
    // The reference the receipt asks them to quote, in the site's header and footer, the phone a link.
    const reference = /Your reference: (A-\d{6,})/.exec(receipt.mail.text ?? '')![1];
    expect(await candidate.locator('[data-reference]').innerText()).toBe(reference);
    await candidate.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).waitFor();
    expect(await candidate.locator('header').evaluate((header) => getComputedStyle(header).position)).toBe('fixed');
    expect(await candidate.locator(`a[href="tel:${site.phone}"]`).count()).toBeGreaterThan(0);
    const withScripts = await browser.open(link.pathname);
    await withScripts.locator('[data-reference]').waitFor();
    expect(await axeViolations(withScripts)).toEqual([]);
    await withScripts.close();

    // The admin marks it unsuccessful and confirms the email the confirmation shows: it waits its grace period in the outbox.
    const dashboard = await openDashboard(browser, '#applications');
    await dashboard.getByTestId('admin-application').getByRole('button', { name: 'Amelia Hughes' }).first().click();
    const card = dashboard.getByRole('region', { name: 'Details of Amelia Hughes' });
    await card.getByRole('combobox', { name: 'Status of Amelia Hughes' }).selectOption('unsuccessful');
    await card.getByRole('button', { name: 'Save status of Amelia Hughes' }).click();
    const dialog = dashboard.getByRole('alertdialog', { name: 'Mark Amelia Hughes unsuccessful?' });
    const shown = dialog.getByTestId('unsuccessful-email');
    await shown.getByText("we won't be taking your application further", { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Save and send this email' }).click();
    expect(await toastText(dashboard)).toContain('Email queued');
    await card.getByRole('button', { name: 'Undo marking Amelia Hughes unsuccessful and withdraw the email' }).waitFor();
    const [news] = await queryPreviewDatabase<{ recipient: string; subject: string; text: string; status: string; later: boolean }>(
      `select recipient, subject, text, status, next_attempt_at > now() + interval '4 minutes' as later
       from outbox where template = 'application-unsuccessful'`,
    );
    expect(news).toMatchObject({ recipient: EMAIL, subject: `Your application to ${site.name}`, status: 'pending', later: true });
    expect(news.text).toContain("we won't be taking your application further");
    // Only the receipt and the consultant's mail have gone.
    expect(to(EMAIL)).toHaveLength(1);

    await candidate.reload();
    expect(await candidate.locator('[data-status]').innerText()).toBe('Not taken forward');

    // Withdrawal: a confirmation, then the erasure.
    await candidate.getByRole('link', { name: 'Withdraw my application' }).click();
    await candidate.getByRole('heading', { name: 'Withdraw your application?', exact: true }).waitFor();
    await candidate.getByText('your job alerts').waitFor();
    await candidate.getByRole('button', { name: 'Yes, withdraw and erase my details' }).click();
    await candidate.getByRole('heading', { name: 'Your application has been withdrawn' }).waitFor();
    expect(await queryPreviewDatabase(`select id from applications where lower(email) = $1`, [EMAIL])).toEqual([]);
    const [record] = await queryPreviewDatabase<{ kind: string; admin_email: string | null }>(
      'select kind, admin_email from subject_requests where email_hash = $1',
      [emailHash(EMAIL)],
    );
    expect(record).toEqual({ kind: 'erasure', admin_email: null });

    // The link now opens nothing.
    const gone = await candidate.goto(link.pathname);
    expect(gone?.status()).toBe(404);
    await candidate.getByRole('heading', { name: 'This link does not work' }).waitFor();
  });

  it('answers a wrong token with a 404 page that reveals nothing, never cached', async () => {
    const page = await browser.open('/');
    const res = await page.goto(`/api/application-status/${randomBytes(32).toString('base64url')}`);
    expect(res?.status()).toBe(404);
    expect(res?.headers()['cache-control']).toBe('no-store');
    expect(res?.headers()['x-robots-tag']).toContain('noindex');
    await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/Hello|Status|Role/);
  });
});
