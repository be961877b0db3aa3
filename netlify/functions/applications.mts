import type { Config } from '@netlify/functions';
import { applicationsCollection } from '../../src/api/applications';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(applicationsCollection);

export const config: Config = { path: '/api/applications' };
