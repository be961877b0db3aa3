import type { Config } from '@netlify/functions';
import { applicationCv } from '../../src/api/applications';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(applicationCv);

export const config: Config = { path: '/api/applications/:id/cv' };
