import { createHash, randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser, waitForIsland } from '../support/browser';
import { queryPreviewDatabase } from '../support/e2e-database';
import { realPdf } from '../support/files';
import { fillApplicationForm, fillContactForm, toastText } from '../support/forms';
import { CONFIRMATION_TEXT } from '../../src/texts/forms';

// The candidate's two forms through the built site to the database. What the forms do with each answer
// (missing fields, refused files, drag and drop, a refusal keeping what was typed, the pending button) is
// tested in their component tests (src/components/forms/__tests__); a CV over the single-request limit in
// large-cv.test.ts.
const browser = useBrowser();
// Every request through preview comes from 127.0.0.1, so earlier files' posts count against these.
beforeEach(() => queryPreviewDatabase('delete from rate_limits'));
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

async function fillApplication(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'CV application' });
  await waitForIsland(form);
  await fillApplicationForm(form, email);
  return form;
}

describe('CV application', () => {
  it('submits a real PDF in one request, confirms with a toast, resets the form (file input too) and stores the exact bytes', async () => {
    const page = await browser.open('/#apply');
    const apiCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/') && apiCalls.push(`${r.method()} ${new URL(r.url()).pathname}`));
    const form = await fillApplication(page, 'amelia.pdf@example.com');
    // A real PDF followed by random bytes: every byte value must survive the multipart upload.
    const cv = Buffer.concat([realPdf('Amelia Hughes'), randomBytes(300 * 1024)]);
    await form.locator('input[type="file"]').setInputFiles({ name: 'Amelia Hughes CV.pdf', mimeType: 'application/pdf', buffer: cv });
    await expect(form.getByTestId('cv-file-name').textContent()).resolves.toBe('Amelia Hughes CV.pdf');

    await form.getByRole('button', { name: 'Submit Application' }).click();
    const text = await toastText(page);
    expect(text).toContain('[default] Application Submitted!');
    expect(text).toContain("We'll review your application and contact you within 48 hours.");
    // The confirmation replaces the form, with focus on it, until 'Send another' brings an empty form back.
    const confirmation = page.getByTestId('form-confirmation');
    await confirmation.getByText(CONFIRMATION_TEXT.application.heading).waitFor();
    expect(await confirmation.getByTestId('confirmation-reference').textContent()).toMatch(/^A-\d{6,}$/);
    expect(await confirmation.textContent()).toContain('within 48 hours');
    expect(await confirmation.evaluate((el) => el === document.activeElement)).toBe(true);
    await confirmation.getByRole('button', { name: CONFIRMATION_TEXT.application.another }).click();
    await expect(form.getByLabel('First Name').inputValue()).resolves.toBe('');
    await expect.poll(() => form.getByLabel('First Name').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await form.getByTestId('cv-file-name').count()).toBe(0);
    expect(apiCalls).toEqual(['POST /api/applications']);
    // The input was emptied too: choosing the same file again is a change the form sees.
    await form.locator('input[type="file"]').setInputFiles({ name: 'Amelia Hughes CV.pdf', mimeType: 'application/pdf', buffer: cv });
    await expect(form.getByTestId('cv-file-name').textContent()).resolves.toBe('Amelia Hughes CV.pdf');

    const [row] = await queryPreviewDatabase<{ first_name: string; degree: string; interest: string; cv_file_name: string; data: Buffer }>(
      `select a.first_name, a.degree, a.interest, a.cv_file_name, f.data from applications a join cv_files f on f.application_id = a.id where a.email = $1`,
      ['amelia.pdf@example.com'],
    );
    expect(row).toMatchObject({ first_name: 'Amelia', degree: 'master', interest: 'tech', cv_file_name: 'Amelia Hughes CV.pdf' });
    expect(sha256(row.data)).toBe(sha256(cv));
  });
});

describe('contact enquiry', () => {
  const fill = async (page: Page, email: string) => {
    const form = page.getByRole('form', { name: 'Contact us' });
    await waitForIsland(form);
    await fillContactForm(form, email);
    return form;
  };

  it('sends a message, confirms with a toast, resets and stores it', async () => {
    const page = await browser.open('/#contact');
    const form = await fill(page, 'priya@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const text = await toastText(page);
    expect(text).toContain('[default] Message Sent!');
    expect(text).toContain("We'll get back to you soon.");
    const confirmation = page.getByTestId('form-confirmation');
    await confirmation.getByText(CONFIRMATION_TEXT.enquiry.heading).waitFor();
    expect(await confirmation.getByTestId('confirmation-reference').textContent()).toMatch(/^E-\d{6,}$/);
    await confirmation.getByRole('button', { name: CONFIRMATION_TEXT.enquiry.another }).click();
    await expect(form.getByLabel('Message').inputValue()).resolves.toBe('');
    const rows = await queryPreviewDatabase<{ subject: string }>('select subject from contacts where email = $1', ['priya@example.com']);
    expect(rows).toEqual([{ subject: 'employer' }]);
  });

  it('sent again after its answer was lost, is stored once', async () => {
    const page = await browser.open('/#contact');
    const form = await fill(page, 'priya.lost@example.com');
    // The first attempt reaches the server and is stored; its answer never reaches the browser.
    let lost = false;
    await page.route('**/api/contacts', async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await toastText(page)).toContain('[destructive] Failed to Send');
    expect(await form.getByLabel('Message').inputValue()).not.toBe('');
    await form.getByRole('button', { name: 'Send Message' }).click();
    // The refusal's toast gives way to the answer's, which on a loaded machine comes after expect.poll's second.
    await page.getByTestId('toast').filter({ hasText: 'Message Sent!' }).waitFor();
    expect(await toastText(page)).toContain('[default] Message Sent!');
    expect(await queryPreviewDatabase('select id from contacts where email = $1', ['priya.lost@example.com'])).toHaveLength(1);
  });
});
