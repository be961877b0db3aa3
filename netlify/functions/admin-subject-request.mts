import type { Config } from '@netlify/functions';
import { netlifyFunction } from '../../src/api/netlify';
import { adminSubjectRequest } from '../../src/api/subject-requests';

export default netlifyFunction(adminSubjectRequest);

export const config: Config = { path: '/api/admin/subject-requests/:action' };
