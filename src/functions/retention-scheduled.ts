import type { Config } from '@netlify/functions';
import { json } from '../api/json';
import { netlifyFunction } from '../api/netlify';
import { getDb } from '../db/client';
import { describeReport, runRetention } from '../retention/run';
import { hookUrlFromEnv, refreshRebuild } from '../site-rebuild/rebuild';

/**
 * Daily: data protection retention (docs/decisions/data-protection.md): removes personal data past its
 * retention period (logging what), then asks for a rebuild when a job expired or a scheduled post came due
 * since the last build.
 */
export const retentionTick = async (): Promise<Response> => {
  const report = await runRetention(getDb());
  console.log(describeReport(report));
  const rebuild = await refreshRebuild(getDb(), { hookUrl: hookUrlFromEnv() });
  return json({ report, rebuild });
};

export default netlifyFunction(retentionTick);

export const config: Config = { schedule: '@daily' };
