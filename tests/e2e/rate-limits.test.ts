import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { RATE_LIMITS } from '../../src/abuse/rate-limit';
import { ceilingWindow, SITE_BUSY_MESSAGE, SITE_CEILINGS, SITE_CLIENT_KEY } from '../../src/abuse/site-ceilings';
import { useBrowser, waitForIsland } from '../support/browser';
import { queryPreviewDatabase } from '../support/e2e-database';
import { fillApplicationForm, fillContactForm, toastText } from '../support/forms';
import { realPdf } from '../support/files';
import { validApplication } from '../support/application-request';
import { inOneRateWindow } from '../support/rate-window';

/** The rate limits apply through the served site, to the visitor's own address, and the forms say so. */
const browser = useBrowser();
const base = () => inject('baseUrl');

beforeEach(async () => {
  await inOneRateWindow(40_000);
  await queryPreviewDatabase('delete from rate_limits');
});
afterAll(() => queryPreviewDatabase('delete from rate_limits'));

describe('rate limits through preview', () => {
  it(`refuses the ${RATE_LIMITS.contacts.limit + 1}th enquiry from one client and the form shows why`, async () => {
    const enquiry = { name: 'Limit Test', email: 'limit.contact@example.com', subject: 'general', message: 'One of many messages.' };
    for (let i = 0; i < RATE_LIMITS.contacts.limit; i++) {
      const res = await fetch(`${base()}/api/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(enquiry),
      });
      expect(res.status).toBe(201);
    }
    const page = await browser.open('/#contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await waitForIsland(form);
    await fillContactForm(form, 'priya.limited@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const text = await toastText(page);
    expect(text).toContain('[destructive] Failed to Send');
    expect(text).toContain(RATE_LIMITS.contacts.message);
    await expect(form.getByLabel('Message').inputValue()).resolves.toContain('graduate SDRs');
    expect(await queryPreviewDatabase('select id from contacts where email = $1', ['priya.limited@example.com'])).toHaveLength(0);
  });

  it(`counts only what is received: ${RATE_LIMITS.contacts.limit + 2} refused enquiries leave the whole limit`, async () => {
    const send = (message: string) =>
      fetch(`${base()}/api/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Limit Test', email: 'refused.contact@example.com', subject: 'general', message }),
      });
    for (let i = 0; i <= RATE_LIMITS.contacts.limit + 1; i++) expect((await send('')).status).toBe(400);
    for (let i = 0; i < RATE_LIMITS.contacts.limit; i++) expect((await send(`Message ${i}`)).status).toBe(201);
    expect((await send('One too many.')).status).toBe(429);
  });

  it(`refuses the ${RATE_LIMITS.applications.limit + 1}th application from one client and the form shows why`, async () => {
    for (let i = 0; i < RATE_LIMITS.applications.limit; i++) {
      const body = new FormData();
      body.set('applicationData', JSON.stringify({ ...validApplication, email: `limit.${i}@example.com` }));
      body.set('cv', new Blob([new Uint8Array(realPdf())], { type: 'application/pdf' }), 'cv.pdf');
      expect((await fetch(`${base()}/api/applications`, { method: 'POST', body })).status).toBe(201);
    }
    const page = await browser.open('/#apply');
    const form = page.getByRole('form', { name: 'CV application' });
    await waitForIsland(form);
    await fillApplicationForm(form, 'amelia.limited@example.com');
    await form.locator('input[type="file"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: realPdf() });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const text = await toastText(page);
    expect(text).toContain('[destructive] Submission Failed');
    expect(text).toContain(RATE_LIMITS.applications.message);
    await expect(form.getByLabel('First Name').inputValue()).resolves.toBe('Amelia');
    expect(await queryPreviewDatabase('select id from applications where email = $1', ['amelia.limited@example.com'])).toHaveLength(0);
  });

  it('pauses the contact form once the whole site reached its hourly ceiling, and the form says whom to call instead', async () => {
    // As if the hour's enquiries had come from many addresses (tests/api/site-ceilings.test.ts sends them).
    const { bucket, limit } = SITE_CEILINGS.enquiries;
    await queryPreviewDatabase('insert into rate_limits (bucket, client_key, window_start, hits) values ($1, $2, $3, $4)', [
      bucket,
      SITE_CLIENT_KEY,
      ceilingWindow(new Date()),
      limit,
    ]);
    const page = await browser.open('/#contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await waitForIsland(form);
    await fillContactForm(form, 'priya.paused@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const text = await toastText(page);
    expect(text).toContain('[destructive] Failed to Send');
    expect(text).toContain(SITE_BUSY_MESSAGE);
    await expect(form.getByLabel('Message').inputValue()).resolves.toContain('graduate SDRs');
    expect(await queryPreviewDatabase('select id from contacts where email = $1', ['priya.paused@example.com'])).toHaveLength(0);
  });
});
