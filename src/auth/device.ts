import Bowser from 'bowser';
import { DEVICE_WORDS } from '../texts/security';

/** The longest User-Agent read: real ones are a few hundred characters; longer is noise. */
const MAX_USER_AGENT = 512;

/**
 * A browser's User-Agent in words, as the Security panel and the new-sign-in email show it ("Chrome on
 * Windows"): only these words are stored, never the header itself.
 */
export function describeDevice(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').slice(0, MAX_USER_AGENT).trim();
  if (!ua) return DEVICE_WORDS.unknown;
  const parser = Bowser.getParser(ua);
  return DEVICE_WORDS.describe(parser.getBrowserName(), parser.getOSName());
}

/** What a sign-in tells about where it came from, for its session. */
export interface DeviceFacts {
  /** The browser and system in words (describeDevice). */
  device: string;
  /** The country Netlify places the client in, if it says (a name, or a two-letter code). */
  country: string | null;
  /** Whether this browser signed in to the account before (its trusted-device cookie, src/auth/trusted-device.ts). */
  known: boolean;
}
