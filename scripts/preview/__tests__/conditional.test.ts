import { describe, expect, it } from 'vitest';
import { noneMatchMatches, notModified, strongETag, withETag } from '../conditional';

describe('strongETag', () => {
  it('names the bytes: the same bytes the same tag, other bytes another', () => {
    const tag = strongETag(new TextEncoder().encode('<html>'));
    expect(tag).toMatch(/^"[\w-]{43}"$/);
    expect(strongETag(new TextEncoder().encode('<html>'))).toBe(tag);
    expect(strongETag(new TextEncoder().encode('<html> '))).not.toBe(tag);
  });

  it('is put on a served file with its length, the body unchanged', async () => {
    const answer = await withETag(new Response('<html>', { headers: { 'content-type': 'text/html' } }));
    expect(answer.headers.get('etag')).toBe(strongETag(new TextEncoder().encode('<html>')));
    expect(answer.headers.get('content-length')).toBe('6');
    expect(answer.headers.get('content-type')).toBe('text/html');
    expect(await answer.text()).toBe('<html>');
  });
});

describe('noneMatchMatches', () => {
  it.each([
    ['"a"', '"a"', true],
    ['"b"', '"a"', false],
    ['"b", "a"', '"a"', true],
    ['"b","a"', '"a"', true],
    // Weak comparison: W/ is ignored on either side.
    ['W/"a"', '"a"', true],
    ['"a"', 'W/"a"', true],
    ['W/"a"', 'W/"a"', true],
    ['*', '"a"', true],
    ['*', null, false],
    ['"a"', null, false],
    [undefined, '"a"', false],
    ['', '"a"', false],
    // A tag may hold a comma; it is one tag, not two.
    ['"x,a"', '"a"', false],
    ['"x,a"', '"x,a"', true],
    ['a', '"a"', false],
  ])('If-None-Match %j against %j: %s', (field, etag, matches) => expect(noneMatchMatches(field, etag)).toBe(matches));
});

describe('notModified', () => {
  const answer = () =>
    new Headers({
      etag: 'W/"a"',
      vary: 'Accept-Encoding',
      'cache-control': 'public, max-age=0, must-revalidate',
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      'content-length': '10',
      'content-security-policy': "default-src 'self'",
    });

  it.each([
    ['GET', 200, '"a"', true],
    ['HEAD', 200, '"a"', true],
    ['POST', 200, '"a"', false],
    ['GET', 404, '"a"', false],
    ['GET', 200, '"b"', false],
    ['GET', 200, undefined, false],
  ])('%s answered %i, If-None-Match %j: 304 %s', (method, status, field, expected) => {
    expect(notModified(method, status, field, answer()) !== undefined).toBe(expected);
  });

  it('keeps the validators and caching headers of the 200, not the description of its body', () => {
    const headers = notModified('GET', 200, '"a"', answer())!;
    expect(Object.fromEntries(headers)).toEqual({
      etag: 'W/"a"',
      vary: 'Accept-Encoding',
      'cache-control': 'public, max-age=0, must-revalidate',
      'content-security-policy': "default-src 'self'",
    });
  });
});
