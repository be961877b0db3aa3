import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { site } from '../../src/config/site';
import { BRIEF_FORM_TEXT, BRIEF_TEXT } from '../../src/texts/employers';
import { CLIENTS_TEXT, TABLE_TEXT } from '../../src/texts/admin';
import { hydrateIslands, MOBILE_VIEWPORT, useBrowser } from '../support/browser';
import { toastText } from '../support/e2e-admin';
import { openDashboard } from '../support/e2e-dashboard';
import { queryPreviewDatabase } from '../support/e2e-database';
import { fillBriefForm } from '../support/forms';
import { startTestSmtpServer, type TestSmtpServer } from '../support/smtp-server';

// Through preview's functions and the SMTP round trip: room on a loaded machine.
vi.setConfig({ testTimeout: 240_000 });

const SITE_URL = 'https://www.psychgradsales.co.uk';
const ROLE = 'Graduate Sales Executive';
const browser = useBrowser();
let smtp: TestSmtpServer;

/** A link of a mail, at preview instead of the site's public address. */
const atPreview = (url: string) => url.replace(SITE_URL, inject('baseUrl'));

/** What exists for the consultant of a company: its client, contacts, briefs and acceptances. */
const recordsOf = async (company: string) => {
  const [row] = await queryPreviewDatabase<Record<string, string>>(
    `select (select count(*) from clients where company = $1) as clients,
            (select count(*) from client_contacts cc join clients c on c.id = cc.client_id where c.company = $1) as contacts,
            (select count(*) from briefs b join clients c on c.id = b.client_id where c.company = $1) as briefs,
            (select count(*) from agreement_acceptances a join clients c on c.id = a.client_id where c.company = $1) as acceptances`,
    [company],
  );
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
};
const NONE = { clients: 0, contacts: 0, briefs: 0, acceptances: 0 };
const ONE_EACH = { clients: 1, contacts: 1, briefs: 1, acceptances: 1 };

/**
 * The employer's journey on `page`'s browser (with or without JavaScript): the brief from /employers, the
 * confirmation email, its link's page (which changes nothing), its button; then both emails. The brief's id.
 */
async function briefJourney(page: Page, company: string, email: string): Promise<number> {
  const form = page.getByRole('form', { name: BRIEF_FORM_TEXT.name });
  await fillBriefForm(form, company, email);
  await form.getByRole('button', { name: BRIEF_FORM_TEXT.submit }).click();
  await page.getByRole('heading', { name: BRIEF_TEXT.acceptedTitle }).waitFor();

  const [confirmation] = await smtp.waitFor(1, 60_000);
  expect(confirmation.envelope.to).toEqual([email]);
  expect(confirmation.mail.subject).toBe(`Confirm your brief for ${ROLE}`);
  const link = /https:\/\/\S+\/api\/briefs\/confirm\?token=[^\s)"<]+/.exec(confirmation.mail.text ?? '')![0];
  expect(await recordsOf(company)).toEqual(NONE);

  // Opening the link (what a mail scanner does) shows the brief and the version; only the button confirms.
  await page.goto(atPreview(link));
  await page.getByRole('heading', { name: BRIEF_TEXT.confirm.title, level: 1 }).waitFor();
  await page.getByText(company).first().waitFor();
  await page
    .getByText(/Client Services Agreement, version 1/)
    .first()
    .waitFor();
  expect(await recordsOf(company)).toEqual(NONE);
  await page.getByRole('button', { name: BRIEF_TEXT.confirm.button }).click();
  await page.getByRole('heading', { name: BRIEF_TEXT.confirmed.title, level: 1 }).waitFor();
  expect(await recordsOf(company)).toEqual(ONE_EACH);

  const [{ id, sha256 }] = await queryPreviewDatabase<{ id: number; sha256: string }>(
    `select b.id, a.sha256 from briefs b join clients c on c.id = b.client_id join agreement_acceptances a on a.brief_id = b.id
     where c.company = $1`,
    [company],
  );
  const mails = await smtp.waitFor(3, 60_000);
  const received = mails.find((m) => m.envelope.to.includes(email) && m.mail.subject === `Brief received - ${site.name}`)!;
  expect(received.mail.text).toContain(sha256);
  expect(received.mail.attachments.map((a) => a.filename)).toEqual(['client-services-agreement-v1.md']);
  const consultant = mails.find((m) => m.envelope.to.includes(site.email))!;
  expect(consultant.mail.subject).toBe(`New brief from ${company}`);
  expect(consultant.mail.text).toContain(`${SITE_URL}/admin#clients/brief-${id}`);
  return id;
}

