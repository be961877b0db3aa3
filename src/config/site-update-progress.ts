/**
 * Where the latest saved change is on its way to the public site, from what this site knows: the change
 * and build-hook record (rebuild.ts) and, when Netlify's deploy notifications are set up (deploys.ts),
 * what Netlify said of its deploys. Pure, so the states are tested without a database or a Netlify.
 */

/**
 * off: no build hook, nothing updates the site by itself. live: the public site shows every saved change.
 * queued: a change waits for its build to be asked for, or (with deploy notifications) to start.
 * requested: the build was asked for and no deploy notifications are set up, so nothing more is known.
 * building: Netlify is building a deploy that includes the change. failed: see `failure`.
 */
export type SiteUpdateState = 'off' | 'live' | 'queued' | 'requested' | 'building' | 'failed';

export interface SiteUpdateProgress {
  state: SiteUpdateState;
  /** For failed: the build hook refused the request (retried every minute), or Netlify's build failed. */
  failure?: 'request' | 'build';
}

export interface SiteUpdateFacts {
  /** A build hook is configured. */
  enabled: boolean;
  /** Netlify's deploy notifications are set up (a webhook secret), so deploys are heard of. */
  tracked: boolean;
  /** A change waits for the build hook to accept a request. */
  pending: boolean;
  lastChangeAt: Date | null;
  lastError: string | null;
  /** The latest deploy Netlify told of. */
  deploy: { state: 'building' | 'ready' | 'error'; createdAt: Date } | null;
  /** The creation time of the latest deploy that went live: the database as it was then is what the site shows. */
  liveSince: Date | null;
}

export function siteUpdateProgress(f: SiteUpdateFacts): SiteUpdateProgress {
  if (!f.enabled) return { state: 'off' };
  if (f.lastChangeAt === null) return { state: 'live' };
  // A deploy reads the database after it is created: one created after the change includes it.
  if (f.tracked && f.liveSince && f.liveSince >= f.lastChangeAt) return { state: 'live' };
  if (f.pending && f.lastError) return { state: 'failed', failure: 'request' };
  if (f.pending) return { state: 'queued' };
  if (!f.tracked) return { state: 'requested' };
  if (f.deploy && f.deploy.createdAt >= f.lastChangeAt) {
    if (f.deploy.state === 'building') return { state: 'building' };
    if (f.deploy.state === 'error') return { state: 'failed', failure: 'build' };
  }
  return { state: 'queued' };
}

/** Whether the dashboard should ask again soon: the state will change without the admin doing anything. */
export const isUnderWay = (state: SiteUpdateState) => state === 'queued' || state === 'building';
