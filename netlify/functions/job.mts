import type { Config } from '@netlify/functions';
import { jobItem } from '../../src/api/jobs';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(jobItem);

export const config: Config = { path: '/api/jobs/:id' };
