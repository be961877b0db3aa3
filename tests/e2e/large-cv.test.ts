import { createHash, randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { CV_MAX_BYTES } from '../../src/schemas/application';
import { useBrowser, waitForIsland } from '../support/browser';
import { queryPreviewDatabase } from '../support/e2e-database';
import { fillApplicationForm, toastText } from '../support/forms';
import { CV_MESSAGES } from '../../src/texts/forms';

/** CVs too large for one Netlify request, through preview with Netlify's 6 MB function limit in force. */
const browser = useBrowser();
const base = () => inject('baseUrl');
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
/** A PDF of exactly `size` bytes, random after its header (every byte value must survive). */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size - 9)]);

beforeEach(() => queryPreviewDatabase('delete from rate_limits'));

async function openFilledForm(email: string) {
  const page = await browser.open('/#apply');
  const apiCalls: string[] = [];
  page.on(
    'request',
    (r) =>
      r.url().includes('/api/') && apiCalls.push(`${r.method()} ${new URL(r.url()).pathname.replace(/uploads\/[^/]+/, 'uploads/{id}')}`),
  );
  const form = page.getByRole('form', { name: 'CV application' });
  await waitForIsland(form);
  await fillApplicationForm(form, email);
  return { page, form, apiCalls };
}

describe('a CV too large for one request', () => {
  it(`arrives byte-identical at exactly ${CV_MAX_BYTES} bytes, sent in 3 parts, and the parts are gone`, async () => {
    const { page, form, apiCalls } = await openFilledForm('amelia.5mb@example.com');
    const cv = pdfOf(CV_MAX_BYTES);
    await form.locator('input[type="file"]').setInputFiles({ name: 'Amelia Hughes CV.pdf', mimeType: 'application/pdf', buffer: cv });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const text = await toastText(page);
    expect(text).toContain('[default] Application Submitted!');
    expect(text).toContain("We'll review your application and contact you within 48 hours.");
    expect(apiCalls).toEqual([
      'POST /api/uploads',
      'PUT /api/uploads/{id}/parts/1',
      'PUT /api/uploads/{id}/parts/2',
      'PUT /api/uploads/{id}/parts/3',
      'POST /api/applications',
    ]);

    const rows = await queryPreviewDatabase<{ size_bytes: number; cv_file_name: string; data: Buffer }>(
      'select f.size_bytes, a.cv_file_name, f.data from applications a join cv_files f on f.application_id = a.id where a.email = $1',
      ['amelia.5mb@example.com'],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ size_bytes: CV_MAX_BYTES, cv_file_name: 'Amelia Hughes CV.pdf' });
    expect(sha256(rows[0].data)).toBe(sha256(cv));
    expect(await queryPreviewDatabase(`select 1 from staged_uploads where file_name = 'Amelia Hughes CV.pdf'`)).toHaveLength(0);
  });

  it('refuses 5 MB + 1 byte with the File Too Large toast, keeps no file, and the API refuses to stage it', async () => {
    const { page, form, apiCalls } = await openFilledForm('amelia.toolarge@example.com');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: pdfOf(CV_MAX_BYTES + 1) });
    const text = await toastText(page);
    expect(text).toContain(`[destructive] ${CV_MESSAGES.tooLarge.title}`);
    expect(text).toContain(CV_MESSAGES.tooLarge.description);
    expect(await form.getByTestId('cv-file-name').count()).toBe(0);
    expect(apiCalls).toEqual([]);

    const res = await fetch(`${base()}/api/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ purpose: 'cv', fileName: 'big.pdf', size: CV_MAX_BYTES + 1 }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe(CV_MESSAGES.tooLarge.description);
  });

  it('leaves no application when abandoned half way; its parts are refused and deleted after the expiry', async () => {
    const { page, form } = await openFilledForm('amelia.abandoned@example.com');
    // The connection drops after the first part.
    await page.route('**/api/uploads/*/parts/2', (route) => route.abort('connectionreset'));
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Abandoned CV.pdf', mimeType: 'application/pdf', buffer: pdfOf(CV_MAX_BYTES) });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const text = await toastText(page);
    expect(text).toContain('[destructive] Submission Failed');
    expect(text).toContain('Failed to submit application');
    // What was typed and chosen is kept, to try again.
    await expect(form.getByLabel('Email Address').inputValue()).resolves.toBe('amelia.abandoned@example.com');
    await expect(form.getByTestId('cv-file-name').textContent()).resolves.toBe('Abandoned CV.pdf');

    expect(await queryPreviewDatabase('select 1 from applications where email = $1', ['amelia.abandoned@example.com'])).toHaveLength(0);
    const [upload] = await queryPreviewDatabase<{ id: string; parts: string }>(
      `select u.id, (select count(*) from staged_upload_parts p where p.upload_id = u.id) as parts from staged_uploads u where u.file_name = 'Abandoned CV.pdf'`,
    );
    expect(Number(upload.parts)).toBe(1);

    // The hour passes (the expiry moved rather than waited for).
    await queryPreviewDatabase(`update staged_uploads set expires_at = now() - interval '1 second' where id = $1`, [upload.id]);
    const late = await fetch(`${base()}/api/uploads/${upload.id}/parts/2`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(2 * 1024 * 1024),
    });
    expect(late.status).toBe(404);
    expect((await late.json()).message).toBe('This upload has expired or does not exist. Please choose your file again.');
    // Starting any upload clears the expired ones (the daily retention job does too).
    const next = await fetch(`${base()}/api/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ purpose: 'cv', fileName: 'next.pdf', size: 100 }),
    });
    expect(next.status).toBe(201);
    expect(await queryPreviewDatabase('select 1 from staged_uploads where id = $1', [upload.id])).toHaveLength(0);
    expect(await queryPreviewDatabase('select 1 from staged_upload_parts where upload_id = $1', [upload.id])).toHaveLength(0);
  });
});
