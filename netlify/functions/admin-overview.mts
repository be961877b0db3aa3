import type { Config } from '@netlify/functions';
import { adminOverview } from '../../src/api/admin-overview';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(adminOverview);

export const config: Config = { path: '/api/admin/overview' };
