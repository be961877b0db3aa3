import { describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT, settled, useBrowser } from '../support/browser';

const browser = useBrowser();
const withScrollbars = useBrowser({ scrollbars: true });

/** One page of each type, as the Lighthouse benchmark measures them (scripts/bench/lighthouse.ts). */
const PAGE_TYPES = [
  '/',
  '/areas/exeter',
  '/jobs',
  '/jobs/1',
  '/blog',
  '/blog/why-psychology-graduates-make-great-salespeople',
  '/career-quiz',
  '/team',
  '/terms-of-service',
  '/privacy-notice',
  '/admin',
];

interface Shift {
  value: number;
  /** What moved, for the failure message. */
  moved: string[];
}

/**
 * Layout shifts over the page's load (and the cookie dialog appearing), as Chrome measures them. On a busy
 * machine Chrome paints pages while their HTML is still arriving, so what is painted early must not move.
 * An address the build did not know (/blog/..., /jobs/...) gets the not-found page, which asks the API.
 */
async function layoutShifts(
  path: string,
  viewport: { width: number; height: number },
  firstVisit: boolean,
  { on = browser, slowly = false }: { on?: typeof browser; slowly?: boolean } = {},
): Promise<Shift[]> {
  const page = await on.open('about:blank', { viewport, firstVisit });
  if (slowly) {
    // 20 kB/s: the page is painted several times while its HTML arrives.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: 20_000,
      uploadThroughput: 20_000,
    });
  }
  await page.addInitScript(() => {
    const shifts: Shift[] = ((window as unknown as { __shifts: Shift[] }).__shifts = []);
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node: Node | null }> };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          moved: entry.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML : (s.node?.textContent ?? '')).slice(0, 120)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await settled(page);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  await page.close();
  return shifts;
}

describe.each([
  ['desktop', DESKTOP_VIEWPORT],
  ['390 px phone', MOBILE_VIEWPORT],
])('layout shift on a %s', (_name, viewport) => {
  it.each([...PAGE_TYPES, '/blog/not-published-yet', '/jobs/9999'])('%s does not move as it loads', async (path) => {
    for (const firstVisit of [true, false]) {
      const shifts = await layoutShifts(path, viewport, firstVisit);
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      expect(total, `${firstVisit ? 'first visit' : 'returning'}: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(0.01);
    }
  });
});

describe('layout shift on a desktop with classic scrollbars, the HTML arriving slowly', () => {
  // A page painted while still short gets its scrollbar once it grows: nothing may move sideways then.
  it.each(PAGE_TYPES)('%s does not move (CLS under 0.001)', async (path) => {
    const shifts = await layoutShifts(path, DESKTOP_VIEWPORT, true, { on: withScrollbars, slowly: true });
    // Lighthouse shows CLS to 0.001. Below that: a right-aligned button whose words arrive in two packets
    // grows leftwards (0.00006), which no layout can prevent. A section moving measures 0.004 and more.
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.001);
  });
});
