import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Fills every field of the application form except the CV (the form must be usable: hydrated, or without JavaScript). */
export async function fillApplicationForm(form: Locator, email: string): Promise<void> {
  await form.getByLabel('First Name').fill('Amelia');
  await form.getByLabel('Last Name').fill('Hughes');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Phone Number').fill('07700 900123');
  await form.getByLabel('Psychology Degree').selectOption('master');
  await form.getByLabel('Area of Interest').selectOption('tech');
  await form.getByLabel('About You').fill('MSc Psychology; research assistant; keen on SaaS sales.');
  await form.getByLabel(/I agree to my data being processed/).check();
}

/** Fills the contact form (hydrated, or without JavaScript). */
export async function fillContactForm(form: Locator, email: string): Promise<void> {
  await form.getByLabel('Name').fill('Priya Shah');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').selectOption('employer');
  await form.getByLabel('Message').fill('We would like to hire two graduate SDRs in Bristol this spring.');
}

/** The one visible notification's text once it appears, prefixed with its variant (failures are destructive). */
export async function toastText(page: Page): Promise<string> {
  const toast = page.getByTestId('toast');
  await toast.waitFor({ state: 'visible' });
  expect(await toast.count()).toBe(1);
  return `[${await toast.getAttribute('data-variant')}] ${await toast.textContent()}`;
}
