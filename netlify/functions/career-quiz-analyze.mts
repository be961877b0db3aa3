import type { Config } from '@netlify/functions';
import { quizAnalyze } from '../../src/api/career-quiz';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(quizAnalyze);

export const config: Config = { path: '/api/career-quiz/analyze' };
