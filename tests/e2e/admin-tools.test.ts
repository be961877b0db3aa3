import AxeBuilder from '@axe-core/playwright';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { businessData, DIRECTORIES } from '../../src/config/directory-listing';
import { exportFileName } from '../../src/exports/file-name';
import { useBrowser } from '../support/browser';
import { E2E_ADMIN, openSignedIn, toastText } from '../support/e2e-admin';
import { queryPreviewDatabase } from '../support/e2e-database';
import { downloadedBytes } from '../support/downloads';

// Each test signs in and makes API calls through preview: room on a loaded machine.
vi.setConfig({ testTimeout: 180_000 });

const browser = useBrowser();

beforeEach(async () => {
  await queryPreviewDatabase('delete from login_failures');
  await queryPreviewDatabase('delete from rate_limits');
});

const CONTACT_NAME = 'Zoë Export-Tester, "Quoted"';

beforeAll(async () => {
  await queryPreviewDatabase(`insert into contacts (name, email, subject, message) values ($1, 'zoe.export@example.com', 'employer', $2)`, [
    CONTACT_NAME,
    '=1+1 salary £30,000\nsecond line',
  ]);
});

describe('Directory Submission Helper', () => {
  it('copies each detail with the toast, links the 10 directories in new tabs and downloads the business data', async () => {
    const page = await openSignedIn(browser, '/admin/directory-helper', 'Directory Submission Helper', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });

    const copies: Array<[label: string, value: string]> = [
      ['business name', businessData.name],
      ['phone', businessData.phone],
      ['email', businessData.email],
      ['address', businessData.address],
      ['website', businessData.website],
      ['short description', businessData.shortDescription],
      ['medium description', businessData.mediumDescription],
      ['keywords', businessData.keywords.join(', ')],
    ];
    for (const [label, value] of copies) {
      await page.getByRole('button', { name: `Copy ${label}` }).click();
      expect(await toastText(page)).toBe('[default] Copied to clipboard');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
    }
    expect(await page.getByLabel(/Short description/).getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel(/Short description/).inputValue()).toBe(businessData.shortDescription);

    const cards = page.getByTestId('directory');
    expect(await cards.count()).toBe(10);
    for (const [i, d] of DIRECTORIES.entries()) {
      const card = cards.nth(i);
      expect(await card.getByRole('heading').textContent()).toBe(d.name);
      expect(await card.textContent()).toContain(`${d.priority} priority${d.free ? 'Free' : 'Paid'}`);
      const link = card.getByRole('link');
      expect(await link.getAttribute('href')).toBe(d.url);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Complete Business Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('business-data.json');
    expect(JSON.parse((await downloadedBytes(download)).toString('utf8'))).toEqual(JSON.parse(JSON.stringify(businessData)));
  });
});

describe('dashboard exports', () => {
  it('downloads the contacts as CSV from the Contacts tab with the spec toast', async () => {
    const page = await openSignedIn(browser, '/admin#contacts', `Welcome, ${E2E_ADMIN.firstName}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Contacts as CSV' }).click(),
    ]);
    expect(await toastText(page)).toBe('[default] Export successfulContacts exported as CSV file');
    expect(download.suggestedFilename()).toBe(exportFileName('contacts', 'csv'));
    const bytes = await downloadedBytes(download);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('"Zoë Export-Tester, ""Quoted"""');
    expect(text).toContain(`"'=1+1 salary £30,000\nsecond line"`);
  });

  it('downloads the applications as a Word document from the Applications tab', async () => {
    const page = await openSignedIn(browser, '/admin#applications', `Welcome, ${E2E_ADMIN.firstName}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Applications as DOCX' }).click(),
    ]);
    expect(await toastText(page)).toBe('[default] Export successfulApplications exported as DOCX file');
    expect(download.suggestedFilename()).toBe(exportFileName('applications', 'docx'));
    expect((await downloadedBytes(download)).subarray(0, 2).toString()).toBe('PK');
  });
});

describe('Blog Management', () => {
  it('has a Log Out button', async () => {
    const page = await openSignedIn(browser, '/admin/blog-upload', 'Blog Management');
    await page.getByRole('button', { name: 'Log Out' }).click();
    expect(await toastText(page)).toBe('[default] Logged out successfully');
    await page.getByRole('form', { name: 'Admin sign-in' }).waitFor();
  });
});

describe('data protection requests', () => {
  it('finds, downloads and, after confirmation, erases what is held about an address', async () => {
    const email = 'dsar.person@example.com';
    await queryPreviewDatabase(
      `insert into contacts (name, email, subject, message) values ('Dee Sar', $1, 'candidate', 'Please find my data')`,
      [email],
    );
    const page = await openSignedIn(browser, '/admin', `Welcome, ${E2E_ADMIN.firstName}`);
    const panel = page.getByRole('region', { name: 'Data protection requests' });
    // Its Delete button's name begins with the word it shows (WCAG 2.5.3), and is whole before an address is typed.
    const labelMismatches = async () =>
      (
        await new AxeBuilder({ page })
          .include('section[aria-labelledby="subject-requests"]')
          .withRules(['label-content-name-mismatch'])
          .analyze()
      ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(await labelMismatches()).toEqual([]);
    expect(await panel.getByRole('button', { name: 'Delete all data held about an email address', exact: true }).count()).toBe(1);
    await panel.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
    expect(await labelMismatches()).toEqual([]);
    await panel.getByRole('button', { name: 'Find data' }).click();
    expect(await toastText(page)).toBe('[default] Search complete');
    expect(await panel.getByTestId('personal-data').textContent()).toContain(
      `Held about ${email}: 0 applications, 0 CVs, 1 enquiry, 0 comments, 0 job alerts, 0 employer contact records, 0 unconfirmed briefs, 0 emails.`,
    );

    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download (zip)' }).click()]);
    // The notification shows for 5 s from the download; saving the file can take longer on a busy machine.
    expect(await toastText(page)).toBe('[default] Download ready');
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
    expect((await downloadedBytes(download)).subarray(0, 2).toString()).toBe('PK');

    await panel.getByRole('button', { name: `Delete all data held about ${email}`, exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.textContent()).toContain(
      `Are you sure you want to delete all applications, CVs, enquiries, comments, job alerts and emails of ${email}? This action cannot be undone.`,
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    expect(await toastText(page)).toBe('[default] Data erased');
    expect(await queryPreviewDatabase('select id from contacts where email = $1', [email])).toEqual([]);
    const recorded = await queryPreviewDatabase<{ kind: string }>(`select kind from subject_requests where admin_email = $1 order by id`, [
      E2E_ADMIN.email,
    ]);
    expect(recorded.map((r) => r.kind).slice(-3)).toEqual(['search', 'download', 'erasure']);
  });
});
