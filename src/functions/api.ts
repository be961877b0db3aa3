import type { Config } from '@netlify/functions';
import { apiApp } from '../api/app';
import { netlifyFunction } from '../api/netlify';

/** Every HTTP endpoint of the site (src/api/routes.ts): one function, so one pool of warm instances. */
const app = apiApp();
export default netlifyFunction((req, env) => app.fetch(req, env));

export const config: Config = { path: '/api/*' };
