import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBrowser } from '../support/browser';
import { axeViolations } from '../support/axe';
import { E2E_ADMIN, openSignedIn, signIn, toastText } from '../support/e2e-admin';
import { TAB_LOADED, TABS } from '../support/e2e-dashboard';
import { queryPreviewDatabase } from '../support/e2e-database';
import { realPdf } from '../support/files';
import { validApplication } from '../support/application-request';
import { LOGIN_THROTTLE } from '../../src/auth/throttle';
import { ADMIN_BUNDLE_DIR, ADMIN_BUNDLE_PATH } from '../../src/config/admin-bundle';
import { SAVED_NOTES, siteUpdateText } from '../../src/texts/site-updates';
import { downloadedBytes } from '../support/downloads';

// Each test signs in and makes several API calls through preview: give them room on a loaded machine.
vi.setConfig({ testTimeout: 180_000 });

const browser = useBrowser();
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
// Every browser test comes from 127.0.0.1: start each from clean throttles and rate limits.
beforeEach(async () => {
  await queryPreviewDatabase('delete from login_failures');
  await queryPreviewDatabase('delete from rate_limits');
});

// Leave the shared database as seeded for the other test files (the blog tests count published posts).
afterAll(async () => {
  await queryPreviewDatabase("delete from blog_posts where slug like 'e2e-%'");
  await queryPreviewDatabase("delete from jobs where title like 'E2E %'");
  await queryPreviewDatabase("delete from comments where author_name = 'E2E Commenter'");
});

/** Opens /admin at a tab, signed in. */
const openDashboard = (hash = '') => openSignedIn(browser, `/admin${hash}`, `Welcome, ${E2E_ADMIN.firstName}`);

