import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { clientNetwork } from './client-network';
import { readEnv } from '../config/env';
import { oldestCountedSlot, secondsUntilRoom, slotStart } from './sliding-window';

/** A client went over a rate limit; the API answers 429 with Retry-After. */
export class RateLimitExceededError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('too-many', message, { retryAfterSeconds });
  }
}

export interface RateLimitRule {
  /** What is being limited, e.g. 'applications'. */
  bucket: string;
  /** Requests allowed per client in any span of `windowSeconds` (a sliding window, sliding-window.ts). */
  limit: number;
  windowSeconds: number;
  /** The 429 message. */
  message: string;
}

/** The public POSTs' limits per client IP (and the status links' pages). */
export const RATE_LIMITS = {
  applications: {
    bucket: 'applications',
    limit: 5,
    windowSeconds: 3600,
    message: 'Too many applications from your network. Please try again in an hour, or email us your CV.',
  },
  contacts: {
    bucket: 'contacts',
    limit: 10,
    windowSeconds: 3600,
    message: 'Too many messages from your network. Please try again in an hour, or call us.',
  },
  comments: {
    bucket: 'comments',
    limit: 10,
    windowSeconds: 3600,
    message: 'Too many comments from your network. Please try again in an hour.',
  },
  /** Job alert sign-ups: each may send a confirmation email, so as few as the contact form's. */
  jobAlerts: {
    bucket: 'job-alerts',
    limit: 10,
    windowSeconds: 3600,
    message: 'Too many job alert sign-ups from your network. Please try again in an hour.',
  },
  /** Vacancy briefs (docs/decisions/employers.md): the contact form's limit, each may send a confirmation. */
  briefs: {
    bucket: 'briefs',
    limit: 10,
    windowSeconds: 3600,
    message: 'Too many briefs from your network. Please try again in an hour, or call us.',
  },
  /** A brief's confirmation page and its Confirm: found or not, each counts, as the job alert links'. */
  briefLinks: {
    bucket: 'brief-links',
    limit: 30,
    windowSeconds: 3600,
    message: 'Too many requests from your network. Please try again in an hour.',
  },
  /** An interview's slot page and its answers: found or not, each counts, as the job alert links'. */
  interviewLinks: {
    bucket: 'interview-links',
    limit: 30,
    windowSeconds: 3600,
    message: 'Too many requests from your network. Please try again in an hour.',
  },
  /** Starting a staged upload and each of its parts: room for 5 CVs of 3 parts an hour, with retries. */
  uploads: {
    bucket: 'uploads',
    limit: 40,
    windowSeconds: 3600,
    message: 'Too many file uploads from your network. Please try again in an hour.',
  },
  /** Candidates' status pages, their withdrawal's confirmation and the withdrawal: found or not, each counts. */
  statusLinks: {
    bucket: 'status-links',
    limit: 30,
    windowSeconds: 3600,
    message: 'Too many requests from your network. Please try again in an hour.',
  },
  /** A candidate's "may we put you forward?" page and their answer: found or not, each counts, as the status links'. */
  consentLinks: {
    bucket: 'consent-links',
    limit: 30,
    windowSeconds: 3600,
    message: 'Too many requests from your network. Please try again in an hour.',
  },
  /** A reviewer's shortlist page, its CVs and decisions: room for a shortlist of a dozen, viewed, downloaded and decided. */
  shortlistLinks: {
    bucket: 'shortlist-links',
    limit: 120,
    windowSeconds: 3600,
    message: 'Too many requests from your network. Please try again in an hour.',
  },
  /** The job alert emails' links (confirm, manage, unsubscribe, the one-click POST too): found or not, each counts, as the status links'. */
  jobAlertLinks: {
    bucket: 'job-alert-links',
    limit: 30,
    windowSeconds: 3600,
    message: 'Too many requests from your network. Please try again in an hour.',
  },
  /** The keep-my-details renewal link's page and its Renew (docs/decisions/people.md): found or not, each counts, as the status links'. */
  renewalLinks: {
    bucket: 'renewal-links',
    limit: 30,
    windowSeconds: 3600,
    message: 'Too many requests from your network. Please try again in an hour.',
  },
  /** "Forgot your password?" requests: each may send an email, and a person needs one or two. */
  passwordResets: {
    bucket: 'password-resets',
    limit: 5,
    windowSeconds: 3600,
    message: 'Too many password reset requests from your network. Please try again in an hour.',
  },
  /** The password reset link's page and its form, found or not: room for typing a weak password a few times. */
  passwordResetLinks: {
    bucket: 'password-reset-links',
    limit: 20,
    windowSeconds: 3600,
    message: 'Too many requests from your network. Please try again in an hour.',
  },
  /** "My data" sign-in links: each may send an email, as a job alert sign-up may (docs/decisions/people.md). */
  myDataLinks: {
    bucket: 'my-data-links',
    limit: 10,
    windowSeconds: 3600,
    message: 'Too many sign-in links asked for from your network. Please try again in an hour.',
  },
  /** A "My data" sign-in link's page and its Continue: found or not, each counts, as the status links'. */
  myDataLinkPages: {
    bucket: 'my-data-link-pages',
    limit: 30,
    windowSeconds: 3600,
    message: 'Too many requests from your network. Please try again in an hour.',
  },
  /** The Security panel's sign-outs. */
  sessionSignOuts: {
    bucket: 'session-sign-outs',
    limit: 30,
    windowSeconds: 3600,
    message: 'Too many sign-outs from your network. Please try again in an hour.',
  },
  /**
   * Page-view beacons (src/insights): far more than anyone reads in an hour, so a visitor is never refused,
   * yet one client cannot inflate the counts by more than this.
   */
  pageViews: {
    bucket: 'page-views',
    limit: 600,
    windowSeconds: 3600,
    message: 'Too many page views from your network.',
  },
  /** Passkey sign-in options and answers: a person needs a few; the sign-in throttle counts passwords and codes. */
  passkeySignIn: {
    bucket: 'passkey-sign-in',
    limit: 30,
    windowSeconds: 3600,
    message: 'Too many passkey sign-ins from your network. Please try again in an hour.',
  },
  /** Changes to an admin's sign-in factors (adding a passkey takes two requests). */
  securityFactors: {
    bucket: 'security-factors',
    limit: 60,
    windowSeconds: 3600,
    message: 'Too many changes to sign-in settings from your network. Please try again in an hour.',
  },
} satisfies Record<string, RateLimitRule>;

