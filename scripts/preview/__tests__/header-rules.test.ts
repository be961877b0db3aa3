import { fileURLToPath } from 'node:url';
import { parseAllHeaders } from '@netlify/headers-parser';
import { describe, expect, it } from 'vitest';
import { ADMIN_BUNDLE_DIR, ADMIN_BUNDLE_PATH } from '../../../src/config/admin-bundle';
import { HYDRATE_MODULE, ISLANDS_DIR } from '../../../src/islands/registry';

/*
 * netlify.toml's header rules read by Netlify's own parser, with Netlify's way of applying them: every rule
 * that matches a path adds its values (a later rule does not replace an earlier one's), so a path under a
 * no-store rule cannot be made cacheable by a rule of its own.
 */
const { headers: rules, errors } = await parseAllHeaders({
  headersFiles: [],
  netlifyConfigPath: fileURLToPath(new URL('../../../netlify.toml', import.meta.url)),
  configHeaders: [],
  minimal: false,
});

/** Every value each header (lower-case name) gets at a path, from every rule that matches it. */
function headersAt(path: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const rule of rules) {
    if (!('forRegExp' in rule) || !rule.forRegExp.test(path)) continue;
    for (const [name, value] of Object.entries(rule.values)) (out[name.toLowerCase()] ??= []).push(String(value));
  }
  return out;
}

const YEAR_IMMUTABLE = ['public, max-age=31536000, immutable'];

/** A path each rule matches: its own, a `*` standing for a file below (or the path itself, as Netlify reads it). */
const rulePaths = rules.flatMap((rule) =>
  rule.for.includes('*') ? [rule.for.replace('/*', ''), rule.for.replace('*', 'x/y-Z1.js')] : [rule.for],
);

describe('netlify.toml header rules', () => {
  it('parse without errors', () => expect(errors).toEqual([]));

  // Netlify combines the values of every matching rule, the emulation keeps the last rule's: they agree
  // only while no path gets two different values of one header.
  it('never give one path two different values of a header', () => {
    expect(rulePaths.length).toBeGreaterThan(5);
    const conflicts = rulePaths.flatMap((path) =>
      Object.entries(headersAt(path))
        .filter(([, values]) => new Set(values).size > 1)
        .map(([name, values]) => `${path} ${name}: ${values.join(' | ')}`),
    );
    expect(conflicts).toEqual([]);
  });

  it.each(['/admin', '/admin.html', '/admin/blog-upload', '/admin/directory-helper'])('%s is never cached or indexed', (path) => {
    const headers = headersAt(path);
    expect(headers['cache-control']).toEqual(expect.arrayContaining(['no-store']));
    expect(new Set(headers['cache-control'])).toEqual(new Set(['no-store']));
    expect(headers['x-robots-tag']?.every((value) => value.includes('noindex'))).toBe(true);
  });

  it.each([
    // The entries keep their names across builds: Netlify's default, revalidated (an ETag, 304 when unchanged).
    [ADMIN_BUNDLE_PATH, undefined],
    [HYDRATE_MODULE, undefined],
    // The chunks are named by their content: kept a year, as Astro's own assets.
    [`${ADMIN_BUNDLE_DIR}/chunks/AdminApp-5KQ3X2ZP.js`, YEAR_IMMUTABLE],
    [`${ISLANDS_DIR}/chunks/client-Q2WERTY1.js`, YEAR_IMMUTABLE],
    ['/_astro/page.B1x2y3z4.js', YEAR_IMMUTABLE],
  ])('%s: Cache-Control %j', (path, cacheControl) => {
    expect(headersAt(path)['cache-control']).toEqual(cacheControl);
    expect(headersAt(path)['x-robots-tag']).toBeUndefined();
  });

  it.each([
    ['/rss.xml', ['application/rss+xml; charset=utf-8']],
    // The aggregators' job feed: its texts are UTF-8, which the content type must say.
    ['/jobs.xml', ['application/xml; charset=utf-8']],
    ['/sitemap.xml', undefined],
    ['/blog', undefined],
  ])('%s: Content-Type %j', (path, contentType) => expect(headersAt(path)['content-type']).toEqual(contentType));
});
