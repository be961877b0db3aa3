import type { Config } from '@netlify/functions';
import { quizCareerPaths } from '../../src/api/career-quiz';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(quizCareerPaths);

export const config: Config = { path: '/api/career-quiz/career-paths' };
