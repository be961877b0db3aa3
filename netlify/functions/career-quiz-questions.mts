import type { Config, Context } from '@netlify/functions';
import { quizQuestions } from '../../src/api/career-quiz';

export default (req: Request, context: Context) => quizQuestions(req, { params: context.params, ip: context.ip });

export const config: Config = { path: '/api/career-quiz/questions' };
