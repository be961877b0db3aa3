import type { Config } from '@netlify/functions';
import { blogItem } from '../../src/api/blog';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(blogItem);

export const config: Config = { path: '/api/blog/:slug' };
