import type { Config } from '@netlify/functions';
import { netlifyFunction } from '../api/netlify';
import { commentDigestTick } from '../api/handlers/notifications';

/**
 * Daily at 07:00 UTC (before the working day in the UK): the digest of comments waiting for moderation, and
 * the reminder of applications and enquiries waiting past the promised hours (when asked for).
 */
export default netlifyFunction(commentDigestTick);

export const config: Config = { schedule: '0 7 * * *' };
