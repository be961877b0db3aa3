import type { Config } from '@netlify/functions';
import { json } from '../api/json';
import { netlifyFunction } from '../api/netlify';
import { getDb } from '../db/client';
import { rebuildOptionsFromEnv, refreshRebuild } from '../site-rebuild/rebuild';

/**
 * Every minute: sends site changes that waited for the one-build-a-minute limit (or a failed hook), and
 * notices scheduled posts coming due.
 */
export const rebuildTick = async (): Promise<Response> => json(await refreshRebuild(getDb(), rebuildOptionsFromEnv()));

export default netlifyFunction(rebuildTick);

export const config: Config = { schedule: '* * * * *' };
