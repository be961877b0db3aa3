import type { Config } from '@netlify/functions';
import { applicationStatus } from '../../src/api/applications';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(applicationStatus);

export const config: Config = { path: '/api/applications/:id/status' };
