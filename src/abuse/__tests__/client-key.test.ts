import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientKey } from '../rate-limit';

const hashedWith = (salt: string, key: string) => createHash('sha256').update(`${salt}:${key}`).digest('hex');

describe('clientKey', () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each([
    ['RATE_LIMIT_SALT when set', { RATE_LIMIT_SALT: 'a-long-random-salt', SESSION_SECRET: 'the-session-secret' }, 'a-long-random-salt'],
    [
      'else SESSION_SECRET, never a salt written in the public code',
      { RATE_LIMIT_SALT: '', SESSION_SECRET: 'the-session-secret' },
      'the-session-secret',
    ],
  ])('salts with %s', (_name, env, salt) => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    expect(clientKey('203.0.113.7')).toBe(hashedWith(salt, '203.0.113.7'));
    expect(clientKey('203.0.113.7')).not.toBe(hashedWith('psychgrad-rate-limit', '203.0.113.7'));
  });
});
