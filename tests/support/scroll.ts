import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Spec sections 2 and 9: in-page anchors leave 80 px for the fixed header. The site sets it once, as
 * scroll-padding-top in src/components/SmoothScroll.astro, which no TypeScript module exports for tests
 * to import; until one does, this is the tests' one copy.
 */
export const HEADER_OFFSET_PX = 80;

/**
 * Checks a section scrolled to by an anchor sits HEADER_OFFSET_PX (±2) below the viewport top. A section
 * at the end of the page may stop higher up the screen (lower on the page) than that: `atPageEnd` checks
 * only that it is not hidden under the header.
 */
export function expectAtHeaderOffset(top: number, { atPageEnd = false } = {}): void {
  expect(top, `section top at ${top}px`).toBeGreaterThanOrEqual(HEADER_OFFSET_PX - 2);
  if (!atPageEnd) expect(top, `section top at ${top}px`).toBeLessThanOrEqual(HEADER_OFFSET_PX + 2);
}

/**
 * The distance from the viewport top to the element's top once scrolling has settled: the position is
 * read every animation frame until it has not moved for `stableFrames` frames in a row (a smooth scroll
 * that is still running, or has not started yet after `minWaitMs`, does not count as settled). Throws if
 * it never settles within `timeoutMs`, rather than handing back a position read mid-scroll.
 */
export async function settledTop(page: Page, selector: string, { stableFrames = 15, minWaitMs = 250, timeoutMs = 10_000 } = {}) {
  return page.evaluate(
    async ({ selector, stableFrames, minWaitMs, timeoutMs }) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`no element matches ${selector}`);
      const start = performance.now();
      let last = Number.NaN;
      let stable = 0;
      while (performance.now() - start < timeoutMs) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const top = element.getBoundingClientRect().top;
        stable = Math.abs(top - last) < 0.5 ? stable + 1 : 0;
        last = top;
        if (stable >= stableFrames && performance.now() - start >= minWaitMs) return top;
      }
      throw new Error(`${selector} was still moving after ${timeoutMs} ms (last top ${last})`);
    },
    { selector, stableFrames, minWaitMs, timeoutMs },
  );
}
