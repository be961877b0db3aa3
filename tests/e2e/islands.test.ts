import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { islandIsHydrated, settled, useBrowser, waitForIsland } from '../support/browser';

const browser = useBrowser();

/** Every JavaScript file the page requested, by path. */
function recordScripts(page: Page) {
  const files: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) files.push(url.pathname);
  });
  return files;
}

async function openRecording(path: string, options: { firstVisit?: boolean } = {}) {
  // Record from the first request: open a blank page, attach the listener, then navigate.
  const page = await browser.open('about:blank', options);
  const files = recordScripts(page);
  await page.goto(path);
  await settled(page);
  return { page, files };
}

/** Where the page's first contentful paint and the start of each script request fall, in the page's own clock. */
async function paintAndScriptStarts(page: Page) {
  return page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
}

const COOKIE_SCRIPT = /^\/_astro\/cookie-script-[\w-]+\.js$/;
const JOB_SEARCH = /\/_astro\/job-search-[\w-]+\.js$/;

describe('islands load only when needed', () => {
  it.each(['/terms-of-service', '/privacy-notice', '/areas/exeter', '/team'])(
    'a returning visitor on %s downloads only the cookie script, after the first paint',
    async (path) => {
      const { page, files } = await openRecording(path);
      expect(files).toEqual([expect.stringMatching(COOKIE_SCRIPT)]);
      const { paint, scripts } = await paintAndScriptStarts(page);
      expect(scripts).toHaveLength(1);
      expect(scripts[0].start).toBeGreaterThan(paint);
    },
  );

  it('a first visit requests no script before its first paint: the cookie dialog is HTML, its script comes after', async () => {
    const { page, files } = await openRecording('/terms-of-service', { firstVisit: true });
    await page.getByRole('dialog', { name: 'Cookie Preferences' }).waitFor();
    // Its script has run: it makes the dialog modal.
    await page.waitForFunction(() => document.getElementById('cookie-consent')?.matches(':modal'));
    expect(files).toEqual([expect.stringMatching(COOKIE_SCRIPT)]);
    const { paint, scripts } = await paintAndScriptStarts(page);
    expect(scripts[0].start).toBeGreaterThan(paint);
  });
});

describe('/jobs', () => {
  it('a first visit without a search requests no script before its first paint; the search arrives after it and works', async () => {
    const { page, files } = await openRecording('/jobs', { firstVisit: true });
    await page.waitForFunction(() => document.querySelector('[data-job-search]')?.hasAttribute('data-search'));
    const { paint, scripts } = await paintAndScriptStarts(page);
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) expect(script.start, script.path).toBeGreaterThan(paint);
    expect(files).toContainEqual(expect.stringMatching(JOB_SEARCH));
  });

  it('a choice made before the search arrives is searched once it does, as a step Back undoes', async () => {
    const page = await browser.open('about:blank');
    // The search script is held back until the choice is made.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(JOB_SEARCH, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/jobs');
    await page.getByLabel('Workplace').selectOption('hybrid');
    release();
    await page.waitForURL(/\/jobs\?workplace=hybrid$/);
    await page.locator('[data-job-count]', { hasText: /^1 job$/ }).waitFor();
    await page.goBack();
    await page.waitForURL(/\/jobs$/);
    await page.locator('[data-job-count]', { hasText: /^6 jobs$/ }).waitFor();
    expect(await page.getByLabel('Workplace').inputValue()).toBe('');
  });
});

describe('career quiz', () => {
  it('loads no script until someone reaches for it, and a tap made before its code arrives still answers', async () => {
    const { page, files } = await openRecording('/career-quiz');
    const total = Number((await page.getByText(/^Question 1 of \d+$/).textContent())!.split(' of ')[1]);
    expect(files.filter((file) => !COOKIE_SCRIPT.test(file))).toEqual([]);
    // A tap: a click with no pointer over the island before it, so the click itself starts the loading.
    await page.locator('ul button').first().dispatchEvent('click');
    await page.getByText(`Question 2 of ${total}`).waitFor();
    expect(await page.getByText(`1 of ${total} answered`).count()).toBe(1);
    expect(files).toContain('/_islands/QuizIsland.js');
  });

  it('tries again when its code did not arrive: a later tap loads it and is answered', async () => {
    const { page, files } = await openRecording('/career-quiz');
    let refused = 0;
    await page.route('**/_islands/QuizIsland.js*', (route) => (refused++ === 0 ? route.abort('connectionreset') : route.continue()));
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/_islands/QuizIsland.js'));
    const firstAnswer = page.locator('ul button').first();
    await firstAnswer.dispatchEvent('click');
    await failed;
    expect(await page.getByText(/^Question 1 of/).isVisible()).toBe(true);
    // Tap again until the quiz answers: a tap while the failed load is still being given up is held. The
    // quiz may answer between the check and the tap, which then answers question 2 too: any answer counts.
    await expect
      .poll(
        async () => {
          if (await page.getByText(/^Question 1 of/).isVisible()) await firstAnswer.dispatchEvent('click');
          return (await page.getByText(/^[1-9]\d* of \d+ answered$/).isVisible()) || `not yet; scripts asked for: ${files.join(', ')}`;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  });
});

describe('relative times', () => {
  const RELATIVE_TIMES = /^\/_astro\/relative-times-[\w-]+\.js$/;
  // /jobs also loads its search's module (JobSearchScript.astro); no other page script.
  it.each([
    ['/jobs', [COOKIE_SCRIPT, RELATIVE_TIMES, JOB_SEARCH]],
    ['/blog', [COOKIE_SCRIPT, RELATIVE_TIMES]],
  ])('%s loads the relative times module, fetched by an inline loader when idle, and no other page script', async (path, expected) => {
    const { page, files } = await openRecording(path);
    await page.locator('time', { hasText: / ago$/ }).first().waitFor();
    await settled(page);
    expect(files.sort()).toEqual(expect.arrayContaining(expected.map((file) => expect.stringMatching(file))));
    expect(files).toHaveLength(expected.length);
  });
});

describe('waitForIsland', () => {
  it('returns once React has hydrated the island, not before', async () => {
    const page = await browser.open('/');
    const form = page.getByRole('form', { name: 'CV application' });
    const island = form.locator('xpath=ancestor::*[@data-island][1]');
    // Hydrated once visible: far below the fold, the application form is still server HTML.
    expect(await island.evaluate(islandIsHydrated)).toBe(false);
    await waitForIsland(form);
    expect(await island.evaluate(islandIsHydrated)).toBe(true);
    // React handles the submission: the form's own messages, no navigation.
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await form.getByText('CV file is required').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe('typed before the island hydrates', () => {
  it('the application form keeps the fields and the CV chosen while its script was still on its way', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const page = await browser.open('about:blank');
    // The islands' scripts arrive late, as on a slow phone: the visitor starts on the server's form.
    await page.route('**/_astro/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/');
    const form = page.getByRole('form', { name: 'CV application' });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('First Name').fill('Early');
    await form.getByLabel('About You').fill('Typed before the script came.');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'early.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 early') });
    release();
    await waitForIsland(form);
    expect(await form.getByLabel('First Name').inputValue()).toBe('Early');
    expect(await form.getByLabel('About You').inputValue()).toBe('Typed before the script came.');
    await form.getByTestId('cv-file-name').waitFor();
    expect(await form.getByTestId('cv-file-name').textContent()).toBe('early.pdf');
  });
});
