import type { Config } from '@netlify/functions';
import { uploadBlogs } from '../../src/api/blog-import';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(uploadBlogs);

export const config: Config = { path: '/api/admin/upload-blogs' };
