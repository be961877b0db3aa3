import { RATE_LIMITS } from '../../src/abuse/rate-limit';

const WINDOW_MS = Math.min(...Object.values(RATE_LIMITS).map((rule) => rule.windowSeconds)) * 1000;

/**
 * Rate limits count in fixed windows on the clock (src/abuse/rate-limit.ts): a test that fills one and
 * expects the next request refused would see it counted in a fresh window if the hour turned meanwhile.
 * Called first, this waits, only when the window ends within `spanMs` (the test's length, with room), until
 * it has ended, so the whole test falls in one window.
 */
export async function inOneRateWindow(spanMs: number): Promise<void> {
  const left = WINDOW_MS - (Date.now() % WINDOW_MS);
  if (left < spanMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
