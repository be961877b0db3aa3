import type { Config } from '@netlify/functions';
import { netlifyFunction } from '../../src/api/netlify';
import { uploadsCollection } from '../../src/api/uploads';

export default netlifyFunction(uploadsCollection);

export const config: Config = { path: '/api/uploads' };
