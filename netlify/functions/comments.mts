import type { Config } from '@netlify/functions';
import { commentsCollection } from '../../src/api/comments';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(commentsCollection);

export const config: Config = { path: '/api/comments' };
