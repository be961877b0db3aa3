import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { describe, expect, it } from 'vitest';
import { closedJobRedirects } from '../closed-job-redirects';

/** The rules as Netlify reads them: `_redirects` first, then netlify.toml's. */
async function netlifyRules(redirectsFile: string) {
  const dir = mkdtempSync(join(tmpdir(), 'redirects-'));
  writeFileSync(join(dir, '_redirects'), redirectsFile);
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [join(dir, '_redirects')],
    netlifyConfigPath: new URL('../../../netlify.toml', import.meta.url).pathname,
    configRedirects: [],
    minimal: true,
  });
  expect(errors).toEqual([]);
  return redirects as Array<{ from: string; to: string; status?: number; force?: boolean }>;
}

describe('the rules that serve closed jobs’ pages', () => {
  it('rewrite each closed job’s address to its page with 410, ahead of the /jobs/:id 404 rule', async () => {
    const rules = await netlifyRules(closedJobRedirects([3, 12]));
    expect(rules.slice(0, 2)).toEqual([
      expect.objectContaining({ from: '/jobs/3', to: '/jobs/closed/3.html', status: 410, force: false }),
      expect.objectContaining({ from: '/jobs/12', to: '/jobs/closed/12.html', status: 410, force: false }),
    ]);
    expect(rules.findIndex((r) => r.from === '/jobs/:id')).toBeGreaterThan(1);
  });

  it('with no closed job, leave only netlify.toml’s rules', async () => {
    const rules = await netlifyRules(closedJobRedirects([]));
    expect(rules.filter((r) => r.status === 410)).toEqual([]);
    expect(rules.map((r) => r.from)).toContain('/jobs/:id');
  });
});
