/**
 * Whether a job's expiry has passed at `now` (no expiry never passes). The one rule for the dashboard and
 * the pages; the public queries say the same in SQL (open while `expiresAt > now`, src/jobs/queries.ts).
 * Pure, so the dashboard's bundle and the browser can use it.
 */
export function hasExpired(expiresAt: Date | string | null | undefined, now: Date = new Date()): boolean {
  return expiresAt != null && new Date(expiresAt).getTime() <= now.getTime();
}
