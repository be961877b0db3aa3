import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { ADMIN_BUNDLE_PATH } from '../../src/config/admin-bundle';

/**
 * Nothing secret in what is published: the e2e build (tests/support/e2e-global-setup.ts) ran with a session
 * secret, a database URL, a rate-limit salt, a build hook and LinkedIn/SMTP credentials set; no value of
 * them, no connection string and no secret's name may appear in any file of dist/ (pages, island and
 * admin bundles, styles, feeds, the headers file).
 */
const dist = new URL('../../dist/', import.meta.url).pathname;
const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name));

// A secret's name may be mentioned (the dashboard names BUILD_HOOK_URL when rebuilds are off); a name
// followed by a value is an environment dump.
const SECRET_PATTERNS = [
  /postgres(ql)?:\/\//i,
  /\b(SESSION_SECRET|DATABASE_URL|RATE_LIMIT_SALT|BUILD_HOOK_URL|ADMIN_PASSWORD|SMTP_[A-Z_]+|LINKEDIN_[A-Z_]+)["']?\s*[:=]\s*["']?[\w/+]/,
  /build_hooks\//,
  /BEGIN [A-Z ]*PRIVATE KEY/,
];

describe('secrets in dist/', () => {
  it('dist/ has the pages, the islands and the admin bundle to look at', () => {
    expect(files.filter((f) => f.endsWith('.html')).length).toBeGreaterThan(50);
    expect(files.some((f) => f.endsWith(ADMIN_BUNDLE_PATH))).toBe(true);
    expect(files.filter((f) => f.includes('/_islands/') && f.endsWith('.js')).length).toBeGreaterThan(3);
  });

  it('holds no value of a secret the build could see', () => {
    const secrets = inject('buildSecrets');
    expect(secrets.length).toBeGreaterThanOrEqual(6);
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'latin1');
      return secrets.filter((secret) => text.includes(secret)).map((secret) => `${file}: ${secret.slice(0, 12)}…`);
    });
    expect(found).toEqual([]);
  });

  it('holds no connection string, secret name or private key', () => {
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'latin1');
      return SECRET_PATTERNS.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern.exec(text)?.[0]}`);
    });
    expect(found).toEqual([]);
  });
});
