import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { CONSENT_PAGE_TEXT, consentQuestion, LEDGER_CONTROLS_TEXT, SHORTLIST_PAGE_TEXT } from '../../src/texts/introductions';
import { axeViolations } from '../support/axe';
import { MOBILE_VIEWPORT, useBrowser } from '../support/browser';
import { openDashboard } from '../support/e2e-dashboard';
import { queryPreviewDatabase } from '../support/e2e-database';
import { adminWrite, askAbout, insertJob, insertPerson } from '../support/e2e-introductions';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp-server';

// Through preview's functions and the SMTP round trip: room on a loaded machine.
vi.setConfig({ testTimeout: 240_000 });

const browser = useBrowser();
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer(inject('smtpPort'));
});
afterAll(async () => {
  await queryPreviewDatabase(`delete from jobs where company like 'E2E Shortlist %'`);
  await smtp.stop();
});
beforeEach(async () => {
  // Every request through preview comes from 127.0.0.1, so earlier files' posts count against the limits.
  await queryPreviewDatabase('delete from rate_limits');
  // Earlier files' messages went nowhere (nothing listened); they are not this file's to send.
  await queryPreviewDatabase('delete from outbox');
  smtp.received.length = 0;
});

/** The path of the private link in the mail to `to` (the mail's address is the public site's): waits for that mail. */
async function linkTo(to: string, prefix: string): Promise<string> {
  let mail: ReceivedMail | undefined;
  for (let count = 1; !mail; count++) mail = (await smtp.waitFor(count, 60_000)).find((m) => m.envelope.to.includes(to));
  return new RegExp(`https?://[^/\\s]+(${prefix}/[\\w-]+)`).exec(mail.mail.text ?? '')![1]!;
}

const statusOf = async (id: number) =>
  (await queryPreviewDatabase<{ status: string }>('select status from introductions where id = $1', [id]))[0]!.status;

describe('introductions through preview and the SMTP test server', () => {
  it('the candidate’s page changes nothing until Yes or No is posted; the reviewer’s page shows the Yes only; its invitation offers slots in the dashboard', async () => {
    const stamp = Date.now();
    const company = `E2E Shortlist ${stamp} Ltd`;
    // A title of its own: the Jobs tab finds the job by it.
    const ROLE = `Graduate Sales Executive ${stamp}`;
    const jobId = await insertJob(ROLE, company);
    const [a, b, c] = [
      { name: 'Amelia Hughes', email: `amelia.${stamp}@example.com` },
      { name: 'Ben Okafor', email: `ben.${stamp}@example.com` },
      { name: 'Chloe Price', email: `chloe.${stamp}@example.com` },
    ];
    const ids: number[] = [];
    for (const p of [a, b, c]) ids.push(await askAbout(await insertPerson(p.name, p.email), jobId));
    const [aId, bId, cId] = ids;

    // A opens the question (what a mail scanner does too): nothing changes; Yes posts.
    const aLink = await linkTo(a.email, '/api/introductions');
    const page = await browser.open(aLink, { javaScriptEnabled: false });
    await page.getByRole('heading', { name: consentQuestion({ roleTitle: ROLE, employerShown: company }), level: 1 }).waitFor();
    await page.getByText('A clear, patient communicator.').waitFor();
    expect(await statusOf(aId)).toBe('asked');
    await page.getByRole('button', { name: CONSENT_PAGE_TEXT.yes }).click();
    await page.getByRole('heading', { name: CONSENT_PAGE_TEXT.answeredTitle, level: 1 }).waitFor();
    expect(await statusOf(aId)).toBe('agreed');

    // B says No; C opens the page and does not answer.
    await page.goto(await linkTo(b.email, '/api/introductions'));
    await page.getByRole('button', { name: CONSENT_PAGE_TEXT.no }).click();
    await page.getByRole('heading', { name: CONSENT_PAGE_TEXT.answeredTitle, level: 1 }).waitFor();
    await page.goto(await linkTo(c.email, '/api/introductions'));
    await page.getByRole('button', { name: CONSENT_PAGE_TEXT.yes }).waitFor();
    expect([await statusOf(bId), await statusOf(cId)]).toEqual(['declined', 'asked']);

    const reviewer = `reviewer.${stamp}@example.com`;
    const made = await adminWrite('POST', '/api/admin/shortlists', {
      jobId,
      reviewerName: 'Sam Reviewer',
      reviewerEmail: reviewer,
      blind: false,
    });
    expect(made.status).toBe(201);
    const reviewerLink = await linkTo(reviewer, '/api/shortlists');
    await page.goto(reviewerLink);
    await page.getByRole('heading', { name: SHORTLIST_PAGE_TEXT.title(ROLE), level: 1 }).waitFor();
    const candidates = await page.locator('[data-candidate] h2').allTextContents();
    expect(candidates).toEqual([a.name]);
    const text = await page.locator('body').innerText();
    for (const absent of [b.name, c.name, a.email]) expect(text).not.toContain(absent);
    expect(await statusOf(aId)).toBe('sent');

    // Invite to interview (a plain form POST): the consultant proposes the slots from the job's ledger.
    await page.getByRole('radio', { name: 'Invite to interview' }).check();
    await page.getByRole('button', { name: SHORTLIST_PAGE_TEXT.send }).click();
    await page.getByRole('heading', { name: SHORTLIST_PAGE_TEXT.thanksTitle, level: 1 }).waitFor();
    expect(await statusOf(aId)).toBe('interview');

    // Revoked: the link opens the one page every wrong link gets.
    expect((await adminWrite('DELETE', `/api/admin/shortlists/${made.json.id}`)).status).toBe(204);
    const gone = await page.goto(reviewerLink);
    expect(gone?.status()).toBe(404);

    // The job's introductions in the dashboard at a phone's width, the slots' form open: no axe violations.
    const admin = await openDashboard(browser, '#jobs', { viewport: MOBILE_VIEWPORT });
    await admin.getByRole('button', { name: `Introductions: ${ROLE}` }).click();
    const ledger = admin.getByTestId('introductions-ledger');
    await ledger.getByText('Invited to interview').waitFor();
    await ledger.getByText('Candidate declined').waitFor();
    await admin
      .getByTestId('shortlist-link')
      .getByText(/ · revoked \d/)
      .waitFor();
    await ledger.getByRole('button', { name: LEDGER_CONTROLS_TEXT.interview.openLabel(a.name) }).click();
    await admin.getByRole('form', { name: LEDGER_CONTROLS_TEXT.interview.openLabel(a.name) }).waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
  });
});
