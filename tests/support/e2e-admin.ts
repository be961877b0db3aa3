import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { startSession } from '../../src/auth/sessions';
import { signSessionToken } from '../../src/auth/session-token';
import { SESSION_COOKIE } from '../../src/api/session-cookie';
import { SIGNED_IN_COOKIE } from '../../src/config/admin-cookies';
import { connect } from '../../src/db/connect';
import type { useBrowser } from './browser';
import { KNOWN_DEVICE } from './devices';

/** The admin the browser tests sign in as (created by the e2e global setup on the test database). */
export const E2E_ADMIN = { email: 'e2e.admin@example.com', password: 'e2e-Orange-Kettle-41', firstName: 'Morgan' } as const;

/** The one visible notification, as '[variant] text'; closes it so the next one is fresh. */
export async function toastText(page: Page): Promise<string> {
  const toast = page.getByTestId('toast');
  await toast.waitFor({ state: 'visible' });
  expect(await toast.count()).toBe(1);
  const text = `[${await toast.getAttribute('data-variant')}] ${await toast.textContent()}`;
  await toast.getByRole('button', { name: 'Close' }).click();
  await toast.waitFor({ state: 'detached' });
  return text;
}

/** Signs in on an /admin page's form (the success toast comes first), then waits for the page's heading. */
export async function signIn(page: Page, heading: string): Promise<Page> {
  const form = page.getByRole('form', { name: 'Admin sign-in' });
  await form.getByLabel('Email').fill(E2E_ADMIN.email);
  await form.getByLabel('Password').fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  expect(await toastText(page)).toBe('[default] Login successfulWelcome to the admin dashboard');
  await page.getByRole('heading', { name: heading }).waitFor();
  return page;
}

/**
 * The cookies a sign-in would set for the e2e admin, for a session started in the preview's database by the
 * same code as the sign-in route's (only the tests of the form itself drive it and its password hash).
 */
export async function sessionCookies(): Promise<Parameters<ReturnType<Page['context']>['addCookies']>[0]> {
  const db = connect({ url: inject('databaseUrl'), driver: 'pg', maxConnections: 1 });
  try {
    const { id } = await db.selectFrom('authUsers').select('id').where('email', '=', E2E_ADMIN.email).executeTakeFirstOrThrow();
    const { sid, expiresAt } = await startSession(db, id, KNOWN_DEVICE);
    const token = await signSessionToken(sid, expiresAt, new TextEncoder().encode(inject('sessionSecret')));
    const url = inject('baseUrl');
    const expires = Math.floor(expiresAt.getTime() / 1000);
    return [
      { name: SESSION_COOKIE, value: token, url, httpOnly: true, sameSite: 'Strict', expires },
      { name: SIGNED_IN_COOKIE, value: '1', url, sameSite: 'Strict', expires },
    ];
  } finally {
    await db.destroy();
  }
}

/** Opens an /admin page as the signed-in e2e admin (sessionCookies) and waits for its heading. */
export async function openSignedIn(
  browser: ReturnType<typeof useBrowser>,
  path: string,
  heading: string,
  options: Parameters<ReturnType<typeof useBrowser>['open']>[1] = {},
): Promise<Page> {
  const cookies = await sessionCookies();
  const page = await browser.open(path, {
    ...options,
    beforeLoad: async (p) => {
      await p.context().addCookies(cookies);
      await options.beforeLoad?.(p);
    },
  });
  await page.getByRole('heading', { name: heading }).waitFor();
  return page;
}
