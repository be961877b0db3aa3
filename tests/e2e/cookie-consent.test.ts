import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settled, useBrowser } from '../support/browser';

const browser = useBrowser();

type Preferences = { essential: boolean; analytics: boolean; marketing: boolean; functional: boolean };

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Cookie Preferences' });

/**
 * Visible, and its script has run (it makes the dialog modal), so a choice is stored as it is clicked.
 * A choice made before that is stored when the script arrives (tested on its own below).
 */
async function dialogReady(page: Page) {
  await dialogOf(page).waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.getElementById('cookie-consent')?.matches(':modal'));
}

async function openFirstVisit(path = '/') {
  const page = await browser.open(path, { firstVisit: true });
  await dialogReady(page);
  return { page, dialog: dialogOf(page) };
}

async function storedRaw(page: Page) {
  return page.evaluate(() => localStorage.getItem('cookie-consent'));
}

/** The stored record, checked for its exact shape: { preferences: {4 booleans}, timestamp: ISO string }. */
async function storedRecord(page: Page, madeAfter: Date) {
  const raw = await storedRaw(page);
  expect(raw, 'a cookie-consent record in localStorage').not.toBeNull();
  const record = JSON.parse(raw!) as { preferences: Preferences; timestamp: string };
  expect(Object.keys(record).sort()).toEqual(['preferences', 'timestamp']);
  expect(Object.keys(record.preferences).sort()).toEqual(['analytics', 'essential', 'functional', 'marketing']);
  for (const value of Object.values(record.preferences)) expect(typeof value).toBe('boolean');
  expect(new Date(record.timestamp).toISOString()).toBe(record.timestamp);
  const time = Date.parse(record.timestamp);
  expect(time).toBeGreaterThanOrEqual(madeAfter.getTime() - 1000);
  expect(time).toBeLessThanOrEqual(Date.now() + 1000);
  return record;
}

