import type { Config } from '@netlify/functions';
import { commentsForPost } from '../../src/api/comments';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(commentsForPost);

export const config: Config = { path: '/api/comments/:blogPostId' };
