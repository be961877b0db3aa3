import type { Config, Context } from '@netlify/functions';
import { contactsCollection } from '../../src/api/contacts';

export default (req: Request, context: Context) => contactsCollection(req, { params: context.params, ip: context.ip });

export const config: Config = { path: '/api/contacts' };
