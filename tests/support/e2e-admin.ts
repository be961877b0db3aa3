import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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