/** The one bucket every request without a known client address counts against. */
const UNKNOWN_CLIENT = 'unknown-client';

/**
 * A key (an address, an email) is stored only as a salted hash: enough to count, useless to anyone reading
 * the table. Without RATE_LIMIT_SALT the salt is SESSION_SECRET, which a deployment must set anyway: a salt
 * written in this public code would let anyone with a copy of the table hash every IPv4 address and match.
 */
export function clientKey(key: string): string {
  const { RATE_LIMIT_SALT, SESSION_SECRET } = readEnv(['RATE_LIMIT_SALT', 'SESSION_SECRET']);
  const salt = RATE_LIMIT_SALT || SESSION_SECRET || 'psychgrad-rate-limit';
  return createHash('sha256').update(`${salt}:${key}`).digest('hex');
}

/** The key a client's address is counted under: its network (an IPv6 /64), hashed. */
export const addressKey = (ip: string) => clientKey(clientNetwork(ip));

/**
 * Counts a request against a sliding window in the database (functions keep no memory between calls;
 * sliding-window.ts has the arithmetic) and raises RateLimitExceededError once the client is over the
 * limit, with Retry-After when the oldest hits will have left the window enough to take one more. A
 * refused request is given back: it does not count, so the answer's Retry-After stays true however often
 * the client asks. Requests whose address is unknown share one bucket: never unlimited.
 */
export async function enforceRateLimit(
  db: Kysely<Database>,
  rule: RateLimitRule,
  ip: string | undefined,
  now = new Date(),
): Promise<CountedRequest> {
  const { hits, slotHits, ...counted } = await countInSlot(db, rule, ip ? addressKey(ip) : clientKey(UNKNOWN_CLIENT), now);
  if (hits > rule.limit) {
    await giveBack(db, counted).catch(() => undefined);
    throw new RateLimitExceededError(rule.message, await retryAfter(db, rule, counted.clientKey, now));
  }
  // Old slots are useless; clear them now and then (on about one new slot in a hundred) rather than on every request.
  if (slotHits === 1 && Math.random() < 0.01) {
    await db
      .deleteFrom('rateLimits')
      .where('windowStart', '<', new Date(now.getTime() - 24 * 3600 * 1000))
      .execute();
  }
  return counted;
}

