/**
 * Whether a post is published at `now`: it has a publication time and that time has come (no time is a
 * draft, a later one is scheduled). The one rule for the dashboard and LinkedIn sharing; the public queries
 * say the same in SQL (`publishedAt <= now()`, src/blog/queries.ts). Pure, so the dashboard's bundle can use it.
 */
export function isPublished(publishedAt: Date | string | null | undefined, now: Date = new Date()): boolean {
  return publishedAt != null && new Date(publishedAt).getTime() <= now.getTime();
}
