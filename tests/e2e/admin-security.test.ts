import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { saveAccount } from '../../src/auth/accounts';
import { startSession } from '../../src/auth/sessions';
import { connect } from '../../src/db/connect';
import { PASSWORD_RESET_TEXT, SECURITY_PANEL_TEXT } from '../../src/texts/security';
import { FACTOR_REFUSALS, REAUTH_MESSAGES, SECURITY_FACTORS_TEXT } from '../../src/texts/security-factors';
import { axeViolations } from '../support/axe';
import { newTotpSecret } from '../../src/auth/factors/totp';
import { SECOND_FACTOR_TEXT } from '../../src/texts/sign-in';
import { useBrowser } from '../support/browser';
import { E2E_ADMIN, toastText } from '../support/e2e-admin';
import { openDashboard } from '../support/e2e-dashboard';
import { queryPreviewDatabase } from '../support/e2e-database';
import { nuErrors } from '../support/nu-html-checker';
import { startTestSmtpServer, type TestSmtpServer } from '../support/smtp-server';
import { downloadedBytes } from '../support/downloads';

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
  it('forgot password → the emailed link → a new password → the passkeys offered for removal → signed in; the pages are valid HTML', async () => {
    // A passkey someone else added through a stolen session: the reset alone would leave it signing them in.
    await queryPreviewDatabase(
      `insert into admin_passkeys (id, user_id, name, public_key) values ('e2e-not-mine', (select id from auth_users where email = $1), 'Not mine', '\\x010203')`,
      [RESET_ADMIN.email],
    );
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
    await page.getByRole('region', { name: PASSWORD_RESET_TEXT.review.heading }).waitFor();

    // The owner is told; the link is spent.
    await smtp.waitFor(2, 60_000);
    expect(smtp.received[1].mail.subject).toMatch(/password was changed/);

    // The page lists the passkey the reset left in place, and removes it.
    const review = page.getByRole('region', { name: PASSWORD_RESET_TEXT.review.heading });
    await review
      .getByRole('list', { name: PASSWORD_RESET_TEXT.review.passkeys })
      .getByText(/^Not mine: added /)
      .waitFor();
    await review.getByRole('button', { name: PASSWORD_RESET_TEXT.review.removeLabel('Not mine') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: PASSWORD_RESET_TEXT.review.removed('Passkey “Not mine” removed') })
      .waitFor();
    documents.set('the reset page after a removal', await page.content());
    expect(await queryPreviewDatabase(`select id from admin_passkeys where id = 'e2e-not-mine'`)).toEqual([]);
    await smtp.waitFor(3, 60_000);
    expect(smtp.received[2].mail.subject).toMatch(/^Passkey “Not mine” removed/);
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

  it('a wrong sign-in code is said beside the field, which is marked invalid; the right one signs in', async () => {
    // The reset's own admin, with an authenticator app (its password is the new one after the test above).
    const { secret } = newTotpSecret(RESET_ADMIN.email);
    await queryPreviewDatabase(
      `insert into admin_totp (user_id, secret, confirmed_at) select id, $2, now() from auth_users where email = $1
       on conflict (user_id) do update set secret = excluded.secret, confirmed_at = now(), last_step = null`,
      [RESET_ADMIN.email, secret],
    );
    try {
      const page = await browser.open('/admin');
      const signIn = page.getByRole('form', { name: 'Admin sign-in' });
      await signIn.getByLabel('Email').fill(RESET_ADMIN.email);
      await signIn.getByLabel('Password').fill(NEW_PASSWORD);
      await signIn.getByRole('button', { name: 'Sign In' }).click();
      const codeForm = page.getByRole('form', { name: SECOND_FACTOR_TEXT.heading });
      const code = codeForm.getByLabel(SECOND_FACTOR_TEXT.label, { exact: true });
      await code.fill('000000');
      await codeForm.getByRole('button', { name: SECOND_FACTOR_TEXT.submit }).click();
      expect(await toastText(page)).toMatch(/^\[destructive\] Login failed/);
      await codeForm.getByText(/That code is not valid/).waitFor();
      expect(await code.getAttribute('aria-invalid')).toBe('true');
      expect(await code.getAttribute('aria-describedby')).toContain('login-code-error');
      await code.fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
      await codeForm.getByRole('button', { name: SECOND_FACTOR_TEXT.submit }).click();
      await page.getByRole('heading', { name: `Welcome, ${RESET_ADMIN.firstName}` }).waitFor();
    } finally {
      await queryPreviewDatabase(`delete from admin_totp where user_id = (select id from auth_users where email = $1)`, [
        RESET_ADMIN.email,
      ]);
    }
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
    // The tabs stay as they were.
    expect(await page.getByRole('tab').count()).toBe(tabs);

    await panel.getByRole('button', { name: SECURITY_PANEL_TEXT.signOutLabel('Safari on iOS') }).click();
    expect(await toastText(page)).toContain(SECURITY_PANEL_TEXT.signedOut);
    await phone.waitFor({ state: 'detached' });
    expect(await queryPreviewDatabase('select sid from sessions where sid = $1', [phoneSid])).toEqual([]);
  });

  it('asks a session whose proof has lapsed to confirm it is you, sets up the app, keeps the codes, lists what happened', async () => {
    const F = SECURITY_FACTORS_TEXT;
    // The dashboard's session was started in the database (no sign-in): it has given no password lately.
    const page = await openDashboard(browser);
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.baseUrl() });
      await page.getByRole('button', { name: SECURITY_PANEL_TEXT.open }).click();
      const panel = page.getByRole('region', { name: SECURITY_PANEL_TEXT.title });
      await panel.getByRole('button', { name: F.totp.setUp }).click();

      const confirm = panel.getByRole('region', { name: F.confirm.heading });
      const password = confirm.getByLabel(F.confirm.password);
      await password.fill('not-the-password-1');
      await confirm.getByRole('button', { name: F.confirm.submit }).click();
      await confirm.getByText(REAUTH_MESSAGES.wrongPassword).waitFor();
      expect(await password.getAttribute('aria-invalid')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      await password.fill(E2E_ADMIN.password);
      await confirm.getByRole('button', { name: F.confirm.submit }).click();
      expect(await toastText(page)).toBe(`[default] ${F.totp.scan}`);
      await confirm.waitFor({ state: 'detached' });

      // A wrong code is said beside the field, which is marked invalid.
      const secret = (await panel.getByTestId('totp-secret').textContent())!;
      const code = panel.getByLabel(F.totp.codeLabel);
      await code.fill('000000');
      await panel.getByRole('button', { name: F.totp.confirm }).click();
      expect(await toastText(page)).toMatch(/^\[destructive\] The app was not set up/);
      await panel.getByText(FACTOR_REFUSALS.wrongCode).waitFor();
      expect(await code.getAttribute('aria-invalid')).toBe('true');
      await code.fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
      await panel.getByRole('button', { name: F.totp.confirm }).click();
      expect(await toastText(page)).toBe(`[default] ${F.totp.enabled}`);

      // The recovery codes: copied, and downloaded as a text file.
      const codes = await panel.getByRole('list', { name: F.recovery.listLabel }).getByRole('listitem').allTextContents();
      expect(codes).toHaveLength(10);
      await panel.getByRole('button', { name: F.recovery.copy }).click();
      expect(await toastText(page)).toBe(`[default] ${F.recovery.copied}`);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(codes.join('\n'));
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('button', { name: F.recovery.download }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(F.recovery.fileName);
      expect((await downloadedBytes(download)).toString('utf8')).toContain(codes.join('\n'));
      await panel.getByRole('button', { name: F.recovery.print }).waitFor();
      await panel.getByRole('button', { name: F.recovery.done }).click();

      // What happened, newest first; and the owner's inbox has the change.
      const activity = panel.getByRole('list', { name: SECURITY_PANEL_TEXT.activity });
      await expect.poll(() => activity.getByRole('listitem').first().textContent()).toContain('Authenticator app set up');
      const events = await activity.getByRole('listitem').allTextContents();
      expect(events.findIndex((e) => e.includes('Confirmed it was you'))).toBeGreaterThan(0);
      expect(events.findIndex((e) => e.includes('A wrong password or code was given'))).toBeGreaterThan(
        events.findIndex((e) => e.includes('Confirmed it was you')),
      );
      const [mail] = await smtp.waitFor(1, 60_000);
      expect(mail.mail.subject).toMatch(/^Authenticator app set up: your /);
    } finally {
      // The other files sign the e2e admin in with the password alone.
      await queryPreviewDatabase(`delete from admin_totp where user_id = (select id from auth_users where email = $1)`, [E2E_ADMIN.email]);
      await queryPreviewDatabase(`delete from admin_recovery_codes where user_id = (select id from auth_users where email = $1)`, [
        E2E_ADMIN.email,
      ]);
    }
  });
});
