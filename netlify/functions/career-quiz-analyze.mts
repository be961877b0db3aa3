import type { Config, Context } from '@netlify/functions';
import { quizAnalyze } from '../../src/api/career-quiz';

export default (req: Request, context: Context) => quizAnalyze(req, { params: context.params, ip: context.ip });

export const config: Config = { path: '/api/career-quiz/analyze' };
