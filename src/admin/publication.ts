import { isPublished } from '../schemas/publication';
import { DATE_RANGE_MESSAGE } from '../schemas/date-range';
import { fromUkWallClock, toUkWallClock } from '../utils/uk-time';
import { SCHEDULE_MESSAGES } from '../texts/admin';

/** How a post is published from the form: now (or kept as published), at a later time, or not at all. */
export type PublishMode = 'publish' | 'schedule' | 'draft';

/** The mode and the schedule box's value ('yyyy-MM-ddTHH:mm', UK time) for a stored publishedAt. */
export function publicationOf(publishedAt: string | null, now = new Date()): { mode: PublishMode; scheduleAt: string } {
  if (!publishedAt) return { mode: 'draft', scheduleAt: '' };
  return isPublished(publishedAt, now)
    ? { mode: 'publish', scheduleAt: '' }
    : { mode: 'schedule', scheduleAt: toUkWallClock(new Date(publishedAt)) };
}

/**
 * publishedAt to send, or why the schedule cannot be used. A published post keeps its date, a newly
 * published one gets now. A schedule box still showing the stored time sends that time unchanged (its
 * seconds, and which of the autumn change's repeated hours it is, included), so an edit of anything else
 * never moves a scheduled post; a time typed is UK time (src/utils/uk-time.ts).
 */
export function publishedAtFor(
  mode: PublishMode,
  scheduleAt: string,
  current: string | null,
  now = new Date(),
): { publishedAt: string | null } | { problem: string } {
  if (mode === 'draft') return { publishedAt: null };
  if (mode === 'publish') return { publishedAt: current && isPublished(current, now) ? current : now.toISOString() };
  if (current && scheduleAt && scheduleAt === toUkWallClock(new Date(current))) return { publishedAt: current };
  const reading = fromUkWallClock(scheduleAt);
  if ('problem' in reading) {
    if (reading.problem === 'skipped') return { problem: SCHEDULE_MESSAGES.skipped };
    // A browser's box holds a time or nothing: one it holds that cannot be read has a year out of range.
    return { problem: scheduleAt ? DATE_RANGE_MESSAGE : SCHEDULE_MESSAGES.future };
  }
  return isPublished(reading.date, now) ? { problem: SCHEDULE_MESSAGES.future } : { publishedAt: reading.date.toISOString() };
}
