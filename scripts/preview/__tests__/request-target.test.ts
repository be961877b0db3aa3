import { describe, expect, it } from 'vitest';
import { requestUrl } from '../request-target';

const ORIGIN = 'http://127.0.0.1:8888';

describe('requestUrl', () => {
  it.each([
    ['/api/jobs', `${ORIGIN}/api/jobs`],
    ['/api/jobs?page=2&next=//x', `${ORIGIN}/api/jobs?page=2&next=//x`],
    // A path, never an authority: the host the functions see is always the site's.
    ['//evil.com/api/jobs', `${ORIGIN}/evil.com/api/jobs`],
    ['///evil.com/api/jobs?x=1', `${ORIGIN}/evil.com/api/jobs?x=1`],
    ['/\\evil.com/api/jobs', `${ORIGIN}/evil.com/api/jobs`],
    ['/..//evil.com/', `${ORIGIN}/evil.com/`],
    ['/team/..//evil.com', `${ORIGIN}/evil.com`],
    ['//team', `${ORIGIN}/team`],
    ['/%2F%2Fevil.com', `${ORIGIN}/%2F%2Fevil.com`],
    ['/blog//a-post', `${ORIGIN}/blog//a-post`],
  ])('reads %s as %s', (target, url) => {
    const read = requestUrl(target, ORIGIN)!;
    expect(read.href).toBe(url);
    expect(read.origin).toBe(ORIGIN);
  });

  it.each(['http://evil.com/api/jobs', 'evil.com:443', '*', ''])('refuses %j, which is not a path', (target) => {
    expect(requestUrl(target, ORIGIN)).toBeUndefined();
  });
});
