import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../src/auth/demo-admin';
import { runScript } from '../support/run-script';

/**
 * The operator's scripts on the embedded database, as a newcomer runs them (a file of its own: the
 * database is made and migrated from nothing in each process, the slowest of the operator-script tests).
 */
describe('on the embedded database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'operator-embedded-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const onEmbedded = (script: string, args: string[], env: Record<string, string> = {}) =>
    runScript(script, args, { DATABASE_URL: '', NETLIFY: '', EMBEDDED_DATA_DIR: join(dir, 'pglite'), ...env });

  it('prints the demo admin password only while it still signs in', async () => {
    expect((await onEmbedded('db:migrate', [])).stdout).toContain(DEMO_ADMIN.password);
    await onEmbedded('admin:create', ['--email', DEMO_ADMIN.email], { ADMIN_PASSWORD: 'Correct-Horse-Battery-77' });
    expect((await onEmbedded('db:migrate', [])).stdout).not.toContain(DEMO_ADMIN.password);
  }, 180_000);
});
