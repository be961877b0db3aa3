import type { Config } from '@netlify/functions';
import { netlifyFunction } from '../api/netlify';
import { commentDigestTick } from '../api/notifications';

/** Daily at 07:00 UTC (before the working day in the UK): the digest of comments waiting for moderation. */
export default netlifyFunction(commentDigestTick);

export const config: Config = { schedule: '0 7 * * *' };
