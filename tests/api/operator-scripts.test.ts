import { subMonths } from 'date-fns/subMonths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startSession } from '../../src/auth/sessions';
import { connect } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { RETENTION } from '../../src/config/retention';
import { createScratchDatabase } from '../support/postgres-admin';
import { KNOWN_DEVICE } from '../support/devices';
import { runScript } from '../support/run-script';

const serverUrl = process.env.TEST_DATABASE_URL;

/** The tables a database has. */
async function tablesOf(url: string): Promise<string[]> {
  const conn = connect({ url, driver: 'pg', maxConnections: 1 });
  try {
    return (await conn.introspection.getTables()).map((t) => t.name);
  } finally {
    await conn.destroy();
  }
}

/** `npm run retention` as an operator runs it, on its own database (a real server: the script is a separate process). */
describe.skipIf(!serverUrl)('npm run retention', () => {
  let scratch: { url: string; drop(): Promise<void> };
  const db = () => connect({ url: scratch.url, driver: 'pg', maxConnections: 1 });
  const contactCount = async () => {
    const conn = db();
    try {
      return (
        await conn
          .selectFrom('contacts')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    } finally {
      await conn.destroy();
    }
  };
  const retention = (...args: string[]) => runScript('retention', args, { DATABASE_URL: scratch.url, DATABASE_DRIVER: 'pg' });

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'retention_script');
    const conn = db();
    await migrateToLatest(conn);
    const now = new Date();
    const enquiry = (months: number) => ({
      name: 'Old Enquiry',
      email: 'old@example.com',
      subject: 'general' as const,
      message: 'Hello',
      createdAt: subMonths(now, months),
    });
    await conn
      .insertInto('contacts')
      .values([enquiry(RETENTION.contactMonths + 1), enquiry(RETENTION.contactMonths - 1)])
      .execute();
    await conn.destroy();
  });
  afterAll(() => scratch?.drop());

  it('with --dry-run prints what it would remove and removes nothing; without it, removes that', async () => {
    const dry = await retention('--dry-run');
    expect(dry.stdout).toContain('Retention (dry run) would remove:');
    expect(dry.stdout).toMatch(/ 1 contact enquiries/);
    expect(await contactCount()).toBe('2');

    const real = await retention();
    expect(real.stdout).toContain('Retention removed:');
    expect(real.stdout).toMatch(/ 1 contact enquiries/);
    expect(await contactCount()).toBe('1');
  }, 120_000);
});

/** `npm run admin:create -- --reset-factors`: an admin who lost their app and passkeys, recovered from the terminal. */
describe.skipIf(!serverUrl)('npm run admin:create -- --reset-factors', () => {
  let scratch: { url: string; drop(): Promise<void> };
  const db = () => connect({ url: scratch.url, driver: 'pg', maxConnections: 1 });
  const create = (...args: string[]) =>
    runScript('admin:create', args, { DATABASE_URL: scratch.url, DATABASE_DRIVER: 'pg', ADMIN_PASSWORD: 'Correct-Horse-Battery-77' });
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'reset_factors');
    const conn = db();
    await migrateToLatest(conn);
    await conn.destroy();
  });
  afterAll(() => scratch?.drop());

  it('removes the account’s app, recovery codes and passkeys and ends its sessions; the password and other accounts stay', async () => {
    await create('--email', 'lost@example.com');
    await create('--email', 'kept@example.com');
    const conn = db();
    try {
      const id = async (email: string) =>
        (await conn.selectFrom('authUsers').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
      const [lost, kept] = [await id('lost@example.com'), await id('kept@example.com')];
      const { hash } = await conn
        .selectFrom('users')
        .select('password as hash')
        .where('username', '=', 'lost@example.com')
        .executeTakeFirstOrThrow();
      for (const userId of [lost, kept]) {
        await conn.insertInto('adminTotp').values({ userId, secret: 'JBSWY3DPEHPK3PXP', confirmedAt: new Date() }).execute();
        await conn
          .insertInto('adminRecoveryCodes')
          .values({ userId, codeHash: `hash-${userId}` })
          .execute();
        await conn
          .insertInto('adminPasskeys')
          .values({ id: `key-${userId}`, userId, name: 'Laptop', publicKey: new Uint8Array([1]) })
          .execute();
        await startSession(conn, userId, KNOWN_DEVICE);
      }

      const reset = await create('--email', 'LOST@example.com', '--reset-factors');
      expect(reset.stdout).toContain(
        'Reset the sign-in factors of lost@example.com: authenticator app and recovery codes, 1 passkey(s) removed; ended 1 session(s).',
      );
      const left = async (userId: number) => [
        (await conn.selectFrom('adminTotp').select('userId').where('userId', '=', userId).execute()).length,
        (await conn.selectFrom('adminRecoveryCodes').select('id').where('userId', '=', userId).execute()).length,
        (await conn.selectFrom('adminPasskeys').select('id').where('userId', '=', userId).execute()).length,
        (
          await conn
            .selectFrom('sessions')
            .select('sid')
            .where(sql<number>`(sess ->> 'userId')::integer`, '=', userId)
            .execute()
        ).length,
      ];
      expect(await left(lost)).toEqual([0, 0, 0, 0]);
      expect(await left(kept)).toEqual([1, 1, 1, 1]);
      expect(
        (await conn.selectFrom('users').select('password').where('username', '=', 'lost@example.com').executeTakeFirstOrThrow()).password,
      ).toBe(hash);
      expect(await conn.selectFrom('adminAudit').select(['userId', 'action']).where('action', '=', 'factors-reset').execute()).toEqual([
        { userId: lost, action: 'factors-reset' },
      ]);

      const unknown = await create('--email', 'nobody@example.com', '--reset-factors').then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(unknown?.code).toBe(1);
      expect(unknown?.stderr).toContain('No account nobody@example.com; nothing changed.');
    } finally {
      await conn.destroy();
    }
  }, 180_000);
});

