/**
 * What the dashboard tells the office about the public site, in its words (the technical side is in
 * docs/decisions/rebuilds.md and DEPLOY.md): after each save, and in the site update panel.
 */
import type { SiteUpdateProgress } from '../config/site-update-progress';

const USUALLY = 'usually 1–2 minutes';

/** The note under a save's toast. */
export const SAVED_NOTES = {
  /** Jobs and posts: the public pages are rebuilt from the database. */
  afterUpdate: `The public site will show this after the next site update (${USUALLY}).`,
  /** The same with no build hook: nothing updates the site by itself. */
  updatesOff:
    'The public site will show this after the next site update. Automatic updates are switched off here: ask whoever looks after the website to update it.',
  /** Comments: read by the pages as they load. */
  liveNow: 'Live now on the public site.',
} as const;

/** The note for a save that the public pages show only after a site update. */
export const savedNote = (updatesOn: boolean | undefined) => (updatesOn === false ? SAVED_NOTES.updatesOff : SAVED_NOTES.afterUpdate);

/** The panel's one-word state. */
export const SITE_UPDATE_BADGES: Record<SiteUpdateProgress['state'], string> = {
  off: 'Updates off',
  live: 'Live',
  queued: 'Queued',
  requested: 'Update started',
  building: 'Updating',
  failed: 'Update failed',
};

/** The panel's sentence; `at` formats a time. */
export function siteUpdateText(
  progress: SiteUpdateProgress,
  times: { nextAttemptAt: string | null; lastRequestedAt: string | null },
  at: (iso: string) => string,
): string {
  switch (progress.state) {
    case 'off':
      return 'Changes you save do not reach the public site by themselves here: ask whoever looks after the website to update it.';
    case 'live':
      return 'The public site shows every change you have saved.';
    case 'queued':
      return times.nextAttemptAt && new Date(times.nextAttemptAt).getTime() > Date.now()
        ? `Your latest changes are saved. The site update starts at ${at(times.nextAttemptAt)} (updates start at most once a minute).`
        : 'Your latest changes are saved. The site update is about to start.';
    case 'requested':
      return `A site update started at ${times.lastRequestedAt ? at(times.lastRequestedAt) : 'the last save'} with your latest changes; it is ${USUALLY}. This page is not told when it has finished.`;
    case 'building':
      return `The public site is being updated with your latest changes (${USUALLY}).`;
    case 'failed':
      return progress.failure === 'build'
        ? 'The site update failed, so the public site does not show your latest changes yet (they are saved). Press Update site now to try again; if it fails again, tell whoever looks after the website.'
        : 'The site update could not be started. Your changes are saved, and it is tried again every minute; if this stays, tell whoever looks after the website.';
  }
}
