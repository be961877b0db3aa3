import type { Config } from '@netlify/functions';
import { netlifyFunction } from '../../src/api/netlify';
import { adminSubjectRequests } from '../../src/api/subject-requests';

export default netlifyFunction(adminSubjectRequests);

export const config: Config = { path: '/api/admin/subject-requests' };