beforeAll(async () => {
  smtp = await startTestSmtpServer(inject('smtpPort'));
});
afterAll(async () => {
  await queryPreviewDatabase(
    `delete from jobs where brief_id in (select b.id from briefs b join clients c on c.id = b.client_id where c.company like 'E2E Brief %')`,
  );
  await queryPreviewDatabase(`delete from clients where company like 'E2E Brief %'`);
  await smtp.stop();
});
beforeEach(async () => {
  // Every request through preview comes from 127.0.0.1, so earlier files' posts count against the limits.
  await queryPreviewDatabase('delete from rate_limits');
  // Earlier files' messages went nowhere (nothing listened); they are not this file's to send.
  await queryPreviewDatabase('delete from outbox');
  smtp.received.length = 0;
});

describe('an employer’s brief through preview and the SMTP test server', () => {
  it('without JavaScript: the form posts, the link’s page and its button work, both emails go', async () => {
    const page = await browser.open('/employers', { javaScriptEnabled: false });
    await briefJourney(page, 'E2E Brief No Script Ltd', 'jane.noscript@example.com');
  });

  it('with JavaScript: the same, then the Clients tab shows the client, its contact, brief and acceptance; a draft job and a status are saved from it', async () => {
    const page = await browser.open('/employers');
    await hydrateIslands(page);
    const company = 'E2E Brief Script Ltd';
    const briefId = await briefJourney(page, company, 'jane.script@example.com');

    // The consultant's email's link, at a phone's width: the tab opens on the client, the brief in view.
    const admin = await openDashboard(browser, `#clients/brief-${briefId}`, { viewport: MOBILE_VIEWPORT });
    const panel = admin.getByRole('region', { name: TABLE_TEXT.detailsOf(company) });
    await panel.waitFor();
    await admin.getByRole('button', { name: 'E2E Brief No Script Ltd' }).waitFor();
    await panel.getByRole('heading', { name: CLIENTS_TEXT.brief(ROLE, briefId) }).waitFor();
    await panel.getByText('jane.script@example.com').first().waitFor();
    const [{ sha256 }] = await queryPreviewDatabase<{ sha256: string }>('select sha256 from agreement_acceptances where brief_id = $1', [
      briefId,
    ]);
    await panel.getByText(sha256).waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);

    // By keyboard: the status is chosen and saved, the draft job made.
    const status = panel.getByRole('combobox', { name: CLIENTS_TEXT.statusOf(ROLE) });
    await status.focus();
    await status.selectOption('live');
    await admin.keyboard.press('Tab');
    await admin.keyboard.press('Enter');
    expect(await toastText(admin)).toBe(`[default] ${CLIENTS_TEXT.statusUpdated}${ROLE}: Live`);
    await panel.getByRole('button', { name: CLIENTS_TEXT.draftJobLabel(ROLE) }).focus();
    await admin.keyboard.press('Enter');
    expect(await toastText(admin)).toBe(`[default] ${CLIENTS_TEXT.draftJobCreated}${ROLE}`);
    const [job] = await queryPreviewDatabase<{ id: number; is_active: boolean; title: string }>(
      'select id, is_active, title from jobs where brief_id = $1',
      [briefId],
    );
    expect(job).toMatchObject({ is_active: false, title: ROLE });
    await panel.getByText(CLIENTS_TEXT.draftJobMade(ROLE, job.id)).waitFor();
    await panel.getByRole('link', { name: CLIENTS_TEXT.jobLink(job.id) }).waitFor();
    expect(await queryPreviewDatabase('select status from briefs where id = $1', [briefId])).toEqual([{ status: 'live' }]);
    await panel.getByRole('link', { name: CLIENTS_TEXT.openJobs }).click();
    expect(await admin.getByRole('tab', { name: 'Jobs' }).getAttribute('aria-selected')).toBe('true');
  });
});