describe('cookie preferences dialog', () => {
  it.each(['/', '/areas/exeter', '/terms-of-service'])('shows on a first visit to %s, with the three choices', async (path) => {
    const { page, dialog } = await openFirstVisit(path);
    for (const name of ['Accept All', 'Accept Essential Only', 'Customize']) {
      expect(await dialog.getByRole('button', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await dialog.getByRole('link', { name: 'Privacy Notice' }).getAttribute('href')).toBe('/privacy-notice');
    expect(await storedRaw(page)).toBeNull();
  });

  it('is in the HTML: shown, and its choices work, before its script has run', async () => {
    const page = await browser.open('about:blank', { firstVisit: true });
    // The dialog's behaviour is a module the page fetches once it has painted: hold it back until the
    // visitor has chosen, as a slow connection would.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(
      (url) => /^\/_astro\/cookie-script-[\w-]+\.js$/.test(url.pathname),
      async (route) => {
        requested = true;
        await held;
        await route.continue();
      },
    );
    const before = new Date();
    await page.goto('/career-quiz');
    const dialog = dialogOf(page);
    await dialog.waitFor({ state: 'visible' });
    await expect.poll(() => requested).toBe(true);
    await dialog.getByRole('button', { name: 'Accept All' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await storedRaw(page)).toBeNull();

    release();
    await page.waitForFunction(() => localStorage.getItem('cookie-consent') !== null);
    expect((await storedRecord(page, before)).preferences).toEqual({ essential: true, analytics: true, marketing: true, functional: true });
  });

  it('once its script runs, is modal: focus inside, Tab stays inside, Escape closes without saving', async () => {
    const { page, dialog } = await openFirstVisit('/team');
    const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('#cookie-consent')));
    expect(await focusInDialog()).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(), `after ${i + 1} Tab presses`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await storedRaw(page)).toBeNull();
  });

  it('is not shown without JavaScript, which could store no choice; the page is usable', async () => {
    const page = await browser.open('/', { firstVisit: true, javaScriptEnabled: false });
    await page.locator('main h1').waitFor();
    expect(await dialogOf(page).count()).toBe(0);
    // Nothing covers the page: the header's first link is what a click at its centre reaches.
    const link = page.locator('header a').first();
    const box = (await link.boundingBox())!;
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href'), {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(hit).toBe(await link.getAttribute('href'));
  });

  it('Accept All stores every category as allowed and does not ask again', async () => {
    const before = new Date();
    const { page, dialog } = await openFirstVisit();
    await dialog.getByRole('button', { name: 'Accept All' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const record = await storedRecord(page, before);
    expect(record.preferences).toEqual({ essential: true, analytics: true, marketing: true, functional: true });

    await page.reload();
    await settled(page);
    expect(await dialogOf(page).count()).toBe(0);
  });

  it('Accept Essential Only stores only essential as allowed', async () => {
    const before = new Date();
    const { page, dialog } = await openFirstVisit();
    await dialog.getByRole('button', { name: 'Accept Essential Only' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const record = await storedRecord(page, before);
    expect(record.preferences).toEqual({ essential: true, analytics: false, marketing: false, functional: false });
  });

  it('Customize shows essential on and locked, the others off; Save Preferences stores exactly the toggles', async () => {
    const before = new Date();
    const { page, dialog } = await openFirstVisit();
    await dialog.getByRole('button', { name: 'Customize' }).click();

    const essential = dialog.getByRole('switch', { name: 'Essential' });
    expect(await essential.getAttribute('aria-checked')).toBe('true');
    expect(await essential.isDisabled()).toBe(true);
    for (const name of ['Analytics', 'Marketing', 'Functional']) {
      const toggle = dialog.getByRole('switch', { name });
      expect(await toggle.getAttribute('aria-checked'), name).toBe('false');
      expect(await toggle.isEnabled(), name).toBe(true);
    }
    // Clicking the locked switch changes nothing.
    await essential.click({ force: true });
    expect(await essential.getAttribute('aria-checked')).toBe('true');

    await dialog.getByRole('switch', { name: 'Marketing' }).click();
    expect(await dialog.getByRole('switch', { name: 'Marketing' }).getAttribute('aria-checked')).toBe('true');
    expect(await storedRaw(page), 'nothing is stored before saving').toBeNull();

    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const record = await storedRecord(page, before);
    expect(record.preferences).toEqual({ essential: true, analytics: false, marketing: true, functional: false });
  });

  it('Back returns from the detail view to the first view without saving', async () => {
    const { page, dialog } = await openFirstVisit();
    await dialog.getByRole('button', { name: 'Customize' }).click();
    await dialog.getByRole('switch', { name: 'Analytics' }).click();
    await dialog.getByRole('button', { name: 'Back' }).click();
    expect(await dialog.getByRole('switch').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Accept All' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Save Preferences' }).count()).toBe(0);
    expect(await storedRaw(page)).toBeNull();
  });

  it('the close icon hides the dialog without saving, so it shows again on reload', async () => {
    const { page, dialog } = await openFirstVisit();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await storedRaw(page)).toBeNull();

    await page.reload();
    await dialogOf(page).waitFor({ state: 'visible' });
  });

  it.each(['/', '/areas/exeter', '/privacy-notice'])('does not show on %s when a choice is stored', async (path) => {
    const page = await browser.open(path);
    expect(await storedRaw(page)).not.toBeNull();
    await settled(page);
    expect(await dialogOf(page).count()).toBe(0);
  });

  it('shows again when the stored record is unreadable', async () => {
    const page = await browser.open('/team', { firstVisit: true });
    await page.evaluate(() => localStorage.setItem('cookie-consent', '{"preferences":'));
    await page.reload();
    await dialogOf(page).waitFor({ state: 'visible' });
  });

  it("the footer's Cookie Settings clears the stored choice and reloads, showing the dialog again", async () => {
    const page = await browser.open('/terms-of-service');
    expect(await storedRaw(page)).not.toBeNull();
    await settled(page);
    expect(await dialogOf(page).count()).toBe(0);

    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    await page.locator('footer').getByRole('button', { name: 'Cookie Settings' }).click();
    await dialogReady(page);
    expect(navigations, 'the page reloaded').toHaveLength(1);
    expect(new URL(navigations[0]!).pathname).toMatch(/^\/terms-of-service\/?$/);
    expect(await storedRaw(page)).toBeNull();

    // And the new choice is stored as usual.
    const before = new Date();
    await dialogOf(page).getByRole('button', { name: 'Accept Essential Only' }).click();
    expect((await storedRecord(page, before)).preferences).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
  });
});
