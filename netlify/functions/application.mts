import type { Config } from '@netlify/functions';
import { applicationItem } from '../../src/api/applications';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(applicationItem);

export const config: Config = { path: '/api/applications/:id' };
