import type { DeviceFacts } from '../../src/auth/device';

/** A browser the account has signed in from before: a session started with it sends no new-sign-in email. */
export const KNOWN_DEVICE: DeviceFacts = { device: 'Chrome on Linux', country: null, known: true };
