import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { MOBILE_VIEWPORT, useBrowser } from '../support/browser';
import { queryPreviewDatabase } from '../support/e2e-database';
import { realPdf } from '../support/files';
import { fillApplicationForm, fillContactForm } from '../support/forms';
import { mobileNav } from '../../src/config/navigation';
import { careerPaths } from '../../src/quiz/careerPaths';
import { publicQuestions } from '../../src/quiz/questions';
import { QUIZ_FORM_PATH } from '../../src/quiz/routes';
import { site } from '../../src/config/site';
import { APPLICATION_OUTCOME, CONFIRMATION_TEXT } from '../../src/texts/forms';
import { JOB_ALERT_FORM, JOB_ALERT_PAGES } from '../../src/texts/job-alerts';

/** The forms for a visitor whose browser runs no JavaScript: they post to the API and land on a page. */
const browser = useBrowser();
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

beforeEach(() => queryPreviewDatabase('delete from rate_limits'));

/** Every URL the page asks for or shows, to prove nothing typed ever appears in one. */
function watchUrls(page: Page): string[] {
  const urls: string[] = [page.url()];
  page.on('request', (r) => urls.push(r.url()));
  page.on('framenavigated', (frame) => frame === page.mainFrame() && urls.push(frame.url()));
  return urls;
}
const typed = (email: string) => ['Amelia', 'Hughes', 'Priya', '07700', 'SDRs', email, encodeURIComponent(email)];

