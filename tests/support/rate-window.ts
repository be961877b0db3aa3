import { SITE_CEILING_WINDOW_SECONDS } from '../../src/abuse/site-ceilings';

const WINDOW_MS = SITE_CEILING_WINDOW_SECONDS * 1000;

/**
 * The site-wide ceilings count in clock hours (src/abuse/site-ceilings.ts): a test that fills one and
 * expects the next submission refused would see it counted in a fresh hour if the hour turned meanwhile.
 * Called first, this waits, only when the hour ends within `spanMs` (the test's length, with room), until
 * it has ended, so the whole test falls in one hour. (The per-client rate limits slide, src/abuse/sliding-window.ts:
 * a full limit stays full across the hour, so their tests need no wait.)
 */
export async function inOneRateWindow(spanMs: number): Promise<void> {
  const left = WINDOW_MS - (Date.now() % WINDOW_MS);
  if (left < spanMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
