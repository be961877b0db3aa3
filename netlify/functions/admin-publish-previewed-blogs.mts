import type { Config } from '@netlify/functions';
import { publishPreviewedBlogs } from '../../src/api/blog-import';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(publishPreviewedBlogs);

export const config: Config = { path: '/api/admin/publish-previewed-blogs' };
