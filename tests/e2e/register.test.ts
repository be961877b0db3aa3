import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { queryPreviewDatabase } from '../support/e2e-database';
import { REGISTRATION_CONSENTS, REGISTRATION_LABELS as LABELS, REGISTRATION_OUTCOME } from '../../src/texts/registration';

/** Registering without a job (docs/decisions/people.md): /register is a form the browser posts itself, with or without JavaScript. */
const browser = useBrowser();

beforeEach(() => queryPreviewDatabase('delete from rate_limits'));

describe.each([
  ['with JavaScript', true],
  ['without JavaScript', false],
])('/register %s', (_label, javaScriptEnabled) => {
  const tag = javaScriptEnabled ? 'js' : 'nojs';

  it('registers a graduate with a phone only, no CV', async () => {
    const email = `ola.register.${tag}@example.com`;
    const page = await browser.open('/register', { javaScriptEnabled });
    await page.getByLabel(LABELS.firstName).fill('Ola');
    await page.getByLabel(LABELS.lastName).fill('Nowak');
    await page.getByLabel(LABELS.email).fill(email);
    await page.getByLabel(LABELS.phone).fill('07700 900321');
    await page.getByRole('checkbox', { name: REGISTRATION_CONSENTS.consentFindWork }).check();
    await page.getByRole('button', { name: 'Register' }).click();

    await page.waitForURL('**/registration-received');
    await page.getByRole('heading', { level: 1, name: REGISTRATION_OUTCOME.success.title }).waitFor();
    expect(await queryPreviewDatabase('select phone, linkedin_url, cv_file_name from registrations where email = $1', [email])).toEqual([
      { phone: '07700 900321', linkedin_url: null, cv_file_name: null },
    ]);
  });

  it('refuses one without a phone, a LinkedIn profile or a CV, naming the three', async () => {
    const email = `ola.unreachable.${tag}@example.com`;
    const page = await browser.open('/register', { javaScriptEnabled });
    await page.getByLabel(LABELS.firstName).fill('Ola');
    await page.getByLabel(LABELS.lastName).fill('Nowak');
    await page.getByLabel(LABELS.email).fill(email);
    await page.getByRole('checkbox', { name: REGISTRATION_CONSENTS.consentFindWork }).check();
    const answer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/registrations');
    await page.getByRole('button', { name: 'Register' }).click();

    expect((await answer).status()).toBe(400);
    // The problem page (the API's, or the same from the form's script) lists each field's problem.
    const problems = page.locator('main li');
    await problems.first().waitFor();
    const named = await problems.allTextContents();
    for (const field of [LABELS.phone, LABELS.linkedinUrl, LABELS.cv])
      expect(named.some((text) => text.startsWith(`${field}:`))).toBe(true);
    expect(await queryPreviewDatabase('select id from registrations where email = $1', [email])).toEqual([]);
  });
});
