import { getDb } from '../../db/client';
import { linkedinConfigFromEnv } from '../../linkedin/client';
import { shareOnLinkedIn } from '../../linkedin/share';
import { adminOnly } from '../admin-guard';
import { json, parseId, route } from '../http';

/**
 * POST /api/blog/{id}/post-linkedin (admin): shares the published post on LinkedIn once, its share card
 * as thumbnail → { linkedinPosted, linkedinPostUrl }. 503 not configured, 400 a draft, 409 already posted
 * (or being posted) or its card not on the site yet, 502 LinkedIn refused (its message).
 */
export const blogPostLinkedIn = route({
  POST: adminOnly(async (_req, { params }) =>
    json(await shareOnLinkedIn(getDb(), parseId(params.id, 'Blog post'), { config: linkedinConfigFromEnv() })),
  ),
});
