import type { Config } from '@netlify/functions';
import { netlifyDeploys } from '../../src/api/site-rebuild';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(netlifyDeploys);

export const config: Config = { path: '/api/netlify/deploys' };
