import { describe, expect, it } from 'vitest';
import { isUnderWay, siteUpdateProgress, type SiteUpdateFacts } from '../site-update-progress';

const t = (s: number) => new Date(Date.UTC(2026, 10, 20, 12, 0, s));
const base: SiteUpdateFacts = {
  enabled: true,
  tracked: true,
  pending: false,
  lastChangeAt: t(0),
  lastError: null,
  deploy: null,
  liveSince: null,
};

describe('siteUpdateProgress', () => {
  it.each<[string, Partial<SiteUpdateFacts>, ReturnType<typeof siteUpdateProgress>]>([
    ['no build hook: off, whatever else', { enabled: false, pending: true }, { state: 'off' }],
    ['nothing changed yet', { lastChangeAt: null }, { state: 'live' }],
    ['a change waiting for its turn (the once-a-minute limit)', { pending: true }, { state: 'queued' }],
    [
      'the hook refused: failed, retried',
      { pending: true, lastError: 'The build hook answered 500' },
      { state: 'failed', failure: 'request' },
    ],
    ['asked for, Netlify has not started yet', {}, { state: 'queued' }],
    ['a deploy created after the change is building', { deploy: { state: 'building', createdAt: t(5) } }, { state: 'building' }],
    ['an older deploy building does not include the change', { deploy: { state: 'building', createdAt: t(-5) } }, { state: 'queued' }],
    ['that deploy went live', { deploy: { state: 'ready', createdAt: t(5) }, liveSince: t(5) }, { state: 'live' }],
    ['that deploy failed', { deploy: { state: 'error', createdAt: t(5) }, liveSince: t(-60) }, { state: 'failed', failure: 'build' }],
    ['live since before the change: not live yet', { liveSince: t(-1) }, { state: 'queued' }],
    [
      'a change during a live deploy waits again',
      { pending: true, deploy: { state: 'ready', createdAt: t(-5) }, liveSince: t(-5) },
      { state: 'queued' },
    ],
    ['untracked: asked for, and nothing more can be known (never "live")', { tracked: false, liveSince: t(5) }, { state: 'requested' }],
    ['untracked and waiting: queued', { tracked: false, pending: true }, { state: 'queued' }],
  ])('%s', (_name, facts, expected) => {
    expect(siteUpdateProgress({ ...base, ...facts })).toEqual(expected);
  });

  it('asks again while queued or building only', () => {
    expect(['off', 'live', 'queued', 'requested', 'building', 'failed'].filter((s) => isUnderWay(s as never))).toEqual([
      'queued',
      'building',
    ]);
  });
});
