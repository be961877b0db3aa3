import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_FORM_TEXT, JOBS_TEXT } from '../../src/texts/admin';
import { JOB_ADVERT_TEXT } from '../../src/texts/job-adverts';
import { SAVED_NOTES } from '../../src/texts/site-updates';
import { useBrowser } from '../support/browser';
import { toastText } from '../support/e2e-admin';
import { openDashboard } from '../support/e2e-dashboard';
import { queryPreviewDatabase } from '../support/e2e-database';

// Each test makes several API calls through preview: give them room on a loaded machine.
vi.setConfig({ testTimeout: 180_000 });

const browser = useBrowser();
const COMPANY = 'Browser Test Adverts';
const { missing } = JOB_ADVERT_TEXT.incomplete;

beforeEach(async () => {
  await queryPreviewDatabase('delete from rate_limits');
});
afterAll(async () => {
  await queryPreviewDatabase('delete from jobs where company = $1', [COMPANY]);
});

describe('regulation 27 in the dashboard’s Jobs tab', () => {
  it('lists an advert saved before the rules; the admin completes it from the list, and it leaves the list', async () => {
    const title = 'E2E Advert Before Rules';
    // As a job saved before migration 0022 asked for them: active, with pay, neither new field.
    await queryPreviewDatabase(
      `insert into jobs (title, company, location, type, salary, description, requirements)
       values ($1, $2, 'Exeter', 'Full-time', '£27,000', 'Sell.', 'A degree')`,
      [title, COMPANY],
    );
    const page = await openDashboard(browser, '#jobs');
    const list = page.getByRole('region', { name: JOB_ADVERT_TEXT.incomplete.heading });
    const entry = list.getByRole('listitem').filter({ hasText: title });
    await entry.waitFor();
    expect(await entry.textContent()).toBe(
      `${title} (${COMPANY}): ${missing.engagement}, ${missing.minimumRequirements} ${JOB_ADVERT_TEXT.incomplete.complete}`,
    );

    await entry.getByRole('button', { name: JOB_ADVERT_TEXT.incomplete.completeLabel(title) }).click();
    const form = page.getByRole('form', { name: JOB_FORM_TEXT.heading(title) });
    await form.waitFor();
    // Saved as it is, still active: refused, each field saying what the law asks and that a draft may be saved.
    await form.getByRole('button', { name: JOB_FORM_TEXT.save }).click();
    await form.getByText(JOB_ADVERT_TEXT.engagementMissing).waitFor();
    await form.getByText(JOB_ADVERT_TEXT.minimumMissing).waitFor();
    expect(await form.getByText(JOB_ADVERT_TEXT.formRule).isVisible()).toBe(true);
    expect(await queryPreviewDatabase('select engagement from jobs where title = $1', [title])).toEqual([{ engagement: null }]);

    await form.getByLabel(JOB_FORM_TEXT.labels.engagement).selectOption('Permanent');
    await form.getByLabel(JOB_FORM_TEXT.labels.minimumRequirements).fill('A degree in Psychology');
    await form.getByRole('button', { name: JOB_FORM_TEXT.save }).click();
    expect(await toastText(page)).toBe(`[default] Job updated successfully${SAVED_NOTES.updatesOff}`);
    await entry.waitFor({ state: 'detached' });
    expect(await queryPreviewDatabase('select engagement, minimum_requirements, is_active from jobs where title = $1', [title])).toEqual([
      { engagement: 'permanent', minimum_requirements: 'A degree in Psychology', is_active: true },
    ]);
  });

  it('refuses to publish a new advert without them, with the explanation, and saves it as a draft', async () => {
    const title = 'E2E Advert Draft';
    const page = await openDashboard(browser, '#jobs');
    await page.getByRole('button', { name: JOBS_TEXT.add }).click();
    const form = page.getByRole('form', { name: JOB_FORM_TEXT.heading(undefined) });
    await form.getByLabel(JOB_FORM_TEXT.labels.title).fill(title);
    await form.getByLabel(JOB_FORM_TEXT.labels.company).fill(COMPANY);
    await form.getByLabel(JOB_FORM_TEXT.labels.location).fill('Bristol');
    await form.getByLabel(JOB_FORM_TEXT.labels.salary).fill('£26,000');
    await form.getByLabel(JOB_FORM_TEXT.labels.description).fill('Book meetings.');
    await form.getByLabel(JOB_FORM_TEXT.labels.requirements).fill('A degree');
    await form.getByRole('button', { name: JOB_FORM_TEXT.create }).click();
    await form.getByText(JOB_ADVERT_TEXT.engagementMissing).waitFor();
    await form.getByText(JOB_ADVERT_TEXT.minimumMissing).waitFor();
    expect(await queryPreviewDatabase('select id from jobs where title = $1', [title])).toEqual([]);

    await form.getByLabel(JOB_FORM_TEXT.active).uncheck();
    await form.getByRole('button', { name: JOB_FORM_TEXT.create }).click();
    expect(await toastText(page)).toBe(`[default] Job created successfully${SAVED_NOTES.updatesOff}`);
    await form.waitFor({ state: 'detached' });
    expect(await queryPreviewDatabase('select is_active, engagement, minimum_requirements from jobs where title = $1', [title])).toEqual([
      { is_active: false, engagement: null, minimum_requirements: null },
    ]);
    // A draft is not on the site, so not an advert to complete.
    await page.getByTestId('admin-job').filter({ hasText: title }).waitFor();
    expect(await page.getByTestId('incomplete-adverts').getByText(title).count()).toBe(0);
  });
});
