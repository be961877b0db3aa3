import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { CONSENT_KEY } from '../../src/lib/cookie-consent';
import { chromiumLaunchOptions, type LaunchOptions } from './chromium';
import { watchContentSecurityPolicy } from './csp-watch';

/**
 * The browser for a test file: the one the global setup started, shared by every file (a launch and close
 * of Chromium per file cost 2-3 s on a loaded machine), or, with other options than it was started with,
 * its own. Files run one at a time and each works in contexts of its own, so they share only the process.
 */
function fileBrowser(options: LaunchOptions): Promise<Browser> {
  return options.scrollbars ? chromium.launch(chromiumLaunchOptions(options)) : chromium.connect(inject('browserEndpoint'));
}

/**
 * True (run in the page) once React has committed the hydration of an island (src/islands). React hydrates
 * in a transition, after its root is made: a click or drop before that is lost or, on a form, becomes the
 * browser's own submission. So this reads React's root: its current state is no longer dehydrated once
 * hydration has committed.
 */
export function islandIsHydrated(island: Element | null): boolean {
  if (!island) return false;
  const key = Object.keys(island).find((k) => k.startsWith('__reactContainer$'));
  type HostRoot = { stateNode?: { current?: { child: unknown; memoizedState?: { isDehydrated?: boolean } } } };
  const current = key ? (island as unknown as Record<string, HostRoot | undefined>)[key]?.stateNode?.current : undefined;
  return Boolean(current?.child && current.memoizedState?.isDehydrated === false);
}

/** Waits until the React island around an element has hydrated and can be used (islandIsHydrated). */
export async function waitForIsland(element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  const island = element.locator('xpath=ancestor::*[@data-island][1]');
  await island.waitFor({ state: 'attached' });
  await element.page().waitForFunction(islandIsHydrated, await island.elementHandle());
}

/**
 * Hydrates every island a visitor can start (all but the Toaster, which waits for a notification): one that
 * waits to be seen is scrolled into view, one that waits for a gesture gets the pointer over it. Then back
 * to the top, with the network quiet.
 */
export async function hydrateIslands(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const islands = page.locator('[data-island]:not([data-when="toast"])');
  for (let i = 0; i < (await islands.count()); i++) {
    const content = islands.nth(i).locator('> *').first();
    if ((await islands.nth(i).getAttribute('data-when')) === 'interaction') await content.dispatchEvent('pointerover');
    await waitForIsland(content);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForLoadState('networkidle');
}

/**
 * The expanded state Chromium gives assistive technology for the element a selector finds: from
 * aria-expanded or, for a button that toggles a popover (popovertarget), from whether the popover is open.
 */
export async function accessibleExpanded(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    return nodes[0]?.properties?.find((p) => p.name === 'expanded')?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
  }
}

/**
 * Waits until the page has nothing left to do: the network is idle, the browser has been idle twice
 * (islands that load on idle have started) and the network is idle again with two frames painted. A
 * check that something never appears runs after this, not after a fixed sleep.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const idle = () =>
      new Promise<void>((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 50)));
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await idle();
    await idle();
    await frame();
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
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
 * who has answered the cookie dialog (`firstVisit: true` for one who has not). Every page it opens is
 * watched for Content-Security-Policy violations, which fail the test.
 */
export function useBrowser(launch: LaunchOptions = {}) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await fileBrowser(launch);
  });
  const watches: Array<Awaited<ReturnType<typeof watchContentSecurityPolicy>>> = [];
  let checked = 0;
  // After each test: a failed test's pages as they were (address and visible text) in the log, as CI keeps
  // nothing else; a passed test fails if any page it opened broke the Content-Security-Policy.
  afterEach(async ({ task }) => {
    const opened = contexts.slice(checked);
    const watched = watches.slice(checked);
    checked = contexts.length;
    if (task.result?.state === 'fail') {
      for (const page of opened.flatMap((c) => c.pages())) {
        const text = await page.evaluate(() => document.body?.innerText ?? '').catch((e: Error) => `(unreadable: ${e.message})`);
        console.error(`[e2e] "${task.name}" failed on ${page.url()}, which showed:\n${text.slice(0, 2000)}`);
      }
      return;
    }
    const violations = (await Promise.all(watched.map((w) => w.violations()))).flat();
    if (violations.length) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  });
  return {
    baseUrl: () => inject('baseUrl'),
    /** `javaScriptEnabled: false` opens the page as a visitor whose browser runs no scripts. */
    async open(
      path: string,
      options: {
        viewport?: { width: number; height: number };
        firstVisit?: boolean;
        beforeLoad?: (page: Page) => Promise<unknown>;
        javaScriptEnabled?: boolean;
        permissions?: string[];
        /** Ignore the site's Content-Security-Policy: to test that a page is safe without it. */
        bypassCSP?: boolean;
        /** Another User-Agent than headless Chromium's (which the site's insights take for a bot). */
        userAgent?: string;
      } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        baseURL: inject('baseUrl'),
        viewport: options.viewport ?? DESKTOP_VIEWPORT,
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        permissions: options.permissions,
        bypassCSP: options.bypassCSP,
        userAgent: options.userAgent,
      });
      contexts.push(context);
      if (!options.firstVisit) {
        // Only on the first document of the context, so a test can still clear it and reload.
        await context.addInitScript(
          ({ key, consent }) => {
            if (!sessionStorage.getItem('e2e-seeded')) {
              sessionStorage.setItem('e2e-seeded', '1');
              localStorage.setItem(key, consent);
            }
          },
          { key: CONSENT_KEY, consent: CONSENT_GIVEN },
        );
      }
      const page = await context.newPage();
      watches.push(await watchContentSecurityPolicy(page));
      await options.beforeLoad?.(page);
      await page.goto(path);
      return page;
    },
  };
}
