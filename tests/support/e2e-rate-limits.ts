import { expect, inject } from 'vitest';
import { RATE_LIMITS } from '../../src/abuse/rate-limit';
import { queryPreviewDatabase } from './e2e-database';
import { inOneRateWindow } from './rate-window';

/** The forms whose sends preview's API counts per client (src/abuse/rate-limit.ts). */
export type LimitedForm = 'applications' | 'contacts';

/** A send of each form that its API refuses (400: no fields at all), made as the form's own sends are. */
const REFUSED_SEND: Record<LimitedForm, () => RequestInit> = {
  contacts: () => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
  applications: () => {
    const body = new FormData();
    body.set('applicationData', '{}');
    return { method: 'POST', body };
  },
};

/**
 * Uses up this machine's allowance of a form's rate limit for the current window, as RATE_LIMITS[form].limit
 * received sends would: the next send from the browser (the same address, through preview) is the one
 * over the limit, and the API refuses it with its real 429.
 *
 * The count is the API's own: one send it refuses makes it count this client (under its salted key, in
 * the current window) and give the count back, a refusal not counting (withinRateLimit); that count is
 * then set to the limit. Call it just before the browser sends, within `spanMs` of that send: if the
 * window is about to end, this waits for the next one so both fall in the same window.
 */
export async function useUpRateLimit(form: LimitedForm, spanMs = 20_000): Promise<void> {
  const rule = RATE_LIMITS[form];
  await inOneRateWindow(spanMs);
  await queryPreviewDatabase('delete from rate_limits where bucket = $1', [rule.bucket]);
  const refused = await fetch(`${inject('baseUrl')}/api/${form}`, REFUSED_SEND[form]());
  expect(refused.status, await refused.text()).toBe(400);
  const counted = await queryPreviewDatabase<{ hits: number }>('update rate_limits set hits = $2 where bucket = $1 returning hits', [
    rule.bucket,
    rule.limit,
  ]);
  expect(counted, 'the refused send left its count, given back, in one row').toEqual([{ hits: rule.limit }]);
}
