import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { BRIEF_LABELS } from '../../src/texts/employers';

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

/** Fills every required field of the vacancy brief on /employers (hydrated, or without JavaScript) for `company`. */
export async function fillBriefForm(form: Locator, company: string, email: string): Promise<void> {
  const L = BRIEF_LABELS;
  // The whole label, with or without the required mark ("Company name", not "Keep our company name out...").
  const whole = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
  await form.getByLabel(whole(L.company)).fill(company);
  await form.getByLabel(whole(L.companyAddress)).fill('1 High Street, Exeter EX1 1AA');
  await form.getByLabel(whole(L.contactName)).fill('Jane Doe');
  await form.getByLabel(whole(L.contactJobTitle)).fill('Head of Sales');
  await form.getByLabel(whole(L.email)).fill(email);
  await form.getByLabel(whole(L.phone)).fill('01392 000000');
  await form.getByLabel(whole(L.roleTitle)).fill('Graduate Sales Executive');
  await form.getByLabel(whole(L.typeOfWork)).fill('Selling analytics software to retailers.');
  await form.getByLabel(whole(L.engagement)).selectOption('permanent');
  await form.getByLabel(whole(L.startDate)).fill('2027-02-01');
  await form.getByLabel(whole(L.location)).fill('Exeter');
  await form.getByLabel(whole(L.workplace)).selectOption('hybrid');
  await form.getByLabel(whole(L.hours)).fill('37.5 hours a week');
  await form.getByLabel(whole(L.salaryMin)).fill('26000');
  await form.getByLabel(whole(L.salaryMax)).fill('30000');
  await form.getByLabel(whole(L.minimumRequirements)).fill('A psychology degree.');
  await form.getByRole('radio', { name: 'No' }).check();
  await form.getByLabel(/I have read and accept the Client Services Agreement/).check();
  await form.getByLabel(/I confirm I have authority/).check();
  await form.getByLabel(whole(L.signatureName)).fill('Jane Doe');
}
