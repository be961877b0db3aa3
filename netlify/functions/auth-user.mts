import type { Config } from '@netlify/functions';
import { authUser } from '../../src/api/auth';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(authUser);

export const config: Config = { path: '/api/auth/user' };
