import { describe, expect, it } from 'vitest';
import { acceptedEncoding, chooseEncoding } from '../compression';
import { encodedSize, FUNCTION_PAYLOAD_LIMIT_BYTES, maxRawBodyBytes } from '../request-limit';

describe('Netlify function payload limit', () => {
  it.each([
    ['multipart/form-data; boundary=x', 3, 4],
    ['application/octet-stream', 4, 8],
    ['application/json', 10, 10],
    ['text/plain', 10, 10],
  ])('counts a %s body as Netlify passes it', (type, size, encoded) => expect(encodedSize(size, type)).toBe(encoded));

  it('leaves about 4.5 MB for a binary body and 6 MB for text', () => {
    expect(maxRawBodyBytes('multipart/form-data; boundary=x')).toBe(4_718_592);
    expect(encodedSize(maxRawBodyBytes('multipart/form-data'), 'multipart/form-data')).toBeLessThanOrEqual(FUNCTION_PAYLOAD_LIMIT_BYTES);
    expect(encodedSize(maxRawBodyBytes('multipart/form-data') + 1, 'multipart/form-data')).toBeGreaterThan(FUNCTION_PAYLOAD_LIMIT_BYTES);
    expect(maxRawBodyBytes('application/json')).toBe(FUNCTION_PAYLOAD_LIMIT_BYTES);
  });
});

describe('acceptedEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    // Among the codings a client accepts, the CDN prefers brotli whatever their weights.
    ['gzip;q=1.0, br;q=0.5', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0', undefined],
    ['br;q=0.000, gzip;q=0', undefined],
    ['br;q=0.001', 'br'],
    ['BR ; Q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['*, br;q=0', 'gzip'],
    ['gzip, *;q=0', 'gzip'],
    ['*;q=0.5, br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    ['identity, *;q=0', undefined],
    ['deflate, zstd', undefined],
    ['br;q=2, gzip', 'gzip'],
    ['br;q=half', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %j → %s', (field, expected) => expect(acceptedEncoding(field)).toBe(expected));
});

describe('chooseEncoding', () => {
  const headers = (init: Record<string, string>) => new Headers(init);
  it.each([
    ['br, gzip', 'text/html; charset=utf-8', 'br'],
    ['gzip, deflate', 'application/javascript', 'gzip'],
    ['br;q=0, gzip', 'application/rss+xml; charset=utf-8', 'gzip'],
    ['identity', 'text/css', null],
    ['br', 'image/png', null],
    ['br', 'font/woff2', null],
  ])('for Accept-Encoding "%s" and %s uses %s', (accept, type, expected) => {
    const h = headers({ 'content-type': type, 'content-length': '5000', etag: '"abc"' });
    const encoding = chooseEncoding(accept, h);
    expect(encoding ?? null).toBe(expected);
    expect(h.get('content-encoding')).toBe(expected);
    if (encoding) {
      expect(h.get('content-length')).toBeNull();
      // Other bytes than those the strong tag names: the same tag, weak.
      expect(h.get('etag')).toBe('W/"abc"');
    } else expect(h.get('etag')).toBe('"abc"');
  });

  it.each([
    ['br', 'text/html', 'Accept-Encoding'],
    ['identity', 'text/html', 'Accept-Encoding'],
    ['br', 'image/png', null],
  ])('for "%s" and %s says Vary: %s (the choice depends on the field, whatever it chose)', (accept, type, vary) => {
    const h = headers({ 'content-type': type, 'content-length': '5000' });
    chooseEncoding(accept, h);
    expect(h.get('vary')).toBe(vary);
  });

  it('leaves small and already-encoded answers alone', () => {
    expect(chooseEncoding('br', headers({ 'content-type': 'text/html', 'content-length': '200' }))).toBeUndefined();
    expect(chooseEncoding('br', headers({ 'content-type': 'text/html', 'content-encoding': 'gzip' }))).toBeUndefined();
  });
});
