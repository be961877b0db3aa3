import type { Config, Context } from '@netlify/functions';
import { applicationsCollection } from '../../src/api/applications';

export default (req: Request, context: Context) => applicationsCollection(req, { params: context.params, ip: context.ip });

export const config: Config = { path: '/api/applications' };
