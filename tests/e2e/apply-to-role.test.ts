import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useBrowser, waitForIsland } from '../support/browser';
import { axeViolations } from '../support/axe';
import { queryPreviewDatabase } from '../support/e2e-database';
import { realPdf } from '../support/files';
import { fillApplicationForm, toastText } from '../support/forms';
import { APPLY_ALTERNATIVES_TEXT, CONFIRMATION_TEXT, ROLE_MESSAGES } from '../../src/texts/forms';
import { formatPhone, site } from '../../src/config/site';
import { APPLICATIONS_TEXT, JOBS_TEXT } from '../../src/texts/admin';
import { openDashboard } from '../support/e2e-dashboard';
import { validApplication } from '../support/application-request';
import { alertOfferForJob } from '../../src/job-alerts/criteria';
import { JOB_ALERT_FORM, JOB_ALERT_PAGES } from '../../src/texts/job-alerts';
import type { JobType, Workplace } from '../../src/config/choices';

/** Applying from a job page (docs/decisions/forms-and-uploads.md): the role named on the form and stored with the application. */
vi.setConfig({ testTimeout: 180_000 });
const browser = useBrowser();
beforeEach(() => queryPreviewDatabase('delete from rate_limits'));

interface SeededJob {
  id: number;
  title: string;
  company: string;
}
/** The first job the prebuilt list shows (every seeded job has its page). */
async function aJob(page: Page): Promise<SeededJob> {
  const [job] = await page.evaluate(async () => (await fetch('/api/jobs')).json());
  return job;
}

const roleOf = async (email: string) =>
  (
    await queryPreviewDatabase<{ job_id: number | null; job_title: string | null; job_company: string | null }>(
      'select job_id, job_title, job_company from applications where email = $1',
      [email],
    )
  )[0];

/** The alert the confirmation offers for a job (docs/decisions/job-alerts.md): new jobs like it, as its page's own sign-up; and that alert as stored. */
async function offerFor(id: number) {
  const [job] = await queryPreviewDatabase<{ location: string; type: JobType; workplace: Workplace }>(
    'select location, type, workplace from jobs where id = $1',
    [id],
  );
  const { criteria, describe } = alertOfferForJob(job);
  return {
    describe,
    stored: { location: criteria.location, type: criteria.type, q: '', interest: '', consent_source: 'application-confirmation' },
  };
}

/** Signs up with the job alert form in `scope`; returns the alert stored. */
async function subscribeFrom(page: Page, scope: Locator, email: string) {
  await scope.getByLabel('Email address').fill(email);
  await scope.getByRole('checkbox').check();
  await scope.getByRole('button', { name: JOB_ALERT_FORM.submit }).click();
  await page.getByRole('heading', { name: JOB_ALERT_PAGES.checkEmail.title }).waitFor();
  return (
    await queryPreviewDatabase('select location, type, q, interest, consent_source from job_alert_subscriptions where email = $1', [email])
  )[0];
}

