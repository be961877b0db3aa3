import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { siteUpdateProgress, type SiteUpdateProgress } from '../config/site-update-progress';
import { readEnv, type EnvSource } from '../config/env';

/**
 * Rebuilding the static site after content changes, through a Netlify build hook (BUILD_HOOK_URL).
 * A change only marks the site as waiting for a build; the hook is called when the last call is at least
 * a minute old, so a burst of changes makes one build, and a change that arrives meanwhile stays marked
 * until the next call (made by the next change, the dashboard, or the scheduled function every minute).
 * Scheduled posts and expiring jobs change the pages without an edit; the same checks notice them.
 * The mark goes only when the hook has accepted a build; a failed call (or a function stopped during it)
 * leaves it, records the error and is retried the same way: no change is lost.
 */
export const REBUILD_MIN_INTERVAL_MS = 60_000;
// The admin's save waits for the call: it must end well inside a function's 10 s limit (a hung hook
// would otherwise turn a saved change into a gateway error). Netlify's hook answers in well under a second.
const HOOK_TIMEOUT_MS = 3000;

export interface RebuildStatus {
  /** Whether a build hook is configured. */
  enabled: boolean;
  /** Changes made since the last successful hook call. */
  pending: boolean;
  lastChangeAt: string | null;
  /** When the hook last accepted a build request. */
  lastRequestedAt: string | null;
  lastAttemptAt: string | null;
  /** Why the last call failed, when it did. */
  lastError: string | null;
  /** When waiting changes will be sent at the earliest. */
  nextAttemptAt: string | null;
  /** Whether Netlify's deploy notifications are set up (deploys.ts), so building, live and failed are known. */
  tracked: boolean;
  /** Where the latest change is on its way to the public site. */
  progress: SiteUpdateProgress;
  /** Why Netlify's latest deploy failed, when it did. */
  deployError: string | null;
}

