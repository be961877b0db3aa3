import type { Config } from '@netlify/functions';
import { blogCollection } from '../../src/api/blog';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(blogCollection);

export const config: Config = { path: '/api/blog' };
