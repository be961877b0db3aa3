import { createHash } from 'node:crypto';
import { jwtVerify } from 'jose';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Netlify's deploy notifications (outgoing webhooks "Deploy started", "Deploy succeeded", "Deploy failed"
 * to /api/netlify/deploys, DEPLOY.md): the build hook's POST answers nothing about the build it starts,
 * so this is how the dashboard learns that the site is building, live or failed. Netlify signs each
 * notification with the webhook's JWS secret (NETLIFY_DEPLOY_WEBHOOK_SECRET): a JWT (HS256, issuer
 * 'netlify') whose `sha256` claim is the body's hash, in X-Webhook-Signature.
 */

export interface DeployEvent {
  id: string;
  state: 'building' | 'ready' | 'error';
  createdAt: Date;
  error: string | null;
}

export class DeployWebhookError extends Error {}

/** Whether X-Webhook-Signature is Netlify's signature of exactly this body with the secret. */
export async function verifyDeploySignature(body: string, signature: string | null, secret: string): Promise<boolean> {
  if (!signature) return false;
  try {
    const { payload } = await jwtVerify(signature, new TextEncoder().encode(secret), { issuer: 'netlify', algorithms: ['HS256'] });
    return payload.sha256 === createHash('sha256').update(body).digest('hex');
  } catch {
    return false;
  }
}

/**
 * The deploy a notification tells of, or null when it is not the production site's (deploy previews and
 * branch deploys build other addresses). Netlify's states before 'ready' ('enqueued', 'building',
 * 'uploading', 'processing'...) all mean the deploy is under way.
 */
export function readDeployEvent(payload: unknown): DeployEvent | null {
  const d = payload as { id?: unknown; state?: unknown; context?: unknown; created_at?: unknown; error_message?: unknown } | null;
  const createdAt = typeof d?.created_at === 'string' ? new Date(d.created_at) : null;
  if (!d || typeof d.id !== 'string' || typeof d.state !== 'string' || !createdAt || Number.isNaN(createdAt.getTime())) {
    throw new DeployWebhookError('Not a Netlify deploy notification: id, state and created_at are required');
  }
  if (typeof d.context === 'string' && d.context !== 'production') return null;
  const state = d.state === 'ready' ? 'ready' : d.state === 'error' ? 'error' : 'building';
  return { id: d.id, state, createdAt, error: state === 'error' && typeof d.error_message === 'string' ? d.error_message : null };
}

/**
 * Records a deploy: a live one moves `liveSince` on (never back); the latest deploy heard of (by creation
 * time) is kept with its state. A late 'started' for a deploy already finished changes nothing.
 */
export async function recordDeploy(db: Kysely<Database>, event: DeployEvent): Promise<void> {
  if (event.state === 'ready') {
    await db
      .updateTable('siteRebuilds')
      .set({ liveSince: sql<Date>`greatest(live_since, ${event.createdAt})` })
      .where('id', '=', 1)
      .execute();
  }
  await db
    .updateTable('siteRebuilds')
    .set({ deployId: event.id, deployState: event.state, deployCreatedAt: event.createdAt, deployError: event.error })
    .where('id', '=', 1)
    .where((eb) =>
      eb.or([
        eb('deployCreatedAt', 'is', null),
        event.state === 'building'
          ? eb.and([eb('deployId', '=', event.id), eb('deployState', '=', 'building')])
          : eb('deployId', '=', event.id),
        eb.and([eb('deployId', '!=', event.id), eb('deployCreatedAt', '<=', event.createdAt)]),
      ]),
    )
    .execute();
}