describe('without JavaScript', () => {
  it('sends an application with its CV and shows that it was received; nothing typed is ever in a URL', async () => {
    const page = await browser.open('/#apply', { javaScriptEnabled: false });
    const urls = watchUrls(page);
    const form = page.getByRole('form', { name: 'CV application' });
    // The form's own request carries the file, so the smaller limit is said where the file is chosen.
    // (A CSS locator: Playwright's text and role engines skip what is inside <noscript>.)
    expect(await form.locator('noscript > p').textContent()).toBe('With JavaScript off, up to 4 MB.');
    expect(await form.locator('noscript > p').isVisible()).toBe(true);
    await fillApplicationForm(form, 'amelia.nojs@example.com');
    const cv = realPdf('Amelia without JavaScript');
    await form.locator('input[name="cv"]').setInputFiles({ name: 'Amelia NoJS CV.pdf', mimeType: 'application/pdf', buffer: cv });
    await form.getByText('A file is chosen and will be sent with your application.').waitFor();
    await form.getByRole('button', { name: 'Submit Application' }).click();

    await page.waitForURL('**/application-received');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Application Submitted!');
    await page.getByText("We'll review your application and contact you within 48 hours.").first().waitFor();
    const [row] = await queryPreviewDatabase<{
      first_name: string;
      interest: string;
      consent: boolean;
      cv_file_name: string;
      data: Buffer;
    }>(
      'select a.first_name, a.interest, a.consent, a.cv_file_name, f.data from applications a join cv_files f on f.application_id = a.id where a.email = $1',
      ['amelia.nojs@example.com'],
    );
    expect(row).toMatchObject({ first_name: 'Amelia', interest: 'tech', consent: true, cv_file_name: 'Amelia NoJS CV.pdf' });
    expect(sha256(row.data)).toBe(sha256(cv));
    for (const url of urls) for (const text of typed('amelia.nojs@example.com')) expect(url).not.toContain(text);
  });

  it('sends an enquiry and shows that it was received; nothing typed is ever in a URL', async () => {
    const page = await browser.open('/#contact', { javaScriptEnabled: false });
    const urls = watchUrls(page);
    const form = page.getByRole('form', { name: 'Contact us' });
    await fillContactForm(form, 'priya.nojs@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await page.waitForURL('**/message-received');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Message Sent!');
    await page.getByText("We'll get back to you soon.").first().waitFor();
    expect(await queryPreviewDatabase('select subject from contacts where email = $1', ['priya.nojs@example.com'])).toEqual([
      { subject: 'employer' },
    ]);
    for (const url of urls) for (const text of typed('priya.nojs@example.com')) expect(url).not.toContain(text);
  });

  it('reads and posts comments on a page of their own; nothing typed is ever in a URL', async () => {
    const page = await browser.open('/blog/why-psychology-graduates-make-great-salespeople', { javaScriptEnabled: false });
    const urls = watchUrls(page);
    // The island cannot load its list without JavaScript: it is hidden rather than 'Loading...' for ever.
    expect(await page.getByText('Loading comments...').isVisible()).toBe(false);
    await page.getByRole('link', { name: 'read the comments and leave one' }).click();
    await page.getByRole('heading', { level: 1, name: /Comments? on “Why Psychology Graduates/ }).waitFor();
    const form = page.getByRole('form', { name: 'Leave a Comment' });
    await form.getByLabel('Name', { exact: true }).fill('Priya NoJS');
    await form.getByLabel('Email', { exact: true }).fill('priya.nojs@example.com');
    await form.getByLabel('Comment', { exact: true }).fill('Posted from a browser without JavaScript.');
    await form.getByRole('button', { name: 'Post Comment' }).click();
    await page.waitForURL('**/comment-received');
    await page.getByRole('heading', { level: 1, name: 'Comment submitted!' }).waitFor();
    await page.getByText('Your comment has been submitted for review and will appear once approved.').waitFor();
    const rows = await queryPreviewDatabase<{ author_name: string; is_approved: boolean }>(
      'select author_name, is_approved from comments where author_email = $1',
      ['priya.nojs@example.com'],
    );
    expect(rows).toEqual([{ author_name: 'Priya NoJS', is_approved: false }]);
    for (const url of urls) for (const text of ['Priya', 'priya.nojs', 'without JavaScript']) expect(url).not.toContain(text);
  });

  it('after applying for a job, offers one alert, and Back from its sign-up shows the received page again', async () => {
    const page = await browser.open('/jobs/1#apply', { javaScriptEnabled: false });
    const form = page.getByRole('form', { name: 'CV application' });
    await fillApplicationForm(form, 'back.nojs@example.com');
    await form
      .locator('input[name="cv"]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: realPdf('Back without JS') });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await page.waitForURL('**/application-received/1');
    const heading = page.getByRole('heading', { level: 1, name: APPLICATION_OUTCOME.success.title });
    await heading.waitFor();
    const offers = page.getByRole('region', { name: JOB_ALERT_FORM.heading });
    expect(await offers.count()).toBe(1);
    await offers.getByLabel('Email address').fill('back.nojs@example.com');
    await offers.getByRole('checkbox').check();
    await offers.getByRole('button', { name: JOB_ALERT_FORM.submit }).click();
    await page.getByRole('heading', { name: JOB_ALERT_PAGES.checkEmail.title }).waitFor();
    // The alert's page wears the site's header and footer, and the phone and email are links.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).waitFor();
    expect(await page.locator(`footer a[href="tel:${site.phone}"]`).count()).toBe(1);
    await page.goBack();
    await heading.waitFor();
    await page.getByText(CONFIRMATION_TEXT.referenceInReceipt).waitFor();
    expect(await page.getByRole('region', { name: JOB_ALERT_FORM.heading }).count()).toBe(1);
  });

  it('lists the problems on a page, and Back returns to the form with what was typed', async () => {
    const page = await browser.open('/#apply', { javaScriptEnabled: false });
    const form = page.getByRole('form', { name: 'CV application' });
    await form.getByLabel('First Name').fill('Amelia');
    await form.getByLabel('Email Address').fill('amelia@');
    await form.getByLabel('Psychology Degree').selectOption('phd');
    await form.getByLabel('About You').fill('Kept across the round trip.');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/applications'));
    await form.getByRole('button', { name: 'Submit Application' }).click();
    expect((await answer).status()).toBe(400);

    await page.getByRole('heading', { name: 'Submission Failed' }).waitFor();
    const problems = await page.getByRole('listitem').allTextContents();
    expect(problems).toEqual(
      expect.arrayContaining([
        'Last Name: Last name is required',
        'Email Address: Valid email is required',
        'Upload CV: CV file is required',
        'Privacy notice consent: Please agree to the privacy notice so we can process your application',
      ]),
    );
    expect(problems.some((p) => p.startsWith('First Name'))).toBe(false);
    expect(await queryPreviewDatabase('select 1 from applications where email = $1', ['amelia@'])).toHaveLength(0);

    await page.goBack();
    const back = page.getByRole('form', { name: 'CV application' });
    await expect(back.getByLabel('First Name').inputValue()).resolves.toBe('Amelia');
    await expect(back.getByLabel('Email Address').inputValue()).resolves.toBe('amelia@');
    await expect(back.getByLabel('Psychology Degree').inputValue()).resolves.toBe('phd');
    await expect(back.getByLabel('About You').inputValue()).resolves.toBe('Kept across the round trip.');
  });

  it('takes the career quiz: every question on one form, the results on a page, the answers never in a URL', async () => {
    const page = await browser.open('/career-quiz', { javaScriptEnabled: false });
    const urls = watchUrls(page);
    // The island's first question, whose buttons need JavaScript, is not shown: a link to the one-page form is.
    expect(await page.locator('.quiz-island').isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Answer All Questions on One Page' }).click();
    await page.waitForURL(`**${QUIZ_FORM_PATH}`);
    const form = page.getByRole('form', { name: 'Career quiz' });
    const questions = form.getByRole('group');
    const count = await questions.count();
    expect(count).toBe(publicQuestions().length);
    for (let i = 0; i < count; i++) await questions.nth(i).getByRole('radio').last().check();
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/career-quiz/analyze'));
    await form.getByRole('button', { name: 'See My Results' }).click();
    expect((await answer).status()).toBe(200);

    await page.getByText(/^\d{1,3}% match$/).waitFor();
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    expect(Object.values(careerPaths).map((p) => p.title)).toContain(title);
    expect(await page.getByRole('link', { name: 'Retake Assessment' }).getAttribute('href')).toBe(QUIZ_FORM_PATH);
    await page.getByRole('link', { name: 'View Relevant Jobs' }).click();
    // Searched for the path found: the API writes the filtered list (netlify.toml), which finds its roles.
    await page.waitForURL((url) => url.pathname === '/jobs' && url.searchParams.has('q'));
    expect(await page.locator('[data-job-card]').count()).toBeGreaterThan(0);
    for (const url of urls) expect(url).not.toMatch(/[?&]\d+=/);
  });

  it('searches jobs with the plain GET form, and a shared search shows the filtered list', async () => {
    const page = await browser.open('/jobs', { javaScriptEnabled: false });
    const search = page.getByRole('search');
    await search.getByLabel('Keywords').fill('sales');
    await search.getByLabel('Workplace').selectOption('hybrid');
    await search.getByRole('button', { name: 'Search' }).click();
    // The empty fields are dropped from the address, which is the one to share.
    await page.waitForURL((url) => url.pathname === '/jobs' && url.search === '?q=sales&workplace=hybrid');
    const titles = () => page.locator('[data-job-card] h2').allTextContents();
    expect(await titles()).toEqual(['Graduate Business Development Representative']);
    expect(await page.locator('[data-job-count]').textContent()).toBe('1 job');
    expect(await page.getByLabel('Keywords').inputValue()).toBe('sales');
    expect(await page.getByLabel('Workplace').inputValue()).toBe('hybrid');

    const shared = await browser.open('/jobs?q=sales&salary=25000', { javaScriptEnabled: false });
    // Named for the words first; the trainee's £24,000 base is below the minimum.
    expect(await shared.locator('[data-job-card] h2').allTextContents()).toEqual([
      'Healthcare Sales Associate',
      'Graduate Business Development Representative',
    ]);
    // The remote role states no salary: left out, and said so.
    expect(await shared.locator('[data-not-comparable]').textContent()).toContain('1 more job matches but states no yearly salary');
    await shared.getByRole('link', { name: 'Show it too' }).click();
    await shared.waitForURL(/\/jobs\?q=sales$/);
    expect(await shared.locator('[data-job-card]').count()).toBe(4);
  });

  it('on a phone, the menu opens and closes and its links lead to the pages', async () => {
    const page = await browser.open('/blog', { javaScriptEnabled: false, viewport: MOBILE_VIEWPORT });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    expect(await menu.isVisible()).toBe(false);
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    await menu.waitFor();
    const links = menu.getByRole('link');
    expect(await links.evaluateAll((as) => as.map((a) => [a.textContent!.trim(), a.getAttribute('href')]))).toEqual([
      ...mobileNav.map((item) => [item.label, item.href]),
      ['Send Your CV', '/#apply'],
    ]);
    await button.click();
    await menu.waitFor({ state: 'hidden' });

    await button.click();
    await menu.getByRole('link', { name: 'Jobs' }).click();
    await page.waitForURL('**/jobs');
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  });
});
