import type { Config } from '@netlify/functions';
import { netlifyFunction } from '../../src/api/netlify';
import { outboxTick } from '../../src/api/notifications';

/** Every minute: retries mail whose send failed (with backoff) or was never attempted. */
export default netlifyFunction(outboxTick);

export const config: Config = { schedule: '* * * * *' };
