import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT, useBrowser, waitForIsland } from '../support/browser';

const browser = useBrowser();

const PAGES = [
  '/',
  '/areas/exeter',
  '/jobs',
  '/jobs/1',
  '/career-quiz',
  '/career-quiz/all-questions',
  '/team',
  '/terms-of-service',
  '/privacy-notice',
  '/career-resources',
  '/application-received',
  '/blog',
  '/blog/why-psychology-graduates-make-great-salespeople',
];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Axe's findings as short lines (rule, impact, the first few offending elements), so a failure reads well. */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`)
        .join('\n'),
  );
}

/** Loaded, with every island hydrated: islands that wait to be visible are scrolled into view first. */
async function ready(page: Page) {
  await page.waitForLoadState('networkidle');
  const islands = page.locator('[data-island][data-when="visible"]');
  for (let i = 0; i < (await islands.count()); i++) await waitForIsland(islands.nth(i).locator('> *').first());
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForLoadState('networkidle');
}

describe.each([
  ['desktop 1280 px', DESKTOP_VIEWPORT],
  ['phone 390 px', MOBILE_VIEWPORT],
])('accessibility at %s', (_label, viewport) => {
  it.each(PAGES)('%s has no axe violations', async (path) => {
    const page = await browser.open(path, { viewport });
    await ready(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('/ with the cookie dialog open on a first visit has no axe violations', async () => {
    const page = await browser.open('/', { viewport, firstVisit: true });
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await dialog.waitFor({ state: 'visible' });
    // Its script has run (the dialog is then modal), so Customize below works.
    await page.waitForFunction(() => document.getElementById('cookie-consent')?.matches(':modal'));
    await ready(page);
    expect(await axeViolations(page)).toEqual([]);

    // And the detail view, with its switches.
    await dialog.getByRole('button', { name: 'Customize' }).click();
    await dialog.getByRole('switch', { name: 'Analytics' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('/ with the mobile menu open has no axe violations', async () => {
    const page = await browser.open('/', { viewport });
    await ready(page);
    const button = page.locator('[data-menu-button]');
    if (await button.isVisible()) {
      await button.click();
      await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('document structure', () => {
  it.each(PAGES)('%s has exactly one h1, and every image has alt text and a width and height', async (path) => {
    const page = await browser.open(path);
    await ready(page);
    expect(await page.locator('h1').count()).toBe(1);
    const images = await page.locator('img').evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: img.getAttribute('src'),
        alt: img.getAttribute('alt'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
      })),
    );
    for (const img of images) {
      expect(img.alt, `alt on ${img.src}`).not.toBeNull();
      expect(img.width, `width on ${img.src}`).toMatch(/^\d+$/);
      expect(img.height, `height on ${img.src}`).toMatch(/^\d+$/);
    }
  });
});
