import { describe, expect, it } from 'vitest';
import { SAVED_NOTES, savedNote, siteUpdateText } from '../site-updates';

describe('what the office is told', () => {
  it('after a save: after the next site update, or that updates are off', () => {
    expect(savedNote(true)).toBe(SAVED_NOTES.afterUpdate);
    expect(savedNote(undefined)).toBe(SAVED_NOTES.afterUpdate);
    expect(savedNote(false)).toBe(SAVED_NOTES.updatesOff);
  });

  it('says when a queued update starts, and never names settings or commands', () => {
    const later = new Date(Date.now() + 30_000).toISOString();
    expect(siteUpdateText({ state: 'queued' }, { nextAttemptAt: later, lastRequestedAt: null }, () => '10:32')).toBe(
      'Your latest changes are saved. The site update starts at 10:32 (updates start at most once a minute).',
    );
    const all = (['off', 'live', 'queued', 'requested', 'building'] as const).map((state) =>
      siteUpdateText({ state }, { nextAttemptAt: null, lastRequestedAt: later }, () => '10:32'),
    );
    all.push(siteUpdateText({ state: 'failed', failure: 'build' }, { nextAttemptAt: null, lastRequestedAt: null }, String));
    all.push(siteUpdateText({ state: 'failed', failure: 'request' }, { nextAttemptAt: null, lastRequestedAt: null }, String));
    for (const text of [...all, ...Object.values(SAVED_NOTES)]) expect(text).not.toMatch(/BUILD_HOOK|npm|Netlify|hook|rebuild|`/i);
  });
});
