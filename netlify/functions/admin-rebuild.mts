import type { Config } from '@netlify/functions';
import { adminRebuild } from '../../src/api/site-rebuild';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(adminRebuild);

export const config: Config = { path: '/api/admin/rebuild' };
