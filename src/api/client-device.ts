import { describeDevice, type DeviceFacts } from '../auth/device';
import type { RequestEnv } from './http';

/** Where a request comes from, in the words a session keeps: its browser and system, and Netlify's country. */
export const clientOf = (req: Request, env: RequestEnv): Omit<DeviceFacts, 'known'> => ({
  device: describeDevice(req.headers.get('user-agent')),
  country: env.country ?? null,
});
