import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  CONSENT_KEY,
  ESSENTIAL_ONLY,
  clearConsent,
  readConsent,
  saveConsent,
  type ConsentStorage,
  type CookiePreferences,
} from '../cookie-consent';

class MemoryStorage implements ConsentStorage {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.has(key) ? this.map.get(key)! : null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

const throwing: ConsentStorage = {
  getItem() {
    throw new Error('SecurityError');
  },
  setItem() {
    throw new Error('QuotaExceededError');
  },
  removeItem() {
    throw new Error('SecurityError');
  },
};

function storageWith(raw: string): MemoryStorage {
  const s = new MemoryStorage();
  s.setItem(CONSENT_KEY, raw);
  return s;
}

const TS = '2025-03-01T10:00:00.000Z';
const prefs = { essential: true, analytics: true, marketing: false, functional: true };

describe('readConsent: missing or malformed values give undefined', () => {
  it.each([
    ['empty string', ''],
    ['not JSON', 'yes'],
    ['truncated JSON', '{"preferences":{"essential":true'],
    ['single quotes', "{'preferences':{}}"],
    ['undefined literal', 'undefined'],
    ['NaN literal', 'NaN'],
  ])('%s', (_name, raw) => {
    expect(readConsent(storageWith(raw))).toBeUndefined();
  });

  it('no record', () => expect(readConsent(new MemoryStorage())).toBeUndefined());
  it('no storage', () => {
    expect(readConsent(undefined)).toBeUndefined();
    expect(readConsent(null)).toBeUndefined();
  });
  it('storage that throws', () => expect(() => readConsent(throwing)).not.toThrow());
  it('storage that throws gives undefined', () => expect(readConsent(throwing)).toBeUndefined());
});

describe('readConsent: wrong shapes give undefined', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ['true', true],
    ['number', 42],
    ['string', 'accepted'],
    ['array', [prefs, TS]],
    ['empty object', {}],
    ['preferences missing', { timestamp: TS }],
    ['timestamp missing', { preferences: prefs }],
    ['preferences null', { preferences: null, timestamp: TS }],
    ['preferences array', { preferences: [true, true, true, true], timestamp: TS }],
    ['preferences string', { preferences: 'all', timestamp: TS }],
    ['analytics missing', { preferences: { essential: true, marketing: false, functional: false }, timestamp: TS }],
    ['marketing missing', { preferences: { essential: true, analytics: false, functional: false }, timestamp: TS }],
    ['functional missing', { preferences: { essential: true, analytics: false, marketing: false }, timestamp: TS }],
    ['analytics as string', { preferences: { ...prefs, analytics: 'true' }, timestamp: TS }],
    ['marketing as number', { preferences: { ...prefs, marketing: 1 }, timestamp: TS }],
    ['functional null', { preferences: { ...prefs, functional: null }, timestamp: TS }],
    ['timestamp a number', { preferences: prefs, timestamp: 1740823200000 }],
    ['timestamp not a date', { preferences: prefs, timestamp: 'yesterday' }],
    ['timestamp empty', { preferences: prefs, timestamp: '' }],
  ])('%s', (_name, value) => {
    expect(readConsent(storageWith(JSON.stringify(value)))).toBeUndefined();
  });
});

describe('readConsent: essential is always true', () => {
  it.each<[string, unknown]>([
    ['stored false', false],
    ['stored as string', 'no'],
    ['missing', undefined],
    ['stored true', true],
  ])('essential %s', (_name, essential) => {
    const record = { preferences: { essential, analytics: false, marketing: true, functional: false }, timestamp: TS };
    expect(readConsent(storageWith(JSON.stringify(record)))).toEqual({
      preferences: { essential: true, analytics: false, marketing: true, functional: false },
      timestamp: TS,
    });
  });

  it('drops unknown categories', () => {
    const raw = JSON.stringify({ preferences: { ...prefs, advertising: true }, timestamp: TS, extra: 1 });
    expect(readConsent(storageWith(raw))).toEqual({ preferences: prefs, timestamp: TS });
  });
});

describe('saveConsent / readConsent round trip', () => {
  const now = new Date(TS);
  it.each<[string, CookiePreferences]>([
    ['accept all', ACCEPT_ALL],
    ['essential only', ESSENTIAL_ONLY],
    ['analytics only', { essential: true, analytics: true, marketing: false, functional: false }],
    ['marketing only', { essential: true, analytics: false, marketing: true, functional: false }],
    ['functional only', { essential: true, analytics: false, marketing: false, functional: true }],
    ['mixed', { essential: true, analytics: true, marketing: false, functional: true }],
  ])('%s', (_name, p) => {
    const storage = new MemoryStorage();
    const saved = saveConsent(storage, p, now);
    expect(saved).toEqual({ preferences: p, timestamp: TS });
    expect(JSON.parse(storage.getItem(CONSENT_KEY)!)).toEqual({ preferences: p, timestamp: TS });
    expect(readConsent(storage)).toEqual(saved);
  });

  it('forces essential on when saving', () => {
    const storage = new MemoryStorage();
    saveConsent(storage, { essential: false, analytics: true, marketing: true, functional: true } as unknown as CookiePreferences, now);
    expect(readConsent(storage)?.preferences.essential).toBe(true);
  });

  it('overwrites the earlier choice', () => {
    const storage = new MemoryStorage();
    saveConsent(storage, ACCEPT_ALL, new Date('2025-01-01T00:00:00Z'));
    saveConsent(storage, ESSENTIAL_ONLY, now);
    expect(readConsent(storage)).toEqual({ preferences: ESSENTIAL_ONLY, timestamp: TS });
  });

  it('defaults the time to now', () => {
    const before = Date.now();
    const { timestamp } = saveConsent(new MemoryStorage(), ACCEPT_ALL);
    expect(Date.parse(timestamp)).toBeGreaterThanOrEqual(before);
  });

  it('still returns the record when storage fails', () => {
    expect(saveConsent(throwing, ACCEPT_ALL, now)).toEqual({ preferences: ACCEPT_ALL, timestamp: TS });
  });
});

describe('clearConsent', () => {
  it('removes the record', () => {
    const storage = new MemoryStorage();
    saveConsent(storage, ACCEPT_ALL, new Date(TS));
    storage.setItem('other', 'kept');
    clearConsent(storage);
    expect(readConsent(storage)).toBeUndefined();
    expect(storage.getItem('other')).toBe('kept');
  });
  it.each<[string, ConsentStorage | null | undefined]>([
    ['storage that throws', throwing],
    ['no storage', undefined],
    ['null storage', null],
  ])('never throws with %s', (_name, s) => {
    expect(() => clearConsent(s)).not.toThrow();
  });
});
