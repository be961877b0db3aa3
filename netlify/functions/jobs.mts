import type { Config, Context } from '@netlify/functions';
import { jobsCollection } from '../../src/api/jobs';

export default (req: Request, _context: Context) => jobsCollection(req, {});

export const config: Config = { path: '/api/jobs' };
