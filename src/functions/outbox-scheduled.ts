import type { Config } from '@netlify/functions';
import { netlifyFunction } from '../api/netlify';
import { outboxTick } from '../api/handlers/notifications';

/** Every minute: retries mail whose send failed (with backoff) or was never attempted. */
export default netlifyFunction(outboxTick);

export const config: Config = { schedule: '* * * * *' };
