import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBrowser } from '../support/browser';
import { toastText } from '../support/e2e-admin';
import { openDashboard } from '../support/e2e-dashboard';
import { queryPreviewDatabase } from '../support/e2e-database';

// The test signs in and makes several API calls through preview: room on a loaded machine.
vi.setConfig({ testTimeout: 180_000 });

const browser = useBrowser();
const EMAIL = 'e2e.complainant@example.com';

beforeEach(async () => {
  await queryPreviewDatabase('delete from login_failures');
  await queryPreviewDatabase('delete from rate_limits');
  await queryPreviewDatabase('delete from contacts where email = $1', [EMAIL]);
});
afterAll(() => queryPreviewDatabase('delete from contacts where email = $1', [EMAIL]));

describe('a data-protection complaint', () => {
  it('is marked on its enquiry, which shows when it must be acknowledged, and the Overview counts it until its outcome is told', async () => {
    // Received at 23:30 UTC on 1 June, already 2 June in the UK (BST): day 30 after it is 2 July.
    await queryPreviewDatabase(
      `insert into contacts (name, email, subject, message, created_at) values ('E2E Complainant', $1, 'general', 'You shared my CV without asking me.', '2026-06-01T23:30:00Z')`,
      [EMAIL],
    );
    const page = await openDashboard(browser, '#contacts');
    // Enquiries come newest first, a page at a time: found as the admin finds an old one, by searching.
    const searched = page.waitForResponse((r) => r.url().includes('q=e2e.complainant'));
    await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(EMAIL);
    await searched;
    await page.getByTestId('admin-contact').getByRole('button', { name: 'E2E Complainant' }).click();
    // The enquiry's panel stays open across a look at the Overview.
    const card = page.getByRole('region', { name: 'Details of E2E Complainant' });
    await card.getByRole('button', { name: 'Mark as data-protection complaint (enquiry from E2E Complainant)' }).click();
    expect(await toastText(page)).toBe('[default] Enquiry updatedData-protection complaint: acknowledge by 2 July 2026');
    const complaint = card.getByTestId('complaint');
    await complaint.waitFor();
    expect(await complaint.textContent()).toContain(
      'Acknowledgement overdue: it was due by 2 July 2026 (30 days from receipt on 2 June 2026)',
    );

    // The card's lines: the count of enquiries, then the note and any alert. The tab keeps its last figures
    // while it loads again, so each look waits for what tells the new figures apart.
    const overviewLines = page.getByRole('heading', { name: 'Contact Enquiries' }).locator('xpath=../..').locator('p');
    const openOverview = () => page.getByRole('tab', { name: 'Overview' }).click();
    await openOverview();
    await overviewLines.getByText('1 not acknowledged in time').waitFor();
    expect((await overviewLines.allTextContents()).slice(1)).toEqual(['1 open data-protection complaint', '1 not acknowledged in time']);

    await page.getByRole('tab', { name: 'Contacts' }).click();
    await card.getByRole('button', { name: 'Mark acknowledged (enquiry from E2E Complainant)' }).click();
    expect(await toastText(page)).toBe('[default] Enquiry updatedComplaint acknowledged: tell the outcome without undue delay');
    await complaint.getByText(/^Acknowledged on \d{1,2} [A-Z][a-z]+ \d{4}; tell the outcome without undue delay$/).waitFor();
    await openOverview();
    await overviewLines.getByText('1 not acknowledged in time').waitFor({ state: 'detached' });
    expect((await overviewLines.allTextContents()).slice(1)).toEqual(['1 open data-protection complaint']);

    await page.getByRole('tab', { name: 'Contacts' }).click();
    await card.getByRole('button', { name: 'Mark outcome told (enquiry from E2E Complainant)' }).click();
    expect(await toastText(page)).toBe('[default] Enquiry updatedComplaint outcome told');
    await openOverview();
    await overviewLines.getByText('0 open data-protection complaints').waitFor();
    expect((await overviewLines.allTextContents()).slice(1)).toEqual(['0 open data-protection complaints']);

    const [row] = await queryPreviewDatabase(
      `select complaint_marked_at is not null as marked, complaint_acknowledged_at is not null as acknowledged, complaint_answered_at is not null as answered from contacts where email = $1`,
      [EMAIL],
    );
    expect(row).toEqual({ marked: true, acknowledged: true, answered: true });
  });
});
