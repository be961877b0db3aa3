import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { SERVICE_UNAVAILABLE } from '../../src/api/http';
import { useBrowser, waitForIsland } from '../support/browser';
import { queryPreviewDatabase } from '../support/e2e-database';
import { fillContactForm, toastText } from '../support/forms';
import pg from 'pg';

/**
 * The contact form while the database cannot be reached: the visitor is told, keeps what they typed,
 * and can send it once the database is back, with no restart of anything. The database is closed to
 * connections (and its connections ended) on the PostgreSQL server, so this needs TEST_DATABASE_URL.
 */
const browser = useBrowser();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** ALTER DATABASE on the server's maintenance database (a database cannot be altered from inside itself). */
async function setConnectable(allowed: boolean) {
  const url = new URL(inject('databaseUrl'));
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.href });
  await admin.connect();
  try {
    await admin.query(`alter database "${name}" allow_connections ${allowed}`);
    if (!allowed) await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
  } finally {
    await admin.end();
  }
}

describe.skipIf(!onPostgres)('the contact form while the database is down', () => {
  afterEach(() => setConnectable(true));

  it('says the service is unavailable, keeps every field, and sends once the database is back', async () => {
    await queryPreviewDatabase('delete from rate_limits');
    const page = await browser.open('/#contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await waitForIsland(form);
    await fillContactForm(form, 'down.e2e@example.com');

    await setConnectable(false);
    await form.getByRole('button', { name: 'Send Message' }).click();
    const text = await toastText(page);
    expect(text).toContain('[destructive] Failed to Send');
    expect(text).toContain(SERVICE_UNAVAILABLE);
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe('Priya Shah');
    await expect(form.getByLabel('Email').inputValue()).resolves.toBe('down.e2e@example.com');
    await expect(form.getByLabel('Subject').inputValue()).resolves.toBe('employer');
    await expect(form.getByLabel('Message').inputValue()).resolves.toContain('graduate SDRs');

    await setConnectable(true);
    await page.getByTestId('toast').getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('toast').waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await toastText(page)).toContain('[default] Message Sent!');
    expect(await queryPreviewDatabase('select 1 from contacts where email = $1', ['down.e2e@example.com'])).toHaveLength(1);
  });
});
