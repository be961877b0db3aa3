import { createHash, randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/abuse/rate-limit';
import { useBrowser, waitForIsland } from '../support/browser';
import { queryPreviewDatabase } from '../support/e2e-database';
import { useUpRateLimit } from '../support/e2e-rate-limits';
import { realPdf } from '../support/files';
import { fillApplicationForm, fillContactForm, toastText } from '../support/forms';
import { CONFIRMATION_TEXT, CV_MESSAGES } from '../../src/texts/forms';

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

  it('shows each missing field beside it and does not send anything', async () => {
    const page = await browser.open('/#apply');
    const form = page.getByRole('form', { name: 'CV application' });
    await waitForIsland(form);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Valid email is required',
      'Phone number is required',
      'Please select your psychology degree',
      'CV file is required',
      'Please agree to the privacy notice so we can process your application',
    ]) {
      await form.getByText(message).waitFor();
    }
    expect(await form.getByLabel('First Name').getAttribute('aria-invalid')).toBe('true');
  });

  // A file over the CV limit: tests/e2e/large-cv.test.ts.
  it('refuses a file that is not PDF, DOC or DOCX with a toast and keeps no file', async () => {
    const page = await browser.open('/#apply');
    const form = page.getByRole('form', { name: 'CV application' });
    await waitForIsland(form);
    await form.locator('input[type="file"]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    const text = await toastText(page);
    expect(text).toContain(`[destructive] ${CV_MESSAGES.invalidType.title}`);
    expect(text).toContain(CV_MESSAGES.invalidType.description);
    expect(await form.getByTestId('cv-file-name').count()).toBe(0);
  });

  it('takes a dropped file, highlights while dragging, and removes it on request', async () => {
    const page = await browser.open('/#apply');
    const zone = page.getByTestId('cv-dropzone');
    await waitForIsland(zone);
    // Files of up to 5 MB are staged in parts: the no-JavaScript limit is not shown.
    expect(await zone.innerText()).not.toContain('With JavaScript off');
    const transfer = await page.evaluateHandle(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(['%PDF-1.4 dropped'], 'dropped.pdf', { type: 'application/pdf' }));
      return dt;
    });
    await zone.dispatchEvent('dragover', { dataTransfer: transfer });
    await expect(zone.getAttribute('data-dragging')).resolves.toBe('true');
    await zone.dispatchEvent('drop', { dataTransfer: transfer });
    await expect(page.getByTestId('cv-file-name').textContent()).resolves.toBe('dropped.pdf');
    expect(await zone.getAttribute('data-dragging')).toBeNull();
    await page.getByRole('button', { name: 'Remove dropped.pdf' }).click();
    expect(await page.getByTestId('cv-file-name').count()).toBe(0);
  });

  it('keeps everything typed and chosen when the server cannot take it, and says why', async () => {
    const page = await browser.open('/#apply');
    const form = await fillApplication(page, 'amelia.kept@example.com');
    await form.locator('input[type="file"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: realPdf() });
    // The API refuses it for real: this machine has sent its hour's applications.
    await useUpRateLimit('applications');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const text = await toastText(page);
    expect(text).toContain('[destructive] Submission Failed');
    expect(text).toContain(RATE_LIMITS.applications.message);
    await expect(form.getByLabel('Email Address').inputValue()).resolves.toBe('amelia.kept@example.com');
    await expect(form.getByLabel('Psychology Degree').inputValue()).resolves.toBe('master');
    expect(await form.getByLabel(/I agree/).isChecked()).toBe(true);
    await expect(form.getByTestId('cv-file-name').textContent()).resolves.toBe('cv.pdf');
    expect(await form.getByRole('button', { name: 'Submit Application' }).isEnabled()).toBe(true);
    expect(await queryPreviewDatabase('select id from applications where email = $1', ['amelia.kept@example.com'])).toHaveLength(0);
  });

  it("clears the server's word on a CV when the form is sent again and answered for another reason", async () => {
    const page = await browser.open('/#apply');
    const form = await fillApplication(page, 'amelia.resent@example.com');
    // Named and typed as a PDF, so the browser takes it; the server reads the bytes and refuses it (400).
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await form.locator('#cv-error').waitFor();
    // The same file sent again, refused this time before its bytes are read (429): the old verdict is not this answer's.
    await useUpRateLimit('applications');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByTestId('toast').filter({ hasText: RATE_LIMITS.applications.message }).waitFor();
    expect(await form.locator('#cv-error').count()).toBe(0);
    expect(await form.locator('#cv').getAttribute('aria-invalid')).not.toBe('true');
    await expect(form.getByTestId('cv-file-name').textContent()).resolves.toBe('cv.pdf');
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
    await expect.poll(() => toastText(page)).toContain('[default] Message Sent!');
    expect(await queryPreviewDatabase('select id from contacts where email = $1', ['priya.lost@example.com'])).toHaveLength(1);
  });

  it('disables the send button while the message is on its way', async () => {
    const page = await browser.open('/#contact');
    // The message is held on its way (a slow connection), then goes on to the API, which answers it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contacts', async (route) => {
      await held;
      await route.continue();
    });
    const form = await fill(page, 'priya.pending@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const pending = form.getByRole('button', { name: 'Sending...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    expect(await toastText(page)).toContain('[default] Message Sent!');
    await page.getByRole('button', { name: CONFIRMATION_TEXT.enquiry.another }).click();
    await form.getByRole('button', { name: 'Send Message' }).waitFor();
    expect(await form.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
  });

  it('shows the missing fields beside them', async () => {
    const page = await browser.open('/#contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await waitForIsland(form);
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const message of ['Name is required', 'Valid email is required', 'Please choose a subject', 'Message is required'])
      await form.getByText(message).waitFor();
  });

  it('keeps the message and shows the server reason when sending fails', async () => {
    const page = await browser.open('/#contact');
    const form = await fill(page, 'priya.kept@example.com');
    // The API refuses it for real: this machine has sent its hour's messages.
    await useUpRateLimit('contacts');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const text = await toastText(page);
    expect(text).toContain('[destructive] Failed to Send');
    expect(text).toContain(RATE_LIMITS.contacts.message);
    await expect(form.getByLabel('Message').inputValue()).resolves.toContain('graduate SDRs');
  });
});
