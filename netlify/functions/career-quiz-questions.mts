import type { Config } from '@netlify/functions';
import { quizQuestions } from '../../src/api/career-quiz';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(quizQuestions);

export const config: Config = { path: '/api/career-quiz/questions' };
