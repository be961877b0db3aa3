import type { Attribution } from '../schemas/visit-facts';

/**
 * What the site keeps on a visitor's device beyond the cookie choice, each only with its consent
 * (src/lib/consented-features.ts): the visit's attribution (Analytics, session storage, until the tab
 * closes or a form is sent) and the last job search (Functional, local storage). Never throws: storage
 * may be disabled.
 */
export const ATTRIBUTION_KEY = 'visit-attribution';
export const JOB_FILTERS_KEY = 'job-search-filters';

type Area = 'localStorage' | 'sessionStorage';

export function readStored(area: Area, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

export function store(area: Area, key: string, value: string): void {
  try {
    window[area].setItem(key, value);
  } catch {
    // Storage unavailable or full: nothing is remembered.
  }
}

export function forget(area: Area, key: string): void {
  try {
    window[area].removeItem(key);
  } catch {
    // Storage unavailable: nothing stored.
  }
}

/** The visit's attribution to send with a form: empty without Analytics consent (nothing was kept). */
export function storedAttribution(): Partial<Attribution> {
  try {
    const value: unknown = JSON.parse(readStored('sessionStorage', ATTRIBUTION_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Partial<Attribution>) : {};
  } catch {
    return {};
  }
}

/** Forgets the visit's attribution once a form carrying it has been received. */
export const forgetAttribution = () => forget('sessionStorage', ATTRIBUTION_KEY);
