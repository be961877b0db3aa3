import type { Config } from '@netlify/functions';
import { netlifyFunction } from '../../src/api/netlify';
import { uploadPart } from '../../src/api/uploads';

export default netlifyFunction(uploadPart);

export const config: Config = { path: '/api/uploads/:id/parts/:part' };
