import type { Config, Context } from '@netlify/functions';
import { quizCareerPaths } from '../../src/api/career-quiz';

export default (req: Request, context: Context) => quizCareerPaths(req, { params: context.params, ip: context.ip });

export const config: Config = { path: '/api/career-quiz/career-paths' };