export interface RebuildOptions {
  hookUrl?: string;
  /** Netlify's deploy notifications are set up (deployWebhookSecretFromEnv). */
  tracked?: boolean;
  now?: Date;
  fetch?: typeof fetch;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The build hook from the environment (unset: rebuilds are off). */
export const hookUrlFromEnv = (env: EnvSource = process.env) => readEnv(['BUILD_HOOK_URL'], env).BUILD_HOOK_URL;

/** The JWS secret from the environment; unset, deploys are not heard of and the dashboard says only 'requested'. */
export const deployWebhookSecretFromEnv = (env: EnvSource = process.env) =>
  readEnv(['NETLIFY_DEPLOY_WEBHOOK_SECRET'], env).NETLIFY_DEPLOY_WEBHOOK_SECRET;

/** The build hook and whether deploys are heard of, from the environment. */
export const rebuildOptionsFromEnv = (env: EnvSource = process.env): RebuildOptions => ({
  hookUrl: hookUrlFromEnv(env),
  tracked: deployWebhookSecretFromEnv(env) !== undefined,
});

/** Marks the site as changed since its last build. */
export async function noteSiteChange(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db.updateTable('siteRebuilds').set({ pending: true, lastChangeAt: now }).where('id', '=', 1).execute();
}

/** The rebuild state for the dashboard. */
export async function rebuildStatus(
  db: Kysely<Database>,
  { hookUrl, tracked = false, now = new Date() }: RebuildOptions = {},
): Promise<RebuildStatus> {
  const row = await db.selectFrom('siteRebuilds').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  const earliest = row.lastAttemptAt ? new Date(new Date(row.lastAttemptAt).getTime() + REBUILD_MIN_INTERVAL_MS) : now;
  const date = (d: Date | null) => (d ? new Date(d) : null);
  const progress = siteUpdateProgress({
    enabled: Boolean(hookUrl),
    tracked,
    pending: row.pending,
    lastChangeAt: date(row.lastChangeAt),
    lastError: row.lastError,
    deploy: row.deployState && row.deployCreatedAt ? { state: row.deployState, createdAt: new Date(row.deployCreatedAt) } : null,
    liveSince: date(row.liveSince),
  });
  return {
    enabled: Boolean(hookUrl),
    pending: row.pending,
    lastChangeAt: iso(row.lastChangeAt),
    lastRequestedAt: iso(row.lastRequestedAt),
    lastAttemptAt: iso(row.lastAttemptAt),
    lastError: row.lastError,
    nextAttemptAt: row.pending && hookUrl ? iso(earliest > now ? earliest : now) : null,
    tracked,
    progress,
    deployError: progress.failure === 'build' ? row.deployError : null,
  };
}

/**
 * Calls the build hook if changes wait and the last call is a minute old (claimed atomically, so
 * concurrent callers make one call). Returns the resulting status.
 */
export async function flushRebuild(db: Kysely<Database>, options: RebuildOptions = {}): Promise<RebuildStatus> {
  const { hookUrl, tracked, now = new Date(), fetch: fetcher = fetch } = options;
  if (hookUrl) {
    // The claim leaves the mark: were the function stopped during the call, the change would still wait
    // and the next flush would send it. The mark goes only once the hook has said yes.
    const claimed = await db
      .updateTable('siteRebuilds')
      .set({ lastAttemptAt: now })
      .where('id', '=', 1)
      .where('pending', '=', true)
      .where((eb) => eb.or([eb('lastAttemptAt', 'is', null), eb('lastAttemptAt', '<=', new Date(now.getTime() - REBUILD_MIN_INTERVAL_MS))]))
      .returning('id')
      .executeTakeFirst();
    if (claimed) {
      const error = await callHook(hookUrl, fetcher);
      await db
        .updateTable('siteRebuilds')
        // A change noted during the call keeps the mark: the build may have started before it.
        .set(
          error
            ? { lastError: error }
            : { pending: sql<boolean>`coalesce(last_change_at > ${now}, false)`, lastRequestedAt: now, lastError: null },
        )
        .where('id', '=', 1)
        .execute();
      if (error) console.error('[rebuild] build hook failed:', error);
    }
  }
  return rebuildStatus(db, { hookUrl, tracked, now });
}

/**
 * Changes that come with time rather than from an edit: a scheduled post whose time has come, or a job
 * that has expired, since the last build request. Marks the site as changed when there is one. With no
 * request yet (the hook set after the first edits, content loaded straight into the database), whatever
 * came due so far may be missing from the pages: at worst that makes one build too many.
 */
export async function noteDueChanges(db: Kysely<Database>, now = new Date()): Promise<void> {
  const { lastRequestedAt, pending } = await db
    .selectFrom('siteRebuilds')
    .select(['lastRequestedAt', 'pending'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  // Already waiting: the coming build shows what came due before it, and what comes due during it is after
  // the lastRequestedAt it sets. Noting again would only move lastChangeAt on every tick.
  if (pending) return;
  const since = lastRequestedAt ?? new Date(0);
  const due = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('blogPosts').select('id').where('publishedAt', '>', since).where('publishedAt', '<=', now)).as('posts'),
      eb.exists(eb.selectFrom('jobs').select('id').where('expiresAt', '>', since).where('expiresAt', '<=', now)).as('jobs'),
    ])
    .executeTakeFirstOrThrow();
  if (due.posts || due.jobs) await noteSiteChange(db, now);
}

/** What the scheduled function and the dashboard's status check do: note due changes, then flush. */
export async function refreshRebuild(db: Kysely<Database>, options: RebuildOptions = {}): Promise<RebuildStatus> {
  await noteDueChanges(db, options.now);
  return flushRebuild(db, options);
}

/** Marks a change and asks for a build (coalesced as above). */
export async function rebuildAfterChange(db: Kysely<Database>, options: RebuildOptions = {}): Promise<RebuildStatus> {
  await noteSiteChange(db, options.now);
  return flushRebuild(db, options);
}

/** POSTs to the hook; undefined on success, else what went wrong. */
async function callHook(hookUrl: string, fetcher: typeof fetch): Promise<string | undefined> {
  try {
    const res = await fetcher(hookUrl, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
      signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
    });
    await res.body?.cancel();
    return res.ok ? undefined : `The build hook answered ${res.status} ${res.statusText}`.trim();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return `The build hook could not be reached${cause ? ` (${cause})` : ''}: ${(error as Error).message}`;
  }
}
