import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DocumentImportError } from '../../blog-import/errors';
import { NO_PAGE_BREAKS_CODE } from '../../schemas/word-upload';
import { UploadError } from '../../uploads/errors';
import {
  CROSS_SITE_REFUSED,
  DEFAULT_JSON_LIMIT_BYTES,
  errorResponse,
  HttpError,
  json,
  MAX_JSON_DEPTH,
  parseId,
  readBytes,
  readJson,
  readJsonOrForm,
  route,
  TOO_DEEPLY_NESTED,
} from '../http';
import { NOT_UTF8 } from '../../utils/utf8';

const schema = z.object({ name: z.string().min(1, 'Name is required'), email: z.email('Valid email is required') });
const latin1 = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));
const post = (body: string | Uint8Array<ArrayBuffer>, type = 'application/json') =>
  new Request('http://x/api', { method: 'POST', headers: { 'content-type': type }, body });

describe('readJson', () => {
  it('returns the validated body', async () => {
    await expect(readJson(post('{"name":"Ann","email":"ann@example.com"}'), schema)).resolves.toEqual({
      name: 'Ann',
      email: 'ann@example.com',
    });
  });

  it.each([
    [
      'a wrong content type',
      post('name=Ann', 'application/x-www-form-urlencoded'),
      'Expected a JSON body (Content-Type: application/json)',
    ],
    ['malformed JSON', post('{"name":'), 'Malformed JSON body'],
    // 'Zoë' in Latin-1: decoded leniently it would be stored as 'Zo\uFFFD'.
    ['bytes that are not UTF-8', post(latin1('{"name":"Zo\xEB","email":"zoe@example.com"}')), NOT_UTF8],
  ])('answers 400 for %s', async (_name, req, message) => {
    const res = errorResponse(await readJson(req, schema).catch((e) => e));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it.each([
    ['at the limit', MAX_JSON_DEPTH - 1, 'Invalid name: Invalid input: expected string, received array'],
    ['past the limit', MAX_JSON_DEPTH, TOO_DEEPLY_NESTED],
    ['thousands of levels deep (6 KB of brackets)', 3_000, TOO_DEEPLY_NESTED],
  ])('answers 400 for JSON nested %s', async (_name, depth, message) => {
    const body = `{"name":${'['.repeat(depth)}${']'.repeat(depth)},"email":"ann@example.com"}`;
    const res = errorResponse(await readJson(post(body), schema).catch((e) => e));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it.each([
    ['by its Content-Length', (body: string) => post(body)],
    [
      'while streaming, without a Content-Length',
      (body: string) =>
        new Request('http://x/api', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: new Blob([body]).stream(),
          duplex: 'half',
        } as RequestInit),
    ],
  ])('refuses a body over the limit with 413, %s', async (_name, make) => {
    const body = JSON.stringify({ name: 'x'.repeat(DEFAULT_JSON_LIMIT_BYTES), email: 'ann@example.com' });
    const res = errorResponse(await readJson(make(body), schema).catch((e) => e));
    expect(res.status).toBe(413);
    await expect(
      readJson(post(JSON.stringify({ name: 'x'.repeat(100), email: 'ann@example.com' })), schema, { maxBytes: 200 }),
    ).resolves.toBeTruthy();
  });

  it('answers 400 naming every invalid field with its messages', async () => {
    const res = errorResponse(await readJson(post('{"name":"","email":"nope"}'), schema).catch((e) => e));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe('Invalid name, email: Name is required');
    expect(body.errors).toEqual({ name: ['Name is required'], email: ['Valid email is required'] });
  });
});

describe('readJsonOrForm', () => {
  it('reads the urlencoded fields a browser form sends, and JSON as before', async () => {
    await expect(
      readJsonOrForm(post('name=Ann+Lee&email=ann%40example.com', 'application/x-www-form-urlencoded'), schema),
    ).resolves.toEqual({ name: 'Ann Lee', email: 'ann@example.com' });
    await expect(readJsonOrForm(post('{"name":"Ann","email":"ann@example.com"}'), schema)).resolves.toEqual({
      name: 'Ann',
      email: 'ann@example.com',
    });
  });

  it.each([
    ['whose bytes are not UTF-8', latin1('name=Zo\xEB&email=zoe%40example.com')],
    ['whose escapes are not UTF-8', 'name=Zo%EB&email=zoe%40example.com'],
  ])('refuses a form %s with 400', async (_name, body) => {
    const res = errorResponse(await readJsonOrForm(post(body, 'application/x-www-form-urlencoded'), schema).catch((e) => e));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(NOT_UTF8);
  });

  it('validates form fields like JSON and refuses an oversized form with 413', async () => {
    expect(
      errorResponse(await readJsonOrForm(post('name=&email=x', 'application/x-www-form-urlencoded'), schema).catch((e) => e)).status,
    ).toBe(400);
    const big = post(`name=${'x'.repeat(300)}&email=ann%40example.com`, 'application/x-www-form-urlencoded');
    expect(errorResponse(await readJsonOrForm(big, schema, { maxBytes: 200 }).catch((e) => e)).status).toBe(413);
  });
});

describe('readBytes', () => {
  it('returns the exact bytes, and refuses more than the limit with the given message', async () => {
    const bytes = new Uint8Array([0, 255, 13, 10, 128]);
    const put = () => new Request('http://x/api', { method: 'PUT', body: bytes });
    expect([...(await readBytes(put(), 5))]).toEqual([...bytes]);
    const refused = errorResponse(await readBytes(put(), 4, 'Too big').catch((e) => e));
    expect(refused.status).toBe(413);
    expect((await refused.json()).message).toBe('Too big');
  });
});

describe('upload errors', () => {
  it.each([
    ['too-large', 413],
    ['invalid', 400],
    ['not-found', 404],
    ['conflict', 409],
  ] as const)('%s is answered with %i', async (kind, status) => {
    const res = errorResponse(new UploadError(kind, 'Nope', 'cv'));
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message: 'Nope', errors: { cv: ['Nope'] } });
  });
});

describe('document import errors', () => {
  it.each([
    [
      'without a code',
      new DocumentImportError('This document has no text to import.'),
      { message: 'This document has no text to import.' },
    ],
    [
      'with the code the page explains in its own words',
      new DocumentImportError('No page breaks detected: ...', NO_PAGE_BREAKS_CODE),
      { message: 'No page breaks detected: ...', code: NO_PAGE_BREAKS_CODE },
    ],
  ])('%s are answered 400 with the message (and the code)', async (_name, error, body) => {
    const res = errorResponse(error);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(body);
  });
});

describe('parseId', () => {
  it.each(['1', '42', '2147483647'])('accepts %s', (raw) => expect(parseId(raw, 'Job')).toBe(Number(raw)));
  it.each([undefined, '', '0', '-3', '01', '1.5', 'abc', '2147483648', '1e3'])('is a 404 for %s', (raw) => {
    expect(() => parseId(raw, 'Job')).toThrow(expect.objectContaining({ status: 404, message: 'Job not found' }));
  });
});

describe('route and errorResponse', () => {
  it('logs an unexpected error and answers 500 without its detail', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await route({
      GET: () => {
        throw new Error('secret stack detail');
      },
    })(new Request('http://x/'), { params: {} });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Internal server error' });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it.each(['constructor', 'toString', 'hasOwnProperty', '__proto__', 'PATCH'])(
    'answers 405 with Allow to the method %s',
    async (method) => {
      const handler = route({ GET: () => new Response('ok'), POST: () => new Response('ok') });
      // Request normalises only standard methods; the handler must still not look up inherited properties.
      const req = { method, headers: new Headers(), url: 'http://x/' } as unknown as Request;
      const res = await handler(req, { params: {} });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, POST, HEAD');
    },
  );

  it('refuses a write another site sent through a browser with 403 before the handler runs; reads and same-origin writes pass', async () => {
    const ran: string[] = [];
    const handler = route({ GET: () => (ran.push('GET'), json({})), POST: () => (ran.push('POST'), json({})) });
    const from = (method: string, site: string) =>
      handler(new Request('http://x/api', { method, headers: { 'sec-fetch-site': site } }), { params: {} });
    const refused = await from('POST', 'cross-site');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: CROSS_SITE_REFUSED });
    expect(ran).toEqual([]);
    expect((await from('GET', 'cross-site')).status).toBe(200);
    expect((await from('POST', 'same-origin')).status).toBe(200);
    expect(ran).toEqual(['GET', 'POST']);
  });

  it('answers HEAD like GET, without a body', async () => {
    const handler = route({ GET: () => json({ hello: 'world' }, 200, { 'x-test': '1' }) });
    const res = await handler(new Request('http://x/', { method: 'HEAD' }), { params: {} });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-test')).toBe('1');
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.text()).toBe('');
  });

  it('gives no HEAD to a collection without GET', async () => {
    const res = await route({ POST: () => new Response('ok') })(new Request('http://x/', { method: 'HEAD' }), { params: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('answers an HttpError with its status, message and headers', async () => {
    const res = errorResponse(new HttpError(429, 'Too many requests', { retryAfterSeconds: 60 }, { 'retry-after': '60' }));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toEqual({ message: 'Too many requests', retryAfterSeconds: 60 });
  });
});