describe.skipIf(!serverUrl)('on a database behind this checkout (run from a newer checkout than the deployed code)', () => {
  let scratch: { url: string; drop(): Promise<void> };
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'behind_checkout');
  });
  afterAll(() => scratch?.drop());
  const tables = () => tablesOf(scratch.url);

  it.each([
    ['retention', ['--dry-run'], 'Nothing was removed.'],
    ['admin:create', ['--email', 'ops@example.com'], 'Nothing changed.'],
  ])(
    'npm run %s refuses, names the missing migrations and leaves the schema alone',
    async (script, args, outcome) => {
      const refused = await runScript(script, args, { DATABASE_URL: scratch.url, DATABASE_DRIVER: 'pg' }).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused?.code).toBe(2);
      expect(refused?.stderr).toContain('The database lacks migrations this checkout has (0001_initial,');
      expect(refused?.stderr).toContain(outcome);
      expect(await tables()).toEqual([]);
    },
    120_000,
  );
});

describe('in a Netlify build without DATABASE_URL', () => {
  it.each(['db:migrate', 'build'])(
    'npm run %s stops with the reason instead of building from demo content',
    async (script) => {
      const refused = await runScript(script, [], {
        NETLIFY: 'true',
        DATABASE_URL: '',
        EMBEDDED_DATA_DIR: '/nonexistent/never-created',
      }).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused?.code).toBe(1);
      expect(refused?.stderr).toContain('DATABASE_URL is not set for this Netlify build');
    },
    60_000,
  );
});

describe.skipIf(!serverUrl)('in a Netlify deploy preview', () => {
  let scratch: { url: string; drop(): Promise<void> };
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'preview_build');
  });
  afterAll(() => scratch?.drop());
  const tables = () => tablesOf(scratch.url);
  const migrate = (env: Record<string, string>) =>
    runScript('db:migrate', [], { NETLIFY: 'true', CONTEXT: 'deploy-preview', DATABASE_URL: scratch.url, DATABASE_DRIVER: 'pg', ...env });

  it('npm run db:migrate leaves the database (which may be production) alone, unless the context has its own', async () => {
    // A skip the build goes on from (netlify.toml runs db:migrate in every context), not a failure.
    const skipped = await migrate({});
    expect(skipped.stdout).toContain('Not migrating in a Netlify deploy-preview build');
    expect(await tables()).toEqual([]);

    await migrate({ MIGRATE_THIS_CONTEXT: 'true' });
    expect(await tables()).toContain('jobs');
  }, 120_000);
});
