import type { Config } from '@netlify/functions';
import { netlifyFunction } from '../../src/api/netlify';
import { adminNotifications } from '../../src/api/notifications';

export default netlifyFunction(adminNotifications);

export const config: Config = { path: '/api/admin/notifications' };
