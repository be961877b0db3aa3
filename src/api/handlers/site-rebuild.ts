import { getDb } from '../../db/client';
import { DeployWebhookError, readDeployEvent, recordDeploy, verifyDeploySignature } from '../../site-rebuild/deploys';
import { deployWebhookSecretFromEnv, rebuildAfterChange, rebuildOptionsFromEnv, refreshRebuild } from '../../site-rebuild/rebuild';
import { adminOnly } from '../admin-guard';
import { HttpError, json, readText, route } from '../http';
import { marked } from '../route-map';

/** A deploy notification is a deploy's JSON (a few KB, its log summary included). */
const DEPLOY_NOTIFICATION_MAX_BYTES = 256 * 1024;

/**
 * GET /api/admin/rebuild: the rebuild status (sending any waiting or newly due changes first);
 * POST: the dashboard's 'Rebuild site' button: the status, or 502 when the build hook refused the call.
 */
export const adminRebuild = route({
  GET: adminOnly(async () => json(await refreshRebuild(getDb(), rebuildOptionsFromEnv()))),
  POST: adminOnly(async () => {
    const now = new Date();
    const status = await rebuildAfterChange(getDb(), { ...rebuildOptionsFromEnv(), now });
    // The button asks for a build now: a hook that refused this call is the answer (the change stays
    // marked). A call held back by the once-a-minute limit was not made: an older error is not this one.
    const calledNow = status.lastAttemptAt === now.toISOString();
    if (calledNow && status.pending && status.lastError)
      throw new HttpError(502, `${status.lastError}. The rebuild is tried again every minute.`);
    return json(status);
  }),
});

/**
 * POST /api/netlify/deploys: Netlify's deploy notifications (started, succeeded, failed; DEPLOY.md),
 * signed with NETLIFY_DEPLOY_WEBHOOK_SECRET. 404 when no secret is set (nothing listens), 401 for a
 * signature that is not Netlify's, 400 for a body that is not a deploy; other contexts are ignored.
 */
export const netlifyDeploys = route({
  POST: marked(
    async (req) => {
      const secret = deployWebhookSecretFromEnv();
      if (!secret) throw new HttpError(404, 'Deploy notifications are not set up');
      const body = await readText(req, DEPLOY_NOTIFICATION_MAX_BYTES);
      if (!(await verifyDeploySignature(body, req.headers.get('x-webhook-signature'), secret)))
        throw new HttpError(401, 'The signature is not Netlify’s');
      let event;
      try {
        event = readDeployEvent(JSON.parse(body));
      } catch (error) {
        if (error instanceof SyntaxError) throw new HttpError(400, 'The body is not JSON');
        if (error instanceof DeployWebhookError) throw new HttpError(400, error.message);
        throw error;
      }
      if (event) await recordDeploy(getDb(), event);
      return json({ recorded: event !== null });
    },
    { access: 'netlify-signed' },
  ),
});
