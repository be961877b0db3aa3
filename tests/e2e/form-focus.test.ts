import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT } from '../../src/api/http';
import { useBrowser, waitForIsland } from '../support/browser';
import { queryPreviewDatabase } from '../support/e2e-database';
import { useUpRateLimit } from '../support/e2e-rate-limits';
import { realPdf } from '../support/files';
import { fillApplicationForm, fillContactForm, toastText } from '../support/forms';
import { CONFIRMATION_TEXT } from '../../src/texts/forms';

/**
 * Where keyboard focus goes when a form is sent (src/components/forms/focus-after-submit.ts): to the first
 * invalid field in page order, whether the browser or the server found it; else back to the submit button,
 * which was disabled while sending; and, once a sent comment's form closes, to the button that opened it.
 */
const browser = useBrowser();
const COMMENT_POST = '/blog/five-interview-questions-graduate-sales';
const COMMENT_EMAIL = 'focus.e2e@example.com';
/**
 * A NUL character: the browser keeps it in a field and the form's checks (the shared schema) let it
 * through, but the API refuses the field, as PostgreSQL text cannot hold it (src/api/http.ts,
 * rejectUnstorableText): a real refusal by the server, naming the fields.
 */
const NUL = '\u0000';

// Every request through preview comes from 127.0.0.1, so earlier files' posts count against the limits.
beforeEach(() => queryPreviewDatabase('delete from rate_limits'));
afterAll(async () => {
  await queryPreviewDatabase('delete from rate_limits');
  await queryPreviewDatabase('delete from comments where author_email = $1', [COMMENT_EMAIL]);
});

/** The id of the focused element, or its tag when it has none ('BODY' when focus was lost). */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);
/** Whether this element has keyboard focus. */
const isFocused = (element: Locator) => element.evaluate((el) => el === document.activeElement);

async function applicationForm(page: Page) {
  const form = page.getByRole('form', { name: 'CV application' });
  await waitForIsland(form);
  return form;
}

async function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Contact us' });
  await waitForIsland(form);
  return form;
}

