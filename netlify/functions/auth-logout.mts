import type { Config } from '@netlify/functions';
import { authLogout } from '../../src/api/auth';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(authLogout);

export const config: Config = { path: '/api/auth/logout' };
