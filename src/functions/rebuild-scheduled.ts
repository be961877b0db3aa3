import type { Config } from '@netlify/functions';
import { netlifyFunction } from '../api/netlify';
import { rebuildTick } from '../api/handlers/site-rebuild';

/** Every minute: sends site changes that waited for the one-build-a-minute limit (or a failed hook). */
export default netlifyFunction(rebuildTick);

export const config: Config = { schedule: '* * * * *' };
