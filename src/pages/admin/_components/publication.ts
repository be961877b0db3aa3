/** How a post is published from the form: now (or kept as published), at a later time, or not at all. */
export type PublishMode = 'publish' | 'schedule' | 'draft';

/** The mode and the schedule input's value (local 'yyyy-MM-ddTHH:mm') for a stored publishedAt. */
export function publicationOf(publishedAt: string | null, now = new Date()): { mode: PublishMode; scheduleAt: string } {
  if (!publishedAt) return { mode: 'draft', scheduleAt: '' };
  const date = new Date(publishedAt);
  return date > now ? { mode: 'schedule', scheduleAt: toLocalInput(date) } : { mode: 'publish', scheduleAt: '' };
}

/** publishedAt to send: a published post keeps its date, a newly published one gets now; undefined when the schedule is invalid. */
export function publishedAtFor(mode: PublishMode, scheduleAt: string, current: string | null, now = new Date()): string | null | undefined {
  if (mode === 'draft') return null;
  if (mode === 'publish') return current && new Date(current) <= now ? current : now.toISOString();
  const date = new Date(scheduleAt);
  return scheduleAt && !Number.isNaN(date.getTime()) && date > now ? date.toISOString() : undefined;
}

/** A date as a datetime-local input's value, in the browser's time zone. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
