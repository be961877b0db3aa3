import { describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS } from '../../../src/security/headers';
import { isControlFilePath, isSiteMethod, ownAnswerHeaders } from '../own-answers';

describe('isControlFilePath', () => {
  it.each([
    ['/_headers', true],
    ['/_redirects', true],
    ['/_headers/', true],
    ['/_redirects//', true],
    ['/%5Fheaders', true],
    ['/%5fredirects/', true],
    ['/_headers.html', false],
    ['/blog/_headers', false],
    ['/headers', false],
    ['/%E0%A4%A', false],
  ])('%s → %s', (path, expected) => expect(isControlFilePath(path)).toBe(expected));
});

describe('isSiteMethod', () => {
  it.each([
    ['GET', true],
    ['POST', true],
    ['OPTIONS', true],
    ['TRACE', false],
    ['TRACK', false],
    ['CONNECT', false],
    ['PROPFIND', false],
    [undefined, false],
  ])('%s → %s', (method, expected) => expect(isSiteMethod(method)).toBe(expected));
});

describe('ownAnswerHeaders', () => {
  it('carries every security header, and the answer’s own', () => {
    expect(ownAnswerHeaders({ location: '/team' })).toEqual({ ...API_SECURITY_HEADERS, location: '/team' });
  });
});
