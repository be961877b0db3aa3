import type { Config, Context } from '@netlify/functions';
import { jobItem } from '../../src/api/jobs';

export default (req: Request, context: Context) => jobItem(req, { params: context.params, ip: context.ip });

export const config: Config = { path: '/api/jobs/:id' };
