import { describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT, settled, useBrowser } from '../support/browser';

const browser = useBrowser();

/** Cumulative layout shift over the page's load (and the cookie dialog or banner appearing), as Chrome measures it. */
async function cumulativeLayoutShift(path: string, viewport: { width: number; height: number }, firstVisit: boolean): Promise<number> {
  const page = await browser.open('about:blank', { viewport, firstVisit });
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await settled(page);
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

describe.each([
  ['desktop', DESKTOP_VIEWPORT],
  ['390 px phone', MOBILE_VIEWPORT],
])('layout shift on a %s', (_name, viewport) => {
  it.each(['/', '/areas/exeter', '/jobs', '/team', '/terms-of-service', '/career-quiz', '/blog', '/blog/why-psychology-graduates-make-great-salespeople'])('%s does not move as it loads', async (path) => {
    for (const firstVisit of [true, false]) {
      expect(await cumulativeLayoutShift(path, viewport, firstVisit)).toBeLessThan(0.01);
    }
  });
});
