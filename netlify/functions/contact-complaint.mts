import type { Config } from '@netlify/functions';
import { contactComplaint } from '../../src/api/contacts';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(contactComplaint);

export const config: Config = { path: '/api/contacts/:id/complaint' };
