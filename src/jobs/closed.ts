/**
 * Closed jobs (docs/decisions/jobs.md): a job that expired or was deactivated leaves the lists, the sitemap and the
 * feed at the next build, but its address keeps saying that the role has closed, pointing to open roles
 * like it, for CLOSED_PAGE_MONTHS after it closed; then it is an unknown address (404) like any other.
 * Pure, so the build and the tests read the same rules.
 */
import type { Job } from '../db/schema';
import { jobPlaces } from './search/locations';

/** How long a closed job's address answers 410 with its closed page (docs/decisions/jobs.md). */
export const CLOSED_PAGE_MONTHS = 6;

/** How many open roles a closed job's page offers. */
export const SIMILAR_ROLES = 3;

/** A job as the closed pages read it: with when it was deactivated (src/db/migrations/0028). */
export type ClosableJob = Job & { deactivatedAt: Date | null };

/**
 * When a job closed, as of `now`: its expiry once passed, or its deactivation, whichever came first;
 * null while it is open. An inactive job with no deactivation time was never published (a draft) or was
 * deactivated before the time was kept: nothing says it was ever seen, so it has no closed page.
 */
export function closedAt(job: Pick<ClosableJob, 'isActive' | 'expiresAt' | 'deactivatedAt'>, now: Date): Date | null {
  if (!job.isActive && !job.deactivatedAt) return null;
  const times = [
    job.expiresAt && new Date(job.expiresAt) <= now ? new Date(job.expiresAt) : null,
    job.isActive ? null : new Date(job.deactivatedAt!),
  ].filter((t): t is Date => t !== null);
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null;
}

/** The first moment a job closed at `closed` no longer has a closed page: CLOSED_PAGE_MONTHS later, same day and time. */
export function closedPageEnds(closed: Date): Date {
  const end = new Date(closed);
  end.setUTCMonth(end.getUTCMonth() + CLOSED_PAGE_MONTHS);
  return end;
}

/** The jobs whose addresses get a closed page in a build made at `now`, in the order given. */
export function jobsWithClosedPages<T extends Pick<ClosableJob, 'isActive' | 'expiresAt' | 'deactivatedAt'>>(jobs: T[], now: Date): T[] {
  return jobs.filter((job) => {
    const closed = closedAt(job, now);
    return closed !== null && now < closedPageEnds(closed);
  });
}

export type Facets = Pick<Job, 'type' | 'location' | 'workplace'>;

/** What a closed job has in common with an open one, as its page weighs it. */
interface Likeness {
  /** Places in common (a city and its region count twice against the region alone; remote once). */
  places: number;
  /** Words of the closed job's title the open one's title has too (the database's: sharedTitleWords). */
  words: number;
  /** Same job type, same workplace. */
  rest: number;
}

function likeness(closed: Facets, open: Facets, words: number): Likeness {
  const places = new Set(jobPlaces(closed));
  return {
    places: jobPlaces(open).filter((p) => places.has(p)).length,
    words,
    rest: Number(open.type === closed.type) + Number(open.workplace === closed.workplace),
  };
}

/**
 * The open roles a closed job's page points to: at most SIMILAR_ROLES of `open` that share something with
 * it. Place and title words first (what someone looking at the closed role wants: the same kind of job in
 * the same place), then job type and workplace, which alone say little; among equals in the order given
 * (newest first, as the lists show them). `sharedWords` gives, by id, how many words of the closed job's
 * title each open one's title has (none when left out).
 */
export function similarOpenRoles<T extends Facets & { id: number }>(
  closed: Facets & { id: number },
  open: T[],
  sharedWords: ReadonlyMap<number, number> = new Map(),
): T[] {
  const score = (l: Likeness) => [l.places + l.words, l.rest];
  return open
    .filter((job) => job.id !== closed.id)
    .map((job, index) => ({ job, index, score: score(likeness(closed, job, sharedWords.get(job.id) ?? 0)) }))
    .filter(({ score }) => score[0] + score[1] > 0)
    .sort((a, b) => b.score[0] - a.score[0] || b.score[1] - a.score[1] || a.index - b.index)
    .slice(0, SIMILAR_ROLES)
    .map(({ job }) => job);
}
