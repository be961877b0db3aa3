import { getDb } from '../db/client';
import { hookUrlFromEnv, rebuildAfterChange, refreshRebuild } from '../site-rebuild/rebuild';
import { adminOnly } from './admin-guard';
import { json, route } from './http';

/** After a change to what the static pages show: ask for a rebuild (coalesced; never fails the change). */
export async function rebuildAfterContentChange(): Promise<void> {
  try {
    await rebuildAfterChange(getDb(), { hookUrl: hookUrlFromEnv() });
  } catch (error) {
    console.error('[rebuild] could not record the change for a rebuild:', error);
  }
}

/**
 * GET /api/admin/rebuild: the rebuild status (sending any waiting or newly due changes first);
 * POST: the dashboard's 'Rebuild site' button.
 */
export const adminRebuild = route({
  GET: adminOnly(async () => json(await refreshRebuild(getDb(), { hookUrl: hookUrlFromEnv() }))),
  POST: adminOnly(async () => json(await rebuildAfterChange(getDb(), { hookUrl: hookUrlFromEnv() }))),
});

/** The scheduled function (every minute): sends changes that waited, and notices scheduled posts coming due. */
export const rebuildTick = async (): Promise<Response> => {
  return json(await refreshRebuild(getDb(), { hookUrl: hookUrlFromEnv() }));
};
