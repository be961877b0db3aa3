import type { Config } from '@netlify/functions';
import { blogPostLinkedIn } from '../../src/api/linkedin';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(blogPostLinkedIn);

export const config: Config = { path: '/api/blog/:id/post-linkedin' };
