import type { Config } from '@netlify/functions';
import { jobsCollection } from '../../src/api/jobs';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(jobsCollection);

export const config: Config = { path: '/api/jobs' };
