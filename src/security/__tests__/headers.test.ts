import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headersFile, inlineScriptHashes, pageContentSecurityPolicy } from '../headers';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inlineScriptHashes', () => {
  it.each([
    ['a classic inline script', '<script>alert(1)</script>', [sha('alert(1)')]],
    ['a module script, attributes in any case', '<SCRIPT type="module" data-x>go()</SCRIPT>', [sha('go()')]],
    ['a script with text/javascript', "<script type='text/javascript'>a()</script>", [sha('a()')]],
    ['whitespace is part of the hash', '<script>\n  x()\n</script>', [sha('\n  x()\n')]],
    ['a script with src (covered by self)', '<script type="module" src="/_astro/a.js"></script>', []],
    ['a JSON-LD data block (never run)', '<script type="application/ld+json">{"a":1}</script>', []],
    ['two scripts', '<script>a()</script><p></p><script>b()</script>', [sha('a()'), sha('b()')]],
  ])('%s', (_name, html, expected) => {
    expect(inlineScriptHashes(html)).toEqual(expected);
  });
});

describe('pageContentSecurityPolicy', () => {
  it('allows the given hashes once each, sorted, and no inline script otherwise', () => {
    const policy = pageContentSecurityPolicy(['sha256-b', 'sha256-a', 'sha256-b']);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('has no unsafe-inline or unsafe-eval for scripts, even with no hash', () => {
    const scriptSrc = pageContentSecurityPolicy([])
      .split('; ')
      .find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
  });
});

describe('headersFile', () => {
  it('writes each rule as a path and its indented headers', () => {
    expect(
      headersFile([
        { path: '/*', headers: { A: '1', B: 'x; y' } },
        { path: '/admin', headers: { C: '2' } },
      ]),
    ).toBe('/*\n  A: 1\n  B: x; y\n\n/admin\n  C: 2\n');
  });
});