describe('the CV application form', () => {
  it('sent empty, focuses the first field of the page (First Name), not the consent checkbox at the bottom', async () => {
    const page = await browser.open('/#apply');
    const form = await applicationForm(page);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await form.getByText('First name is required').waitFor();
    await form.getByText('Please agree to the privacy notice so we can process your application').waitFor();
    await expect.poll(() => focusedId(page)).toBe('firstName');
  });

  it('sent with only the CV missing, focuses the CV input, which names its error', async () => {
    const page = await browser.open('/#apply');
    const form = await applicationForm(page);
    await fillApplicationForm(form, 'focus.nocv@example.com');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await form.getByText('CV file is required').waitFor();
    await expect.poll(() => focusedId(page)).toBe('cv');
    expect(await form.locator('#cv').getAttribute('aria-invalid')).toBe('true');
    expect(await form.locator('#cv').getAttribute('aria-describedby')).toBe('cv-error');
  });

  it('with a CV the server refuses (not a real PDF), focuses the CV input', async () => {
    const page = await browser.open('/#apply');
    const form = await applicationForm(page);
    await fillApplicationForm(form, 'focus.badcv@example.com');
    // Named and typed as a PDF, so the browser takes it; the server reads the bytes and refuses it (400).
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    expect(await toastText(page)).toContain('[destructive] Submission Failed');
    await form.locator('#cv-error').waitFor();
    await expect.poll(() => focusedId(page)).toBe('cv');
  });

  it('says the consent checkbox is required', async () => {
    const page = await browser.open('/#apply');
    const form = await applicationForm(page);
    expect(await form.getByLabel(/I agree to my data being processed/).getAttribute('aria-required')).toBe('true');
  });

  it('refused without a field to blame, gives focus back to the submit button', async () => {
    const page = await browser.open('/#apply');
    const form = await applicationForm(page);
    await fillApplicationForm(form, 'focus.limited@example.com');
    await form.locator('input[type="file"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: realPdf() });
    // Refused for this machine's rate limit (429): no field is to blame.
    await useUpRateLimit('applications');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    expect(await toastText(page)).toContain('[destructive] Submission Failed');
    await expect.poll(() => isFocused(form.getByRole('button', { name: 'Submit Application' }))).toBe(true);
  });
});

describe('the contact form', () => {
  it('refused by the server for some fields, shows each beside its field and focuses the first in page order', async () => {
    const page = await browser.open('/#contact');
    const form = await contactForm(page);
    await fillContactForm(form, 'focus.refused@example.com');
    await form.getByLabel('Name').fill(`Priya${NUL} Shah`);
    await form.getByLabel('Message').fill(`We would like to hire${NUL} two graduate SDRs.`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await toastText(page)).toContain('[destructive] Failed to Send');
    await expect.poll(() => form.locator('#contact-message-error').textContent()).toBe(UNSTORABLE_TEXT);
    expect(await form.locator('#contact-name-error').textContent()).toBe(UNSTORABLE_TEXT);
    expect(await form.locator('#contact-email-error').count()).toBe(0);
    await expect.poll(() => focusedId(page)).toBe('contact-name');
    expect(await form.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    expect(await queryPreviewDatabase('select id from contacts where email = $1', ['focus.refused@example.com'])).toHaveLength(0);
  });

  it('refused by the server for a later field only, focuses that field', async () => {
    const page = await browser.open('/#contact');
    const form = await contactForm(page);
    await fillContactForm(form, 'focus.refused.message@example.com');
    await form.getByLabel('Message').fill(`We would like to hire${NUL} two graduate SDRs.`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await toastText(page)).toContain('[destructive] Failed to Send');
    await expect.poll(() => form.locator('#contact-message-error').textContent()).toBe(UNSTORABLE_TEXT);
    await expect.poll(() => focusedId(page)).toBe('contact-message');
  });

  it('refused without a field to blame, gives focus back to the send button', async () => {
    const page = await browser.open('/#contact');
    const form = await contactForm(page);
    await fillContactForm(form, 'focus.limited@example.com');
    // Refused for this machine's rate limit (429): no field is to blame.
    await useUpRateLimit('contacts');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await toastText(page)).toContain('[destructive] Failed to Send');
    await expect.poll(() => isFocused(form.getByRole('button', { name: 'Send Message' }))).toBe(true);
  });

  it('sent, is replaced by the confirmation, which takes focus; Send another brings the form back emptied, focus on its first field', async () => {
    const page = await browser.open('/#contact');
    const form = await contactForm(page);
    await fillContactForm(form, 'focus.sent@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await toastText(page)).toContain('[default] Message Sent!');
    const confirmation = page.getByTestId('form-confirmation');
    await expect.poll(() => isFocused(confirmation)).toBe(true);
    await confirmation.getByRole('button', { name: CONFIRMATION_TEXT.enquiry.another }).click();
    await expect.poll(() => isFocused(form.getByLabel('Name'))).toBe(true);
    expect(await form.getByLabel('Message').inputValue()).toBe('');
  });
});

describe('the comment form', () => {
  /** The comments island of the post, hydrated and with its list loaded (as tests/e2e/blog.test.ts). */
  async function comments(page: Page) {
    const section = page.locator('section[aria-labelledby="comments-heading"]');
    await waitForIsland(section);
    await section.locator('#comments-heading', { hasText: /\d+ Comments?/ }).waitFor();
    return section;
  }

  async function openAndFill(section: Locator) {
    await section.getByRole('button', { name: 'Leave a Comment' }).click();
    const form = section.getByRole('form', { name: 'Leave a Comment' });
    await form.getByLabel('Name').fill('Focus Tester');
    await form.getByLabel('Email').fill(COMMENT_EMAIL);
    await form.getByLabel(/^Comment/).fill('Keyboard users should keep their place.');
    return form;
  }

  it('sent, closes and gives focus to the Leave a Comment button drawn again in its place', async () => {
    const page = await browser.open(COMMENT_POST);
    const section = await comments(page);
    const form = await openAndFill(section);
    await form.getByRole('button', { name: 'Post Comment' }).click();
    expect(await toastText(page)).toContain('Comment submitted!');
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(section.getByRole('button', { name: 'Leave a Comment' }))).toBe(true);
  });

  it('refused by the server for a field, focuses that field', async () => {
    const page = await browser.open(COMMENT_POST);
    const section = await comments(page);
    const form = await openAndFill(section);
    await form.getByLabel(/^Comment/).fill(`Keyboard users should${NUL} keep their place.`);
    await form.getByRole('button', { name: 'Post Comment' }).click();
    await form.getByText(UNSTORABLE_TEXT).waitFor();
    await expect.poll(() => isFocused(form.getByLabel(/^Comment/))).toBe(true);
    expect(await form.getByLabel(/^Comment/).getAttribute('aria-invalid')).toBe('true');
  });
});