describe('sign-in', () => {
  it('serves the sign-in form as HTML, loading no script until it is used, and refuses a wrong password with the spec toast', async () => {
    const html = await (await fetch(`${browser.baseUrl()}/admin`)).text();
    expect(html).toMatch(/<form id="admin-sign-in-form" method="post" action="\/api\/auth\/login" aria-label="Admin sign-in"/);
    // The app's root holds only its (hidden) loading state: nothing signed-in is ever in the HTML.
    const adminRoot = html.slice(html.indexOf('id="admin-root"'), html.indexOf('</main>'));
    expect(adminRoot).toMatch(/^id="admin-root" data-page="dashboard" hidden/);
    expect(adminRoot).toContain('Loading admin dashboard...');
    expect(adminRoot).not.toMatch(/<form|<input/);
    expect(html).toContain('<meta name="robots" content="noindex"');

    const scripts: string[] = [];
    const page = await browser.open('/admin', {
      beforeLoad: async (p) => p.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url())),
    });
    const form = page.getByRole('form', { name: 'Admin sign-in' });
    await form.waitFor();
    expect(await page.getByText('Loading admin dashboard...').isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    // None of the dashboard's: the cookie script, which every page fetches once painted, may have come.
    expect(scripts.filter((url) => !/\/_astro\/cookie-script-[\w-]+\.js$/.test(url))).toEqual([]);

    // The first submission arrives before the bundle: it is held for it, then validated by the schema.
    await form.getByRole('button', { name: 'Sign In' }).click();
    await form.getByText('Please enter a valid email address').waitFor();
    await form.getByText('Password is required').waitFor();
    expect(scripts).toContain(`${browser.baseUrl()}${ADMIN_BUNDLE_PATH}`);
    expect(await form.getByLabel('Email').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await form.getByLabel('Email').getAttribute('aria-describedby')).toBe('login-email-error');

    await form.getByLabel('Email').fill(E2E_ADMIN.email);
    await form.getByText('Please enter a valid email address').waitFor({ state: 'hidden' });
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Sign In' }).click();
    expect(await toastText(page)).toBe('[destructive] Login failedInvalid email or password');
    await expect(form.getByLabel('Email').inputValue()).resolves.toBe(E2E_ADMIN.email);
  });

  it('signs in without JavaScript: the form posts to the API, which sets the session and sends the browser to /admin', async () => {
    const page = await browser.open('/admin', { javaScriptEnabled: false });
    const form = page.getByRole('form', { name: 'Admin sign-in' });
    // Playwright's text locators skip <noscript>; the browser's own rendering of it is what a visitor reads.
    expect(await page.locator('#admin-sign-in').innerText()).toContain('You can sign in without JavaScript, but the dashboard needs it');

    await form.getByLabel('Email').fill(E2E_ADMIN.email);
    await form.getByLabel('Password').fill('not-the-password');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await form.getByRole('button', { name: 'Sign In' }).click();
    expect((await refused).status()).toBe(401);
    await page.getByRole('heading', { name: 'Login failed' }).waitFor();
    await page.getByText('Invalid email or password').waitFor();
    expect(await page.context().cookies()).toEqual([]);

    await page.goBack();
    await form.getByLabel('Password').fill(E2E_ADMIN.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin');
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => [c.name, c.httpOnly, c.sameSite, c.path]).sort()).toEqual([
      ['admin_device', true, 'Strict', '/api/auth'],
      ['admin_session', true, 'Strict', '/'],
      ['admin_signed_in', false, 'Strict', '/'],
    ]);
    const user = await page.request.get('/api/auth/user');
    expect(await user.json()).toMatchObject({ email: E2E_ADMIN.email });
  });

  it('lets a browser that has signed in before back in while wrong passwords from elsewhere lock its email out', async () => {
    // Signed in on the form, which marks the browser (the device cookie).
    const page = await signIn(await browser.open('/admin'), `Welcome, ${E2E_ADMIN.firstName}`);
    await page.getByRole('button', { name: 'Log Out' }).click();
    expect(await toastText(page)).toBe('[default] Logged out successfully');
    const login = (password: string) =>
      fetch(`${browser.baseUrl()}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: E2E_ADMIN.email, password }),
      });
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) expect((await login(`wrong-${i}`)).status).toBe(401);
    // A browser that has not signed in before is kept out, even with the right password...
    expect((await login(E2E_ADMIN.password)).status).toBe(429);
    // ...this one is let in, from the same address.
    await signIn(page, `Welcome, ${E2E_ADMIN.firstName}`);
  });

  it('goes straight to the dashboard for someone signed in: the loading state, never the form', async () => {
    const page = await openDashboard();
    expect(await page.getByRole('form', { name: 'Admin sign-in' }).isVisible()).toBe(false);
  });

  it('signs in, shows the tabs (deep-linkable), says site updates are off, and signs out', async () => {
    const page = await openDashboard('#applications');
    expect(await page.getByRole('tab').allTextContents()).toEqual(TABS);
    expect(await page.getByRole('tab', { name: 'Applications' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'Overview' }).click();
    expect(new URL(page.url()).hash).toBe('#overview');
    await page.getByText('Total Jobs').waitFor();
    // In the office's words: preview has no build hook, so nothing updates the public site by itself.
    expect(await page.getByTestId('rebuild-status').textContent()).toBe(
      siteUpdateText({ state: 'off' }, { nextAttemptAt: null, lastRequestedAt: null }, String),
    );
    expect(await page.getByRole('link', { name: /Directory Helper/ }).getAttribute('target')).toBe('_blank');

    await page.getByRole('button', { name: 'Log Out' }).click();
    expect(await toastText(page)).toBe('[default] Logged out successfully');
    const form = page.getByRole('form', { name: 'Admin sign-in' });
    await form.waitFor();
    await expect(form.getByLabel('Password').inputValue()).resolves.toBe('');
    const user = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
    expect(user).toBe(401);
  });

  it('has no axe violations on any tab', async () => {
    const page = await openDashboard();
    for (const tab of TABS) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel').getByText(TAB_LOADED[tab]).first().waitFor();
      expect(await axeViolations(page), tab).toEqual([]);
    }
  });
});

describe('jobs', () => {
  it('creates a job with the default type, then edits and deactivates it', async () => {
    const page = await openDashboard('#jobs');
    await page.getByRole('button', { name: 'Add Job' }).click();
    const form = page.getByRole('form', { name: 'Add Job' });
    expect(await form.getByLabel('Job Type').inputValue()).toBe('Full-time');
    await form.getByLabel('Job Title').fill('E2E Inside Sales Graduate');
    await form.getByLabel('Company').fill('Browser Test Ltd');
    await form.getByLabel('Location').fill('Plymouth');
    await form.getByLabel('Description').fill('Call prospects and book meetings.');
    await form.getByLabel('Requirements').fill('A psychology degree');
    await form.getByLabel('Permanent or temporary').selectOption('Permanent');
    await form.getByLabel('Employer’s instruction').fill('Instructed by phone by Jane Doe, Head of Sales');
    await form.getByLabel('Contact Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Create Job' }).click();
    await form.getByText('Enter a valid email address').waitFor();
    await form.getByLabel('Contact Email').fill('jobs@browser-test.example.com');
    await form.getByRole('button', { name: 'Create Job' }).click();
    expect(await toastText(page)).toBe(`[default] Job created successfully${SAVED_NOTES.updatesOff}`);
    await form.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Edit E2E Inside Sales Graduate' }).click();
    const edit = page.getByRole('form', { name: 'Edit job: E2E Inside Sales Graduate' });
    expect(await edit.getByLabel('Location').inputValue()).toBe('Plymouth');
    await edit.getByLabel('Job Title').fill('E2E Senior Inside Sales');
    await edit.getByLabel('Job Type').selectOption('Remote');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    expect(await toastText(page)).toBe(`[default] Job updated successfully${SAVED_NOTES.updatesOff}`);

    await page.getByRole('button', { name: 'Deactivate E2E Senior Inside Sales' }).click();
    expect(await toastText(page)).toBe(`[default] Job deactivated successfully${SAVED_NOTES.updatesOff}`);
    await page.getByRole('button', { name: 'Activate E2E Senior Inside Sales' }).waitFor();
    const rows = await queryPreviewDatabase('select title, type, workplace, is_active, contact_email from jobs where company = $1', [
      'Browser Test Ltd',
    ]);
    // Choosing the type Remote made the workplace Remote too.
    expect(rows).toEqual([
      {
        title: 'E2E Senior Inside Sales',
        type: 'Remote',
        workplace: 'remote',
        is_active: false,
        contact_email: 'jobs@browser-test.example.com',
      },
    ]);
  });
});

describe('a session that ends mid-edit', () => {
  it('shows the sign-in form; signing back in brings the half-typed form back, and saving it then works', async () => {
    const page = await openDashboard('#jobs');
    await page.getByRole('button', { name: 'Add Job' }).click();
    const form = page.getByRole('form', { name: 'Add Job' });
    await form.getByLabel('Job Title').fill('E2E After Expiry');
    await form.getByLabel('Company').fill('Browser Test Four');
    await form.getByLabel('Location').fill('Exeter');
    await form.getByLabel('Description').fill('Call prospects and book meetings.');
    await form.getByLabel('Requirements').fill('A psychology degree');
    await form.getByLabel('Permanent or temporary').selectOption('Permanent');
    await form.getByLabel('Employer’s instruction').fill('Instructed by phone by Jane Doe, Head of Sales');
    await queryPreviewDatabase('delete from sessions');
    await form.getByRole('button', { name: 'Create Job' }).click();
    expect(await toastText(page)).toBe('[destructive] Failed to create jobPlease sign in to continue');
    const signInForm = page.getByRole('form', { name: 'Admin sign-in' });
    await signInForm.waitFor();
    expect(await form.isVisible()).toBe(false);

    await signIn(page, `Welcome, ${E2E_ADMIN.firstName}`);
    expect(await form.getByLabel('Job Title').inputValue()).toBe('E2E After Expiry');
    await form.getByRole('button', { name: 'Create Job' }).click();
    expect(await toastText(page)).toBe(`[default] Job created successfully${SAVED_NOTES.updatesOff}`);
    expect(await queryPreviewDatabase(`select title from jobs where company = 'Browser Test Four'`)).toEqual([
      { title: 'E2E After Expiry' },
    ]);
  });
});

describe('tabs', () => {
  it('keep a half-typed form across a look at another tab, and load their data again on return', async () => {
    const page = await openDashboard('#jobs');
    await page.getByRole('button', { name: 'Add Job' }).click();
    const title = page.getByRole('form', { name: 'Add Job' }).getByLabel('Job Title');
    await title.fill('E2E Across Tabs');
    await page.getByRole('tab', { name: 'Applications' }).click();
    await page.getByRole('tabpanel').getByText(TAB_LOADED.Applications).first().waitFor();
    expect(await title.isVisible()).toBe(false);
    await queryPreviewDatabase(
      `insert into jobs (title, company, location, type, description, requirements, engagement) values ('E2E Added Meanwhile', 'Browser Test Three', 'Exeter', 'Full-time', 'Sell.', 'A degree', 'permanent')`,
    );
    await page.getByRole('tab', { name: 'Jobs' }).click();
    await page.getByRole('button', { name: 'Edit E2E Added Meanwhile' }).waitFor();
    expect(await title.inputValue()).toBe('E2E Across Tabs');
    expect(new URL(page.url()).hash).toBe('#jobs');
  });
});

describe("the administrator's day", () => {
  it('on a phone, the site update and email panels are folded, so the tabs and what a tap opens are on the first screen', async () => {
    const viewport = { width: 390, height: 844 };
    const page = await openSignedIn(browser, '/admin#overview', `Welcome, ${E2E_ADMIN.firstName}`, { viewport });
    expect(await page.getByTestId('rebuild-state').textContent()).toBe('Updates off');
    expect(await page.getByTestId('rebuild-status').isVisible()).toBe(false);
    await page.getByRole('tab', { name: 'Blog' }).click();
    const add = page.getByRole('button', { name: 'Add Post' });
    await add.waitFor();
    const box = (await add.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    // Unfolded on request.
    await page.getByRole('heading', { name: 'Public site' }).click();
    await page.getByTestId('rebuild-status').waitFor();
  });
});

describe('applications and contacts', () => {
  it('sets an application’s status and downloads its CV (same SHA-256 as uploaded)', async () => {
    const cv = Buffer.concat([realPdf('E2E Applicant'), randomBytes(64 * 1024)]);
    const form = new FormData();
    form.set(
      'applicationData',
      JSON.stringify({ ...validApplication, firstName: 'Eddie', lastName: 'Twoe', email: 'eddie.e2e@example.com' }),
    );
    form.set('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'Eddie Twoe CV.pdf');
    expect((await fetch(`${browser.baseUrl()}/api/applications`, { method: 'POST', body: form })).status).toBe(201);

    const page = await openDashboard('#applications');
    await page.getByRole('searchbox', { name: 'Search applications' }).fill('eddie.e2e');
    await page.getByText('1–1 of 1 application').waitFor();
    expect(await page.getByTestId('admin-application').count()).toBe(1);
    await page.getByTestId('admin-application').getByRole('button', { name: 'Eddie Twoe' }).click();
    const card = page.getByRole('region', { name: 'Details of Eddie Twoe' });
    await card.getByRole('combobox', { name: 'Status of Eddie Twoe' }).selectOption('placed');
    await card.getByRole('button', { name: 'Save status of Eddie Twoe' }).click();
    expect(await toastText(page)).toBe('[default] Application status updatedEddie Twoe: Placed');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: 'Download CV of Eddie Twoe' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Eddie Twoe CV.pdf');
    expect(sha256(await downloadedBytes(download))).toBe(sha256(cv));
    expect(await queryPreviewDatabase(`select status from applications where email = 'eddie.e2e@example.com'`)).toEqual([
      { status: 'placed' },
    ]);
  });
});

describe('the public pages', () => {
  it('carry none of the admin code: it is one bundle, loaded only by /admin, its pages in chunks of their own', async () => {
    const dist = new URL('../../dist/', import.meta.url);
    const publicScripts = ['_astro/', '_islands/', '_islands/chunks/'].flatMap((dir) =>
      readdirSync(new URL(dir, dist))
        .filter((f) => f.endsWith('.js'))
        .map((f) => `${dir}${f}`),
    );
    expect(publicScripts.length).toBeGreaterThan(10);
    for (const file of publicScripts) {
      expect(readFileSync(new URL(file, dist), 'utf8'), file).not.toMatch(/Loading admin dashboard|Welcome to the admin dashboard/);
    }
    const entry = readFileSync(new URL(`.${ADMIN_BUNDLE_PATH}`, dist), 'utf8');
    expect(entry).toContain('Welcome to the admin dashboard');
    // The sign-in screen's bundle holds none of the signed-in pages: they come as chunks once signed in.
    expect(entry).not.toContain('Contact deleted successfully');
    const chunksDir = new URL(`.${ADMIN_BUNDLE_DIR}/chunks/`, dist);
    const adminChunks = readdirSync(chunksDir).map((f) => readFileSync(new URL(f, chunksDir), 'utf8'));
    expect(adminChunks.some((chunk) => chunk.includes('Contact deleted successfully'))).toBe(true);
    for (const path of ['index.html', 'jobs.html', 'blog.html', 'areas/exeter.html']) {
      expect(readFileSync(new URL(path, dist), 'utf8'), path).not.toContain(ADMIN_BUNDLE_PATH);
    }
    expect(readFileSync(new URL('admin.html', dist), 'utf8')).toContain(JSON.stringify(ADMIN_BUNDLE_PATH));
  });
});
