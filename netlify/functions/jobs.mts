import type { Config, Context } from '@netlify/functions';
import { jobsCollection } from '../../src/api/jobs';

export default (req: Request, context: Context) => jobsCollection(req, { params: context.params, ip: context.ip });

export const config: Config = { path: '/api/jobs' };
