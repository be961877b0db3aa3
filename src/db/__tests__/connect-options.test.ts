import { describe, expect, it } from 'vitest';
import { connectOptionsFromEnv } from '../connect';

describe('connectOptionsFromEnv', () => {
  it('gives none without DATABASE_URL (the embedded database is used)', () => {
    expect(connectOptionsFromEnv({})).toBeUndefined();
  });

  it('reads a valid URL and the driver asked for', () => {
    expect(
      connectOptionsFromEnv({ DATABASE_URL: 'postgresql://app:pw@ep-x-pooler.eu-west-2.aws.neon.tech/neondb', DATABASE_DRIVER: 'neon' }),
    ).toMatchObject({ driver: 'neon' });
  });

  it('leaves a form only pg reads (a socket path) to pg when the driver is given', () => {
    expect(connectOptionsFromEnv({ DATABASE_URL: 'postgres://app@/app?host=/var/run/postgresql', DATABASE_DRIVER: 'pg' })).toMatchObject({
      driver: 'pg',
    });
  });

  // A build log shows this error: it must name the variable and never quote the password.
  it.each(['postgresql://neondb_owner:SECRETpw@ep-x-pooler.neon.tech:port/neondb', 'not a url'])(
    'refuses %j naming DATABASE_URL without its value',
    (url) => {
      expect(() => connectOptionsFromEnv({ DATABASE_URL: url })).toThrow(/^DATABASE_URL is not a valid URL/);
      try {
        connectOptionsFromEnv({ DATABASE_URL: url });
      } catch (error) {
        expect(String(error)).not.toContain('SECRETpw');
      }
    },
  );
});
