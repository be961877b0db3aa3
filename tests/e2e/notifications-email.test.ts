import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { site } from '../../src/config/site';
import { useBrowser, waitForIsland } from '../support/browser';
import { E2E_ADMIN } from '../support/e2e-admin';
import { queryPreviewDatabase } from '../support/e2e-database';
import { realPdf } from '../support/files';
import { fillApplicationForm, fillContactForm, toastText } from '../support/forms';
import { startTestSmtpServer, type TestSmtpServer } from '../support/smtp-server';

// Each test goes through preview's functions and the SMTP round trip: room on a loaded machine.
vi.setConfig({ testTimeout: 180_000 });

const browser = useBrowser();
let smtp: TestSmtpServer;
const recipients = () => smtp.received.map((m) => m.envelope.to.join(',')).sort();

beforeAll(async () => {
  smtp = await startTestSmtpServer(inject('smtpPort'));
});
afterAll(() => smtp.stop());
beforeEach(async () => {
  // Every request through preview comes from 127.0.0.1, so earlier files' posts count against these.
  await queryPreviewDatabase('delete from rate_limits');
  await queryPreviewDatabase('delete from login_failures');
  // Earlier files' messages went nowhere (nothing listened); they are not this file's to send.
  await queryPreviewDatabase('delete from outbox');
  smtp.received.length = 0;
});

describe('email through preview (SMTP_URL set, a local SMTP server)', () => {
  it('an application from the form mails the consultant and a receipt to the candidate, without the CV', async () => {
    const page = await browser.open('/#apply');
    const form = page.getByRole('form', { name: 'CV application' });
    await waitForIsland(form);
    await fillApplicationForm(form, 'amelia.mail@example.com');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: realPdf('MARKER-CV-BYTES') });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    expect(await toastText(page)).toContain('Application Submitted!');

    await smtp.waitFor(2, 60_000);
    expect(recipients()).toEqual(['amelia.mail@example.com', site.email].sort());
    const consultant = smtp.received.find((m) => m.envelope.to[0] === site.email)!;
    expect(consultant.mail.subject).toBe("New application: Amelia Hughes (Master's degree (MSc/MA))");
    expect(consultant.mail.text).toContain('Interest: Technology sales');
    expect(consultant.mail.text).toContain('https://www.psychgradsales.co.uk/admin#applications');
    const receipt = smtp.received.find((m) => m.envelope.to[0] === 'amelia.mail@example.com')!;
    expect(receipt.mail.text).toContain("We'll review your application and contact you within 48 hours.");
    for (const m of smtp.received) expect(m.raw).not.toContain('MARKER-CV-BYTES');
    // The relay has the messages; the sender records them as sent just after.
    await vi.waitFor(
      async () => {
        const rows = await queryPreviewDatabase<{ status: string }>('select status from outbox');
        expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
      },
      { timeout: 30_000, interval: 250 },
    );
  });

  it('an enquiry from the form mails the consultant with Reply-To the sender', async () => {
    const page = await browser.open('/#contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await waitForIsland(form);
    await fillContactForm(form, 'priya.mail@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await toastText(page)).toContain('Message Sent!');

    await smtp.waitFor(2, 60_000);
    expect(recipients()).toEqual(['priya.mail@example.com', site.email].sort());
    const consultant = smtp.received.find((m) => m.envelope.to[0] === site.email)!;
    expect(consultant.mail.replyTo?.value[0].address).toBe('priya.mail@example.com');
  });

  it('the dashboard says email is on, lists a failed email and sends it again', async () => {
    const page = await browser.open('/admin');
    const signedIn = await page.evaluate(async ({ email, password }) => {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      return res.status;
    }, E2E_ADMIN);
    expect(signedIn).toBe(200);
    // A browser new to the account: its owner is told of the sign-in (docs/decisions/admin.md), before anything else here.
    const [notice] = await smtp.waitFor(1, 60_000);
    expect(notice.mail.subject).toMatch(/^New sign-in to your/);
    smtp.received.length = 0;
    await queryPreviewDatabase(
      `insert into outbox (topic, template, recipient, subject, text, html, status, attempts, last_error)
       values ('enquiry:0', 'enquiry-receipt', 'lost@example.com', 'A lost receipt', 'Text', '<p>Html</p>', 'failed', 8, 'connect ECONNREFUSED')`,
    );
    await page.reload();
    const status = page.getByTestId('mail-status');
    await status.getByText('Email is on:').waitFor();
    await status.getByRole('alert').getByText('1 email could not be sent after 8 attempts').waitFor();
    expect(await status.getByRole('listitem').textContent()).toContain('A lost receipt to lost@example.com');

    await page.getByRole('button', { name: 'Send again' }).click();
    expect(await toastText(page)).toContain('Emails queued to send again');
    await smtp.waitFor(1, 60_000);
    expect(smtp.received[0].mail.subject).toBe('A lost receipt');
    await status.getByRole('alert').waitFor({ state: 'detached' });
  });
});
