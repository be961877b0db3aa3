import { getDb } from '../db/client';
import { hookUrlFromEnv, rebuildAfterChange, refreshRebuild } from '../site-rebuild/rebuild';
import { adminOnly } from './admin-guard';
import { HttpError, json, route } from './http';

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
 * POST: the dashboard's 'Rebuild site' button: the status, or 502 when the build hook refused the call.
 */
export const adminRebuild = route({
  GET: adminOnly(async () => json(await refreshRebuild(getDb(), { hookUrl: hookUrlFromEnv() }))),
  POST: adminOnly(async () => {
    const now = new Date();
    const status = await rebuildAfterChange(getDb(), { hookUrl: hookUrlFromEnv(), now });
    // The button asks for a build now: a hook that refused this call is the answer (the change stays
    // marked). A call held back by the once-a-minute limit was not made: an older error is not this one.
    const calledNow = status.lastAttemptAt === now.toISOString();
    if (calledNow && status.pending && status.lastError) throw new HttpError(502, `${status.lastError}. The rebuild is tried again every minute.`);
    return json(status);
  }),
});

/** The scheduled function (every minute): sends changes that waited, and notices scheduled posts coming due. */
export const rebuildTick = async (): Promise<Response> => {
  return json(await refreshRebuild(getDb(), { hookUrl: hookUrlFromEnv() }));
};
