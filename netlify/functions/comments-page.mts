import type { Config } from '@netlify/functions';
import { commentsPage } from '../../src/api/comments';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(commentsPage);

export const config: Config = { path: '/api/comments/:blogPostId/page' };
