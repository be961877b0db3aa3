/** The cookie consent record kept in the browser's local storage (spec sections 3 and 4). Pure: storage is passed in. */

export const CONSENT_KEY = 'cookie-consent';
/** Dispatched on `window` with the saved preferences as `detail`, so optional scripts can load after consent. */
export const CONSENT_EVENT = 'cookie-consent-changed';

export type CookiePreferences = {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
};

export type ConsentRecord = {
  preferences: CookiePreferences;
  /** ISO 8601 time the choice was made. */
  timestamp: string;
};

export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const ACCEPT_ALL: Readonly<CookiePreferences> = Object.freeze({
  essential: true,
  analytics: true,
  marketing: true,
  functional: true,
});

export const ESSENTIAL_ONLY: Readonly<CookiePreferences> = Object.freeze({
  essential: true,
  analytics: false,
  marketing: false,
  functional: false,
});

const OPTIONAL = ['analytics', 'marketing', 'functional'] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of the preferences with essential forced on and only the known categories kept. */
export function normalisePreferences(prefs: Omit<CookiePreferences, 'essential'> & { essential?: boolean }): CookiePreferences {
  return { essential: true, analytics: prefs.analytics, marketing: prefs.marketing, functional: prefs.functional };
}

/**
 * The stored record, or undefined when there is none or it is unreadable (malformed JSON, wrong shape,
 * invalid timestamp, or storage that throws). Essential is always reported as true. Never throws.
 */
export function readConsent(storage: ConsentStorage | undefined | null): ConsentRecord | undefined {
  let raw: string | null;
  let parsed: unknown;
  try {
    raw = storage ? storage.getItem(CONSENT_KEY) : null;
    if (raw === null) return undefined;
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isObject(parsed) || !isObject(parsed.preferences)) return undefined;
  const { preferences, timestamp } = parsed;
  if (typeof timestamp !== 'string' || Number.isNaN(Date.parse(timestamp))) return undefined;
  if (!OPTIONAL.every((key) => typeof preferences[key] === 'boolean')) return undefined;
  return {
    preferences: normalisePreferences(preferences as Omit<CookiePreferences, 'essential'>),
    timestamp,
  };
}

/**
 * Store the preferences with the time of the choice and return the record. A storage failure (quota,
 * disabled storage) is swallowed: the choice still applies to the current page.
 */
export function saveConsent(storage: ConsentStorage | undefined | null, prefs: CookiePreferences, now: Date = new Date()): ConsentRecord {
  const record: ConsentRecord = { preferences: normalisePreferences(prefs), timestamp: now.toISOString() };
  try {
    storage?.setItem(CONSENT_KEY, JSON.stringify(record));
  } catch {
    // Storage unavailable: nothing more to do.
  }
  return record;
}

/** Forget the stored choice, so the dialog shows again. Never throws. */
export function clearConsent(storage: ConsentStorage | undefined | null): void {
  try {
    storage?.removeItem(CONSENT_KEY);
  } catch {
    // Storage unavailable: nothing stored to clear.
  }
}
