import type { Config } from '@netlify/functions';
import { netlifyFunction } from '../api/netlify';
import { retentionTick } from '../api/retention';

/** Daily: data protection retention (docs/decisions/data-protection.md), then any rebuild that came due. */
export default netlifyFunction(retentionTick);

export const config: Config = { schedule: '@daily' };
