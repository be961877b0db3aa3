import { describe, expect, it } from 'vitest';
import { prettyUrlRedirect } from '../pretty-urls';

/** A built site: pages as files, one directory page, the islands, and a function path. */
const FILES = new Set([
  '/index.html',
  '/team.html',
  '/blog.html',
  '/jobs/1.html',
  '/areas/london.html',
  '/admin.html',
  '/guide/index.html',
  '/both.html',
  '/both/index.html',
  '/_islands/hydrate.js',
  '/rss.xml',
]);
const site = {
  isFile: (path: string) => FILES.has(path),
  isFunctionPath: (path: string) => path.startsWith('/api/') || path.startsWith('/.netlify/'),
};

describe('prettyUrlRedirect', () => {
  it.each([
    // A page built as a file: its address has no final slash.
    ['/team/', '/team'],
    ['/jobs/1/', '/jobs/1'],
    ['/admin/', '/admin'],
    // A directory's index page: its address ends with a slash.
    ['/guide', '/guide/'],
    // Both a file and a directory: the file is the page.
    ['/both/', '/both'],
  ])('redirects %s to %s', (path, target) => expect(prettyUrlRedirect(path, site)).toBe(target));

  it.each([
    '/',
    '/team',
    '/jobs/1',
    '/guide/',
    '/both',
    '/_islands/hydrate.js',
    '/rss.xml',
    // A file's own name is served as it is, as Netlify serves it.
    '/team.html',
    '/jobs/1.html',
    '/index.html',
    '/guide/index.html',
    '/both/index.html',
    // Nothing to redirect to: the 404 rules (netlify.toml) answer these.
    '/jobs/99999/',
    '/jobs/99999.html',
    '/areas/',
    '/no/such/page',
  ])('leaves %s alone', (path) => expect(prettyUrlRedirect(path, site)).toBeUndefined());

  // Even were there a page of that name: Netlify routes a function's path to the function first.
  it.each(['/api/jobs/', '/api/jobs.html', '/api/jobs', '/.netlify/functions/x/'])('never redirects the function path %s', (path) => {
    expect(prettyUrlRedirect(path, { ...site, isFile: () => true })).toBeUndefined();
  });
});
