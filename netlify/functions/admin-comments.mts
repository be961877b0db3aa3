import type { Config } from '@netlify/functions';
import { adminComments } from '../../src/api/comments';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(adminComments);

export const config: Config = { path: '/api/admin/comments' };
