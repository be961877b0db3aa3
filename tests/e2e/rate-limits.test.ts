import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ceilingWindow, SITE_BUSY_MESSAGE, SITE_CEILINGS, SITE_CLIENT_KEY } from '../../src/abuse/site-ceilings';
import { useBrowser, waitForIsland } from '../support/browser';
import { queryPreviewDatabase } from '../support/e2e-database';
import { fillContactForm, toastText } from '../support/forms';
import { inOneRateWindow } from '../support/rate-window';

/**
 * The site-wide ceiling through the served site, and the form saying so. The per-client limits are tested
 * where they are counted (tests/api/contacts.test.ts, applications.test.ts, rate-limit.test.ts), through
 * preview with the client's own address (preview-fidelity.test.ts), and what the forms show when refused
 * (candidate-flows.test.ts).
 */
const browser = useBrowser();

beforeEach(async () => {
  await inOneRateWindow(40_000);
  await queryPreviewDatabase('delete from rate_limits');
});
afterAll(() => queryPreviewDatabase('delete from rate_limits'));

describe('the site-wide ceiling through preview', () => {
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
