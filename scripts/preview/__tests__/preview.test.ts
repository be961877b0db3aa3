import { describe, expect, it } from 'vitest';
import { compressorFor } from '../compression';
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

describe('compressorFor', () => {
  const headers = (init: Record<string, string>) => new Headers(init);
  it.each([
    ['br, gzip', 'text/html; charset=utf-8', 'br'],
    ['gzip, deflate', 'application/javascript', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'application/json', 'br'],
    ['', 'text/css', null],
    ['br', 'image/png', null],
    ['br', 'font/woff2', null],
  ])('for Accept-Encoding "%s" and %s uses %s', (accept, type, expected) => {
    const h = headers({ 'content-type': type, 'content-length': '5000' });
    const compressor = compressorFor(accept, h);
    expect(compressor ? h.get('content-encoding') : null).toBe(expected);
    if (compressor) {
      expect(h.get('content-length')).toBeNull();
      expect(h.get('vary')).toMatch(/Accept-Encoding/);
    }
  });

  it('leaves small and already-encoded answers alone', () => {
    expect(compressorFor('br', headers({ 'content-type': 'text/html', 'content-length': '200' }))).toBeUndefined();
    expect(compressorFor('br', headers({ 'content-type': 'text/html', 'content-encoding': 'gzip' }))).toBeUndefined();
  });
});
