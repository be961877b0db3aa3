import { describe, expect, it } from 'vitest';
import { ConfigurationError, readEnv } from '../env';

describe('readEnv', () => {
  it.each([
    ['a value, trimmed', { MAIL_FROM: '  hello@example.org ' }, { MAIL_FROM: 'hello@example.org' }],
    ['blank as unset', { MAIL_FROM: '   ' }, {}],
    ['unset as unset', {}, {}],
    ['a URL', { SMTP_URL: 'smtps://u:p@smtp.example.org:465' }, { SMTP_URL: 'smtps://u:p@smtp.example.org:465' }],
    ['a driver', { DATABASE_DRIVER: 'pg' }, { DATABASE_DRIVER: 'pg' }],
  ])('reads %s', (_what, source, expected) => {
    expect(readEnv(['MAIL_FROM', 'SMTP_URL', 'DATABASE_DRIVER'], source)).toEqual(expected);
  });

  it('keeps the session secret’s exact bytes, spaces included', () => {
    expect(readEnv(['SESSION_SECRET'], { SESSION_SECRET: ' a secret ' })).toEqual({ SESSION_SECRET: ' a secret ' });
  });

  it.each([
    ['SMTP_URL', 'relay.example.org port 587', 'SMTP_URL must be an absolute URL'],
    ['SITE_URL', 'www.example.org', 'SITE_URL must be an absolute URL'],
    ['DATABASE_DRIVER', 'mysql', 'DATABASE_DRIVER must be neon or pg'],
  ] as const)('refuses %s=%s, naming the variable but not quoting its value', (name, value, message) => {
    const read = () => readEnv([name], { [name]: value });
    expect(read).toThrow(ConfigurationError);
    expect(read).toThrow(message);
    expect(read).not.toThrow(value);
  });

  it('checks only the variables asked for: a broken mail relay does not stop the database settings', () => {
    expect(readEnv(['DATABASE_URL'], { DATABASE_URL: 'postgres://db/app', SMTP_URL: 'not a url' })).toEqual({
      DATABASE_URL: 'postgres://db/app',
    });
  });

  it('names every broken variable at once', () => {
    expect(() => readEnv(['SMTP_URL', 'BUILD_HOOK_URL'], { SMTP_URL: 'x', BUILD_HOOK_URL: 'y' })).toThrow(/SMTP_URL .*; BUILD_HOOK_URL /);
  });
});
