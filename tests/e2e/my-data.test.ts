import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { MY_LINK_PAGE, MY_LINK_SENT, MY_PAGE, MY_VIEW } from '../../src/texts/my-data';
import { validApplication } from '../support/application-request';
import { useBrowser } from '../support/browser';
import { queryPreviewDatabase } from '../support/e2e-database';
import { realPdf } from '../support/files';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp-server';

// Through preview's functions and the SMTP round trip: room on a loaded machine.
vi.setConfig({ testTimeout: 180_000 });

const browser = useBrowser();
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer(inject('smtpPort'));
});
afterAll(() => smtp.stop());
beforeEach(async () => {
  // Every request through preview comes from 127.0.0.1, so earlier files' posts count against these.
  await queryPreviewDatabase('delete from rate_limits');
  await queryPreviewDatabase('delete from outbox');
  smtp.received.length = 0;
});

/** An application and a registration of one person, sent as scripts would. */
async function applyAndRegister(email: string) {
  const form = new FormData();
  form.set('applicationData', JSON.stringify({ ...validApplication, email }));
  form.set('cv', new Blob([new Uint8Array(realPdf('My Data'))], { type: 'application/pdf' }), 'CV.pdf');
  expect((await fetch(`${browser.baseUrl()}/api/applications`, { method: 'POST', body: form })).status).toBe(201);
  const registration = {
    firstName: 'Ola',
    lastName: 'Nowak',
    email,
    phone: '07700 900321',
    consentFindWork: true,
    consentKeepDetails: true,
  };
  const res = await fetch(`${browser.baseUrl()}/api/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(registration),
  });
  expect(res.status).toBe(201);
}

describe('My data', () => {
  it('asks for a link, opens it, Continue: /my shows the person’s applications and registration', async () => {
    const email = `my.data.${Date.now()}@example.com`;
    await applyAndRegister(email);
    const page = await browser.open('/my');
    await page.getByLabel(MY_PAGE.email).fill(email);
    await page.getByRole('button', { name: MY_PAGE.send }).click();
    await page.getByRole('heading', { name: MY_LINK_SENT.title }).waitFor();

    // The application's and registration's emails arrive too, in any order: read on until the link's.
    let mail: ReceivedMail | undefined;
    for (let count = 1; !mail; count++) {
      mail = (await smtp.waitFor(count, 60_000)).find((m) => m.envelope.to.includes(email) && /sign-in link/.test(m.mail.subject ?? ''));
    }
    const link = /https?:\/\/[^/\s]+(\/api\/my\/sign-in\?token=[\w-]+)/.exec(mail.mail.text ?? '')![1]!;
    await page.goto(link);
    await page.getByRole('heading', { name: MY_LINK_PAGE.title }).waitFor();
    await page.getByRole('button', { name: MY_LINK_PAGE.continue }).click();

    await page.getByText(MY_VIEW.signedInAs('Ola Nowak')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/my');
    await page.getByRole('heading', { name: MY_VIEW.applications }).waitFor();
    await expect(page.getByText(MY_VIEW.generalApplication).count()).resolves.toBe(1);
    await page.getByText(/^R-\d{6}: Registered/).waitFor();
    expect(await page.getByRole('button', { name: MY_PAGE.send }).count()).toBe(0);

    // The link worked once.
    await page.goto(link);
    await page.getByRole('heading', { name: MY_LINK_PAGE.invalidTitle }).waitFor();
  });

  it('takes a request for a link without JavaScript', async () => {
    const page = await browser.open('/my', { javaScriptEnabled: false });
    await page.getByLabel(MY_PAGE.email).fill('no.script@example.com');
    await page.getByRole('button', { name: MY_PAGE.send }).click();
    await page.getByRole('heading', { name: MY_LINK_SENT.title }).waitFor();
    await page.getByText(MY_LINK_SENT.body).waitFor();
  });
});
