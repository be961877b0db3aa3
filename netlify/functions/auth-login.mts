import type { Config } from '@netlify/functions';
import { authLogin } from '../../src/api/auth';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(authLogin);

export const config: Config = { path: '/api/auth/login' };
