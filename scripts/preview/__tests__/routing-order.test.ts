import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../../src/api/routes';

/*
 * Netlify matches redirect rules before function paths; @netlify/dev, which `preview` runs, matches function
 * paths first (netlify/cli#6842 made the CLI follow production; @netlify/dev has not). A rule that matched a
 * function's path would therefore pass every preview test and shadow the function in production. These
 * checks keep the two orders from ever giving different answers.
 */

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** The `from` of every [[redirects]] rule in netlify.toml but those that send a page to the API function itself. */
function redirectSources(): string[] {
  return [...read('netlify.toml').matchAll(/^\[\[redirects\]\]\n((?:[ \t]+\S.*\n?)*)/gm)]
    .filter((m) => !/^\s*to\s*=\s*"\/api\//m.test(m[1]))
    .flatMap((m) => /^\s*from\s*=\s*"([^"]+)"/m.exec(m[1])?.[1] ?? []);
}

/** The rules that rewrite a page's address to the API function (the function then answers it, in either order). */
const functionRewrites = () => [...read('netlify.toml').matchAll(/^\s*to\s*=\s*"(\/api\/[^"]+)"/gm)].map((m) => m[1]);

/** Every API route (src/api/routes.ts), with each :placeholder filled in as a caller would fill it. */
function functionPaths(): string[] {
  return Object.keys(API_ROUTES).map((path) => path.replace(/:\w+/g, '1'));
}

/** Whether a Netlify redirect source (`*` splat, `:placeholder` segments) matches a path. */
function redirectMatches(from: string, path: string): boolean {
  const pattern = from
    .split(/(\*|:\w+)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}/?$`).test(path);
}

describe('redirect rules and function paths', () => {
  it('finds the rules and the functions it checks', () => {
    expect(redirectSources()).toEqual(expect.arrayContaining(['/jobs/:id', '/areas/:city', '/blog/:slug']));
    expect(functionPaths()).toEqual(expect.arrayContaining(['/api/jobs', '/api/comments/1/approve']));
    expect(existsSync(new URL('public/_redirects', root))).toBe(false);
  });

  it('rewrites pages only to paths the API function answers', () => {
    const paths = new Set(functionPaths());
    expect(functionRewrites().length).toBeGreaterThan(0);
    for (const to of functionRewrites()) expect(paths).toContain(to);
  });

  it.each([
    ['/jobs/*', '/jobs/12', true],
    ['/areas', '/areas/', true],
    ['/areas', '/areas/exeter', false],
    ['/api/*', '/api/jobs', true],
    ['/blog/:slug', '/blog/a-post', true],
  ])('reads %s as matching %s: %s', (from, path, expected) => expect(redirectMatches(from, path)).toBe(expected));

  it('never lets a redirect rule match a function path', () => {
    const clashes = redirectSources().flatMap((from) =>
      functionPaths()
        .filter((path) => redirectMatches(from, path))
        .map((path) => `${from} matches ${path}`),
    );
    expect(clashes).toEqual([]);
  });
});
