import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from '../same-origin';

const request = (method: string, headers: Record<string, string>) =>
  new Request('https://www.psychgradsales.co.uk/api/jobs', { method, headers });

describe('isCrossSiteRequest', () => {
  it.each([
    ['a GET from anywhere', 'GET', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['a same-origin fetch', 'POST', { 'sec-fetch-site': 'same-origin', origin: 'https://www.psychgradsales.co.uk' }],
    ['an older browser sending only a matching Origin', 'PUT', { origin: 'https://www.psychgradsales.co.uk' }],
    ['a client that is not a browser (no Origin, no Sec-Fetch-Site)', 'DELETE', {}],
  ])('allows %s', (_name, method, headers) => {
    expect(isCrossSiteRequest(request(method, headers))).toBe(false);
  });

  it.each([
    ['a cross-site fetch', 'POST', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site (sub-domain) fetch', 'PUT', { 'sec-fetch-site': 'same-site' }],
    ['a form posted from a bookmark or typed address', 'POST', { 'sec-fetch-site': 'none' }],
    ['another Origin', 'DELETE', { origin: 'https://evil.example' }],
    ['the same host on another scheme', 'POST', { origin: 'http://www.psychgradsales.co.uk' }],
    ['an opaque Origin', 'POST', { origin: 'null' }],
  ])('refuses %s', (_name, method, headers) => {
    expect(isCrossSiteRequest(request(method, headers))).toBe(true);
  });
});
