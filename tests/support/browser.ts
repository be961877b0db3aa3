import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** Debian's Chromium, started with the flags this machine needs (no network beyond loopback). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
}

/** Waits until the React island around an element has hydrated (Astro drops the island's `ssr` attribute then). */
export async function waitForIsland(element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  await element.locator('xpath=ancestor::astro-island[not(@ssr)]').first().waitFor({ state: 'attached' });
}

export const MOBILE_VIEWPORT = { width: 390, height: 844 } as const;
export const DESKTOP_VIEWPORT = { width: 1280, height: 900 } as const;

/** A stored cookie choice, so pages open without the first-visit dialog unless a test wants it. */
const CONSENT_GIVEN = JSON.stringify({
  preferences: { essential: true, analytics: false, marketing: false, functional: false },
  timestamp: '2026-11-01T00:00:00.000Z',
});

/**
 * One browser per test file; `open()` gives a fresh context on the preview site, as a returning visitor
 * who has answered the cookie dialog (`firstVisit: true` for one who has not).
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  });
  return {
    baseUrl: () => inject('baseUrl'),
    async open(path: string, options: { viewport?: { width: number; height: number }; firstVisit?: boolean } = {}): Promise<Page> {
      const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: options.viewport ?? DESKTOP_VIEWPORT });
      contexts.push(context);
      if (!options.firstVisit) {
        // Only on the first document of the context, so a test can still clear it and reload.
        await context.addInitScript((consent) => {
          if (!sessionStorage.getItem('e2e-seeded')) {
            sessionStorage.setItem('e2e-seeded', '1');
            localStorage.setItem('cookie-consent', consent);
          }
        }, CONSENT_GIVEN);
      }
      const page = await context.newPage();
      await page.goto(path);
      return page;
    },
  };
}
