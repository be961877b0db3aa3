import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBrowser } from '../support/browser';
import { axeViolations } from '../support/axe';
import { E2E_ADMIN, signIn, toastText } from '../support/e2e-admin';
import { queryPreviewDatabase } from '../support/e2e-database';

vi.setConfig({ testTimeout: 180_000 });

const browser = useBrowser();
beforeEach(async () => {
  await queryPreviewDatabase('delete from login_failures');
  await queryPreviewDatabase('delete from rate_limits');
});
// Leave the e2e admin as the other files expect it: signing in with the password alone.
afterAll(async () => {
  await queryPreviewDatabase(`delete from admin_passkeys where user_id = (select id from auth_users where email = $1)`, [E2E_ADMIN.email]);
});

describe('passkeys', () => {
  it('an admin adds a passkey in the Security panel, then signs in with it alone (Chromium’s virtual authenticator)', async () => {
    const welcome = `Welcome, ${E2E_ADMIN.firstName}`;
    // Browsers take no IP address as a passkey's site: the preview's pages as http://localhost (src/auth/factors/passkeys.ts).
    const page = await browser.open('/admin');
    await page.goto(`${browser.baseUrl().replace('127.0.0.1', 'localhost')}/admin`);
    await signIn(page, welcome);
    // A platform authenticator holding discoverable credentials and checking the user (as Touch ID or Windows Hello).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });

    await page.getByRole('button', { name: 'Security' }).click();
    const panel = page.getByRole('region', { name: 'Security' });
    await panel.getByText('No passkeys yet.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByLabel('Name for the new passkey').fill('E2E laptop');
    await panel.getByRole('button', { name: 'Add a passkey' }).click();
    expect(await toastText(page)).toBe('[default] Passkey added');
    await panel.getByRole('list', { name: 'Passkeys' }).getByText('E2E laptop').waitFor();
    const stored = await queryPreviewDatabase<{ name: string }>(
      'select name from admin_passkeys where user_id = (select id from auth_users where email = $1)',
      [E2E_ADMIN.email],
    );
    expect(stored).toEqual([{ name: 'E2E laptop' }]);

    await page.getByRole('button', { name: 'Log Out' }).click();
    expect(await toastText(page)).toBe('[default] Logged out successfully');
    const form = page.getByRole('form', { name: 'Admin sign-in' });
    await form.waitFor();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    expect(await toastText(page)).toBe('[default] Login successfulWelcome to the admin dashboard');
    await page.getByRole('heading', { name: welcome }).waitFor();
    const [used] = await queryPreviewDatabase<{ last_used_at: Date | null }>('select last_used_at from admin_passkeys where name = $1', [
      'E2E laptop',
    ]);
    expect(used.last_used_at).not.toBeNull();

    // Removed, it signs in no more.
    await page.getByRole('button', { name: 'Security' }).click();
    await panel.getByRole('button', { name: 'Remove passkey E2E laptop' }).click();
    expect(await toastText(page)).toBe('[default] Passkey removed');
    await panel.getByText('No passkeys yet.').waitFor();
    await page.getByRole('button', { name: 'Log Out' }).click();
    expect(await toastText(page)).toBe('[default] Logged out successfully');
    await form.waitFor();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    expect(await toastText(page)).toMatch(/^\[destructive\] Login failed/);
  });
});
