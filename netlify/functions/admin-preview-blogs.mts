import type { Config } from '@netlify/functions';
import { previewBlogs } from '../../src/api/blog-import';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(previewBlogs);

export const config: Config = { path: '/api/admin/preview-blogs' };