describe('apply from a job page', () => {
  it('with JavaScript: "Apply for this role" opens the form naming the role, and the role is stored', async () => {
    const page = await browser.open('/jobs');
    const job = await aJob(page);
    await page.goto(`/jobs/${job.id}`);
    await page.getByRole('link', { name: ROLE_MESSAGES.apply }).click();
    await page.waitForURL(/#apply$/);
    const form = page.getByRole('form', { name: 'CV application' });
    await waitForIsland(form);
    await form.getByText(ROLE_MESSAGES.applying(job.title, job.company)).waitFor();
    expect(await form.getByRole('link', { name: ROLE_MESSAGES.general }).isVisible()).toBe(true);
    // The other ways to apply are beside the form.
    const alternatives = page.getByRole('region', { name: APPLY_ALTERNATIVES_TEXT.heading });
    for (const fact of [formatPhone(), site.email, site.address.postcode, site.officeHours])
      await alternatives.getByText(fact).first().waitFor();

    await fillApplicationForm(form, 'role.js@example.com');
    await form.locator('input[type="file"]').setInputFiles({ name: 'CV.pdf', mimeType: 'application/pdf', buffer: realPdf('Role JS') });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    expect(await toastText(page)).toContain('Application Submitted!');
    expect(await roleOf('role.js@example.com')).toEqual({ job_id: job.id, job_title: job.title, job_company: job.company });
    // The sent state offers job alerts for jobs like this one.
    const offer = page.locator('#apply').getByRole('region', { name: JOB_ALERT_FORM.heading });
    const { describe, stored } = await offerFor(job.id);
    await offer.getByText(describe).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await subscribeFrom(page, offer, 'role.js.alert@example.com')).toEqual(stored);
  });

  it('without JavaScript: the job page holds the form with the role, which is stored', async () => {
    const page = await browser.open('/jobs', { javaScriptEnabled: false });
    const [{ id }] = await queryPreviewDatabase<{ id: number }>(
      'select id from jobs where is_active and (expires_at is null or expires_at > now()) order by posted_at desc, id desc limit 1',
    );
    await page.goto(`/jobs/${id}`);
    const [job] = await queryPreviewDatabase<SeededJob>('select id, title, company from jobs where id = $1', [id]);
    await page.getByRole('link', { name: ROLE_MESSAGES.apply }).click();
    const form = page.getByRole('form', { name: 'CV application' });
    await form.getByText(ROLE_MESSAGES.applying(job.title, job.company)).waitFor();
    expect(await form.getByRole('link', { name: ROLE_MESSAGES.general }).getAttribute('href')).toBe('/#application');
    await fillApplicationForm(form, 'role.nojs@example.com');
    await form.locator('input[name="cv"]').setInputFiles({ name: 'CV.pdf', mimeType: 'application/pdf', buffer: realPdf('Role NoJS') });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await page.waitForURL(`**/application-received/${job.id}`);
    // The received page is the confirmation without JavaScript: what happens next and when.
    for (const line of CONFIRMATION_TEXT.application.next) await page.getByText(line).waitFor();
    await page.getByText(CONFIRMATION_TEXT.referenceInReceipt).waitFor();
    expect(await roleOf('role.nojs@example.com')).toEqual({ job_id: job.id, job_title: job.title, job_company: job.company });
    // And the job alert sign-up, for jobs like this one.
    const { describe, stored } = await offerFor(job.id);
    const offer = page.getByRole('region', { name: JOB_ALERT_FORM.heading });
    await offer.getByText(describe).waitFor();
    expect(await subscribeFrom(page, offer, 'role.nojs.alert@example.com')).toEqual(stored);
  });

  it('without JavaScript: a closed role is named on the problem page, whose link leads back to the job page', async () => {
    const page = await browser.open('/jobs', { javaScriptEnabled: false });
    const [job] = await queryPreviewDatabase<SeededJob>(
      'select id, title, company from jobs where is_active and (expires_at is null or expires_at > now()) order by id limit 1',
    );
    await page.goto(`/jobs/${job.id}#apply`);
    const form = page.getByRole('form', { name: 'CV application' });
    await fillApplicationForm(form, 'role.nojs.closed@example.com');
    await form.locator('input[name="cv"]').setInputFiles({ name: 'CV.pdf', mimeType: 'application/pdf', buffer: realPdf('Closed') });
    await queryPreviewDatabase('update jobs set is_active = false where id = $1', [job.id]);
    try {
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await page.getByRole('heading', { name: 'Submission Failed' }).waitFor();
      expect(await page.getByRole('main').getByRole('listitem').allTextContents()).toEqual([`Role: ${ROLE_MESSAGES.closed}`]);
      expect(await page.getByRole('link', { name: 'Open the form again' }).getAttribute('href')).toBe(`/jobs/${job.id}#apply`);
      await page.goBack();
      await expect(page.getByRole('form', { name: 'CV application' }).getByLabel('First Name').inputValue()).resolves.toBe('Amelia');
    } finally {
      await queryPreviewDatabase('update jobs set is_active = true where id = $1', [job.id]);
    }
  });

  it('the admin finds the role in the Applications tab and its filter, the repeat applicant, the Jobs tab count and the export', async () => {
    const [{ job_title: title, job_company: company }] = await queryPreviewDatabase<{ job_title: string; job_company: string }>(
      'select job_title, job_company from applications where email = $1',
      ['role.js@example.com'],
    );
    // The same address applies again, generally: the later application is marked and leads to the earlier one.
    const form = new FormData();
    form.set('applicationData', JSON.stringify({ ...validApplication, firstName: 'Again', email: 'role.js@example.com' }));
    form.set('cv', new Blob([new Uint8Array(realPdf('Again'))], { type: 'application/pdf' }), 'cv.pdf');
    expect((await fetch(`${browser.baseUrl()}/api/applications`, { method: 'POST', body: form })).status).toBe(201);

    const page = await openDashboard(browser, '#applications');
    await page.getByRole('searchbox', { name: 'Search applications' }).fill('role.js@example.com');
    await page.getByText('1–2 of 2 applications').waitFor();
    const rows = page.getByTestId('admin-application');
    expect(await rows.filter({ hasText: 'Again Hughes' }).getByTestId('role-cell').textContent()).toBe(
      APPLICATIONS_TEXT.generalApplication,
    );
    await rows.getByRole('button', { name: 'Amelia Hughes' }).click();
    expect(await page.getByRole('region', { name: 'Details of Amelia Hughes' }).getByTestId('application-role').textContent()).toBe(
      `Role: ${title} at ${company}`,
    );
    await rows.getByRole('button', { name: 'Again Hughes' }).click();
    const again = page.getByRole('region', { name: 'Details of Again Hughes' });
    expect(await again.getByTestId('application-role').textContent()).toBe(`Role: ${APPLICATIONS_TEXT.generalApplication}`);
    await again.getByText(APPLICATIONS_TEXT.appliedBefore(1)).waitFor();
    await page.getByRole('searchbox', { name: 'Search applications' }).fill('');
    await again.getByRole('button', { name: APPLICATIONS_TEXT.showEarlier('Again Hughes') }).click();
    await page.getByText(APPLICATIONS_TEXT.fromAddress('role.js@example.com')).waitFor();
    await page.getByText('1–2 of 2 applications').waitFor();
    await page.getByRole('button', { name: APPLICATIONS_TEXT.clearAddress }).click();

    const roleFilter = page.getByRole('combobox', { name: APPLICATIONS_TEXT.roleFilterLabel });
    const label = await roleFilter
      .locator('option', { hasText: `${title} at ${company} (` })
      .first()
      .textContent();
    await roleFilter.selectOption({ label: label! });
    await page.getByText(/^1–\d+ of \d+ applications?$/).waitFor();
    await page.waitForFunction(
      (role) => [...document.querySelectorAll('[data-testid="role-cell"]')].every((cell) => cell.textContent === role),
      `${title} at ${company}`,
    );

    await page.getByRole('tab', { name: 'Jobs' }).click();
    const jobCard = page
      .locator('li')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
      .first();
    expect(await jobCard.getByTestId('job-application-count').textContent()).toMatch(/^\d+ applications?$/);
    expect(await jobCard.getByTestId('job-application-count').textContent()).not.toBe(JOBS_TEXT.applicationCount(0));

    const csv = await page.evaluate(async () => (await fetch('/api/admin/export/applications/csv', { credentials: 'include' })).text());
    expect(csv.split('\n')[0]).toContain('Role,Role company,Job ID');
    expect(csv).toContain(title);
  });
});
