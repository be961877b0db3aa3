import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { subMonths } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { RETENTION } from '../../src/retention/policy';
import { createScratchDatabase } from '../support/postgres-admin';

const serverUrl = process.env.TEST_DATABASE_URL;
const root = new URL('../..', import.meta.url).pathname;

/** `npm run retention` as an operator runs it, on its own database (a real server: the script is a separate process). */
describe.skipIf(!serverUrl)('npm run retention', () => {
  let scratch: { url: string; drop(): Promise<void> };
  const db = () => connect({ url: scratch.url, driver: 'pg', maxConnections: 1 });
  const contactCount = async () => {
    const conn = db();
    try {
      return (await conn.selectFrom('contacts').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
    } finally {
      await conn.destroy();
    }
  };
  const retention = (...args: string[]) =>
    promisify(execFile)('npm', ['run', '--silent', 'retention', '--', ...args], { cwd: root, env: { ...process.env, DATABASE_URL: scratch.url, DATABASE_DRIVER: 'pg' } });

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'retention_script');
    const conn = db();
    await migrateToLatest(conn);
    const now = new Date();
    const enquiry = (months: number) => ({ name: 'Old Enquiry', email: 'old@example.com', subject: 'general' as const, message: 'Hello', createdAt: subMonths(now, months) });
    await conn.insertInto('contacts').values([enquiry(RETENTION.contactMonths + 1), enquiry(RETENTION.contactMonths - 1)]).execute();
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
