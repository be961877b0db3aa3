import type { Config } from '@netlify/functions';
import { adminJobs } from '../../src/api/jobs';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(adminJobs);

export const config: Config = { path: '/api/admin/jobs' };
