import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { formatDate } from '../../src/utils/dates';
import { acknowledgementDue } from '../../src/config/complaint-deadline';
import { useBrowser } from '../support/browser';
import { downloadedBytes } from '../support/downloads';
import { toastText } from '../support/e2e-admin';
import { openDashboard } from '../support/e2e-dashboard';
import { queryPreviewDatabase } from '../support/e2e-database';
import { startTestSmtpServer, type TestSmtpServer } from '../support/smtp-server';

// Each test goes through preview's functions, the SMTP round trip and the dashboard: room on a loaded machine.
vi.setConfig({ testTimeout: 180_000 });

const browser = useBrowser();
const EMAIL = 'e2e.dp.complaint@example.com';
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer(inject('smtpPort'));
});
afterAll(async () => {
  await smtp.stop();
  await queryPreviewDatabase('delete from contacts where email = $1', [EMAIL]);
});
beforeEach(async () => {
  await queryPreviewDatabase('delete from rate_limits');
  await queryPreviewDatabase('delete from login_failures');
  await queryPreviewDatabase('delete from outbox');
  smtp.received.length = 0;
});

describe('a data-protection complaint (DPA 2018 s.164A)', () => {
  it('sent without JavaScript from the page the privacy notice links to, is marked, acknowledged at once and shows its due date in the dashboard', async () => {
    const notice = await browser.open('/privacy-notice', { javaScriptEnabled: false });
    await notice.getByRole('link', { name: 'complaint form' }).click();
    await notice.waitForURL('**/data-protection-complaint');
    const form = notice.getByRole('form', { name: 'Contact us' });
    expect(await form.getByLabel('Subject').inputValue()).toBe('data-protection-complaint');
    await form.getByLabel('Name').fill('Dana Complainant');
    await form.getByLabel('Email').fill(EMAIL);
    await form.getByLabel('Message').fill('You passed my details to an employer without asking me.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await notice.waitForURL('**/message-received');

    const [row] = await queryPreviewDatabase<{ id: number; created_at: Date; marked: boolean; acknowledged: boolean }>(
      'select id, created_at, complaint_marked_at is not null as marked, complaint_acknowledged_at is not null as acknowledged from contacts where email = $1',
      [EMAIL],
    );
    expect(row).toMatchObject({ marked: true, acknowledged: true });

    await smtp.waitFor(2, 60_000);
    const acknowledgement = smtp.received.find((m) => m.envelope.to[0] === EMAIL)!;
    expect(acknowledgement.mail.subject).toContain('data protection complaint');
    expect(acknowledgement.mail.text).toMatch(/Your reference: E-\d{6}/);
    expect(acknowledgement.mail.text).toContain('What happens next');

    const page = await openDashboard(browser, '#contacts');
    const searched = page.waitForResponse((r) => r.url().includes('q=e2e.dp.complaint'));
    await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(EMAIL);
    await searched;
    await page.getByTestId('admin-contact').getByRole('button', { name: 'Dana Complainant' }).click();
    const complaint = page.getByRole('region', { name: 'Details of Dana Complainant' }).getByTestId('complaint');
    await complaint.waitFor();
    expect(await complaint.textContent()).toContain(
      `Acknowledgement due by ${formatDate(acknowledgementDue(new Date(row!.created_at)), 'long')}`,
    );
  });
});

describe('an inspection pack', () => {
  it("downloads a client's records from the dashboard as a zip of the files its README lists", async () => {
    const [client] = await queryPreviewDatabase<{ id: number }>(
      `insert into clients (company, company_address) values ('E2E Inspected Ltd', '2 Quay Street, Exeter EX2 4AN') returning id`,
    );
    try {
      const page = await openDashboard(browser, '');
      const control = page.getByTestId('records-pack');
      await control.getByLabel('Client number').fill(String(client!.id));
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        control.getByRole('button', { name: 'Download client records' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^records-client-${client!.id}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
      const files = unzipSync(new Uint8Array(await downloadedBytes(download)));
      const readme = strFromU8(files['README.txt']!);
      const listed = [...readme.matchAll(/^(\S+\.csv)\b/gm)].map((m) => m[1]!);
      expect(listed.length).toBeGreaterThan(3);
      for (const name of listed) expect(Object.keys(files)).toContain(name);
      expect(strFromU8(files['client.csv']!)).toContain('E2E Inspected Ltd');
      expect(await toastText(page)).toContain('Records downloaded');
    } finally {
      await queryPreviewDatabase('delete from clients where id = $1', [client!.id]);
    }
  });
});
