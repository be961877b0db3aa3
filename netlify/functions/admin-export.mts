import type { Config } from '@netlify/functions';
import { adminExport } from '../../src/api/exports';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(adminExport);

export const config: Config = { path: '/api/admin/export/:type/:format' };