/** The seconds until a refused client may send again, from its counted slots. */
async function retryAfter(db: Kysely<Database>, rule: RateLimitRule, key: string, now: Date): Promise<number> {
  const windowMs = rule.windowSeconds * 1000;
  const slots = await db
    .selectFrom('rateLimits')
    .select(['windowStart', 'hits'])
    .where('bucket', '=', rule.bucket)
    .where('clientKey', '=', key)
    .where('windowStart', '>=', new Date(oldestCountedSlot(now.getTime(), windowMs)))
    .execute();
  return secondsUntilRoom(
    slots.map((s) => ({ start: new Date(s.windowStart).getTime(), hits: s.hits })),
    rule.limit,
    now.getTime(),
    windowMs,
  );
}

/**
 * Counts one hit for a (hashed) key and returns how many the rule's sliding window holds now, this one
 * included (`hits`, what a limit compares): enforceRateLimit's counter, also for keys that are not a client
 * (an email address asked about).
 */
export async function countHit(
  db: Kysely<Database>,
  rule: Pick<RateLimitRule, 'bucket' | 'windowSeconds'>,
  key: string,
  now = new Date(),
): Promise<CountedRequest & { hits: number }> {
  const { slotHits: _slotHits, ...counted } = await countInSlot(db, rule, key, now);
  return counted;
}

/**
 * countHit's one statement: the hit goes in the current slot's row, whose count (`slotHits`) comes back
 * with the earlier slots' sum, read in its RETURNING.
 */
async function countInSlot(
  db: Kysely<Database>,
  rule: Pick<RateLimitRule, 'bucket' | 'windowSeconds'>,
  key: string,
  now: Date,
): Promise<CountedRequest & { hits: number; slotHits: number }> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(slotStart(now.getTime(), windowMs));
  const counted = { bucket: rule.bucket, clientKey: key, windowStart };
  const { hits, earlier } = await db
    .insertInto('rateLimits')
    .values({ ...counted, hits: 1 })
    .onConflict((oc) => oc.columns(['bucket', 'clientKey', 'windowStart']).doUpdateSet({ hits: sql`rate_limits.hits + 1` }))
    .returning((eb) => [
      'hits',
      eb
        .selectFrom('rateLimits as slot')
        .select(sql<string>`coalesce(sum(slot.hits), 0)`.as('n'))
        .where('slot.bucket', '=', rule.bucket)
        .where('slot.clientKey', '=', key)
        .where('slot.windowStart', '>=', new Date(oldestCountedSlot(now.getTime(), windowMs)))
        .where('slot.windowStart', '<', windowStart)
        .as('earlier'),
    ])
    .executeTakeFirstOrThrow();
  return { ...counted, hits: hits + Number(earlier ?? 0), slotHits: hits };
}

/** Takes back a counted request (a refused one, or an attempt that failed). */
function giveBack(db: Kysely<Database>, counted: CountedRequest) {
  return db
    .updateTable('rateLimits')
    .set({ hits: sql`hits - 1` })
    .where('bucket', '=', counted.bucket)
    .where('clientKey', '=', counted.clientKey)
    .where('windowStart', '=', counted.windowStart)
    .where('hits', '>', 0)
    .execute();
}

/** Where enforceRateLimit counted a request, so that it can be given back. */
export interface CountedRequest {
  bucket: string;
  clientKey: string;
  /** The start of the slot it was counted in. */
  windowStart: Date;
}

/**
 * Counts an attempt against the client's limit, as enforceRateLimit does, and runs it. An attempt that
 * throws (refused, or failed before anything was stored) is given back: a visitor's mistakes, such as a
 * form sent without JavaScript and missing a field, do not use up the limit meant for what is received.
 */
export async function withinRateLimit<T>(
  db: Kysely<Database>,
  rule: RateLimitRule,
  ip: string | undefined,
  attempt: () => Promise<T>,
  now = new Date(),
): Promise<T> {
  const counted = await enforceRateLimit(db, rule, ip, now);
  try {
    return await attempt();
  } catch (error) {
    // The attempt's own error is the answer; a database too broken to give the count back keeps it.
    await giveBack(db, counted).catch(() => undefined);
    throw error;
  }
}
