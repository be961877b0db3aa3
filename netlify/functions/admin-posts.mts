import type { Config } from '@netlify/functions';
import { adminPosts } from '../../src/api/blog';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(adminPosts);

export const config: Config = { path: '/api/admin/posts' };
