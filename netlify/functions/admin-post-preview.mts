import type { Config } from '@netlify/functions';
import { adminPostPreview } from '../../src/api/blog';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(adminPostPreview);

export const config: Config = { path: '/api/admin/preview' };
