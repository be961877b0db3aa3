import type { Config } from '@netlify/functions';
import { commentApprove } from '../../src/api/comments';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(commentApprove);

export const config: Config = { path: '/api/comments/:id/approve' };
