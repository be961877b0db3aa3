import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { saveAccount } from '../../src/auth/accounts';
import { startSession } from '../../src/auth/sessions';
import { connect } from '../../src/db/connect';
import { PASSWORD_RESET_TEXT, SECURITY_PANEL_TEXT } from '../../src/texts/security';
import { useBrowser } from '../support/browser';
import { E2E_ADMIN, toastText } from '../support/e2e-admin';
import { openDashboard } from '../support/e2e-dashboard';
import { queryPreviewDatabase } from '../support/e2e-database';
import { nuErrors } from '../support/nu-html-checker';
import { startTestSmtpServer, type TestSmtpServer } from '../support/smtp-server';

// Each test goes through preview's functions and the SMTP round trip: room on a loaded machine.
vi.setConfig({ testTimeout: 180_000 });

/** An admin of this file's own, so that changing its password leaves the other files' sign-ins alone. */
const RESET_ADMIN = { email: 'reset.admin@example.com', password: 'Teal-Compass-62-meadow', firstName: 'Robin' };
const NEW_PASSWORD = 'Amber-Lighthouse-17-otter';

const browser = useBrowser();
let smtp: TestSmtpServer;
const previewDb = () => connect({ url: inject('databaseUrl'), driver: 'pg', maxConnections: 1 });

beforeAll(async () => {
  smtp = await startTestSmtpServer(inject('smtpPort'));
  const db = previewDb();
  try {
    await saveAccount(db, { ...RESET_ADMIN, isAdmin: true });
  } finally {
    await db.destroy();
  }
});
afterAll(() => smtp.stop());
beforeEach(async () => {
  // Every request through preview comes from 127.0.0.1, so earlier files' posts count against these.
  await queryPreviewDatabase('delete from rate_limits');
  await queryPreviewDatabase('delete from login_failures');
  await queryPreviewDatabase('delete from outbox');
  smtp.received.length = 0;
});

describe('a forgotten password', () => {
  it('forgot password → the emailed link → a new password → signed in with it; the pages are valid HTML', async () => {
    const page = await browser.open('/admin');
    await page.getByText(PASSWORD_RESET_TEXT.forgot).click();
    const form = page.getByRole('form', { name: PASSWORD_RESET_TEXT.forgot });
    await form.getByLabel(PASSWORD_RESET_TEXT.labels.email).fill(RESET_ADMIN.email);
    await form.getByRole('button', { name: PASSWORD_RESET_TEXT.send }).click();
    await page.getByRole('heading', { name: PASSWORD_RESET_TEXT.sent.title }).waitFor();

    const [mail] = await smtp.waitFor(1, 60_000);
    expect(mail.envelope.to).toEqual([RESET_ADMIN.email]);
    const link = /https:\/\/[^/\s]+(\/api\/auth\/new-password\?token=[\w-]+)/.exec(mail.mail.text ?? '')![1];

    await page.goto(link);
    await page.getByRole('heading', { name: PASSWORD_RESET_TEXT.choose.title }).waitFor();
    const documents = new Map([['the new-password page', await page.content()]]);
    await page.getByLabel(PASSWORD_RESET_TEXT.labels.password, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(PASSWORD_RESET_TEXT.labels.confirm).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: PASSWORD_RESET_TEXT.choose.save }).click();
    await page.getByRole('heading', { name: PASSWORD_RESET_TEXT.done.title }).waitFor();
    documents.set('the password-changed page', await page.content());

    // The owner is told; the link is spent.
    await smtp.waitFor(2, 60_000);
    expect(smtp.received[1].mail.subject).toMatch(/password was changed/);
    await page.goto(link);
    await page.getByRole('heading', { name: PASSWORD_RESET_TEXT.invalid.title }).waitFor();
    documents.set('a spent link', await page.content());

    await page.goto('/admin');
    documents.set('the sign-in page', await page.content());
    const signIn = page.getByRole('form', { name: 'Admin sign-in' });
    await signIn.getByLabel('Email').fill(RESET_ADMIN.email);
    await signIn.getByLabel('Password').fill(NEW_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: `Welcome, ${RESET_ADMIN.firstName}` }).waitFor();

    const nu = await nuErrors(documents);
    for (const name of documents.keys()) expect({ name, errors: nu.get(name) }).toEqual({ name, errors: [] });
  });

  it('works without JavaScript: the form posts itself and the API answers with a page', async () => {
    const page = await browser.open('/admin', { javaScriptEnabled: false });
    await page.getByText(PASSWORD_RESET_TEXT.forgot).click();
    const form = page.getByRole('form', { name: PASSWORD_RESET_TEXT.forgot });
    await form.getByLabel(PASSWORD_RESET_TEXT.labels.email).fill('nobody.here@example.com');
    await form.getByRole('button', { name: PASSWORD_RESET_TEXT.send }).click();
    await page.getByRole('heading', { name: PASSWORD_RESET_TEXT.sent.title }).waitFor();
  });
});

describe('the Security panel', () => {
  it('lists the account’s sessions from the header, and signs one out', async () => {
    const db = previewDb();
    let phoneSid: string;
    try {
      const { id } = await db.selectFrom('authUsers').select('id').where('email', '=', E2E_ADMIN.email).executeTakeFirstOrThrow();
      ({ sid: phoneSid } = await startSession(db, id, { device: 'Safari on iOS', country: 'France', known: true }));
    } finally {
      await db.destroy();
    }
    const page = await openDashboard(browser);
    const tabs = await page.getByRole('tab').count();
    await page.getByRole('button', { name: SECURITY_PANEL_TEXT.open }).click();
    const panel = page.getByRole('region', { name: SECURITY_PANEL_TEXT.title });
    const list = panel.getByRole('list', { name: SECURITY_PANEL_TEXT.sessions });
    const phone = list.getByRole('listitem').filter({ hasText: 'Safari on iOS' });
    await phone.waitFor();
    await expect.poll(() => phone.textContent()).toContain('France');
    await list.getByRole('listitem').filter({ hasText: SECURITY_PANEL_TEXT.current }).waitFor();
    // The six tabs stay as they were.
    expect(await page.getByRole('tab').count()).toBe(tabs);

    await panel.getByRole('button', { name: SECURITY_PANEL_TEXT.signOutLabel('Safari on iOS') }).click();
    expect(await toastText(page)).toContain(SECURITY_PANEL_TEXT.signedOut);
    await phone.waitFor({ state: 'detached' });
    expect(await queryPreviewDatabase('select sid from sessions where sid = $1', [phoneSid])).toEqual([]);
  });
});
