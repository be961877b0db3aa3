import type { Config } from '@netlify/functions';
import { netlifyFunction } from '../api/netlify';
import { jobAlertsTick } from '../api/handlers/notifications';

/**
 * Hourly from 07:00 to 19:00 UTC: the job alerts. Each subscriber is handled once per UK day (weekly ones
 * every 7 days), so the first run of the day does the work and the later ones carry on with whoever a
 * time limit left, and pick up subscribers confirmed since.
 */
export default netlifyFunction(jobAlertsTick);

export const config: Config = { schedule: '0 7-19 * * *' };
