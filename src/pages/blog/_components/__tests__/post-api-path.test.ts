import { describe, expect, it } from 'vitest';
import { postApiPath } from '../post-api-path';

describe('postApiPath', () => {
  it.each([
    ['/blog/why-psychology-graduates-sell', '/api/blog/why-psychology-graduates-sell'],
    ['/blog/post-2/', '/api/blog/post-2'],
    ['/blog/not-found', undefined],
    ['/blog/category', undefined],
    ['/blog/Capital-Letters', undefined],
    ['/blog/double--hyphen', undefined],
    ['/blog/%2e%2e', undefined],
    ['/blog/a/b', undefined],
    ['/blog/', undefined],
    ['/blog', undefined],
    ['/jobs/some-post', undefined],
  ])('%s → %s', (pathname, expected) => {
    expect(postApiPath(pathname)).toBe(expected);
  });
});
