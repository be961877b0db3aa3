import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { errorResponse, HttpError, parseId, readJson, route } from '../http';

const schema = z.object({ name: z.string().min(1, 'Name is required'), email: z.email('Valid email is required') });
const post = (body: string, type = 'application/json') =>
  new Request('http://x/api', { method: 'POST', headers: { 'content-type': type }, body });

describe('readJson', () => {
  it('returns the validated body', async () => {
    await expect(readJson(post('{"name":"Ann","email":"ann@example.com"}'), schema)).resolves.toEqual({ name: 'Ann', email: 'ann@example.com' });
  });

  it.each([
    ['a wrong content type', post('name=Ann', 'application/x-www-form-urlencoded'), 'Expected a JSON body (Content-Type: application/json)'],
    ['malformed JSON', post('{"name":'), 'Malformed JSON body'],
  ])('answers 400 for %s', async (_name, req, message) => {
    const res = errorResponse(await readJson(req, schema).catch((e) => e));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it('answers 400 naming every invalid field with its messages', async () => {
    const res = errorResponse(await readJson(post('{"name":"","email":"nope"}'), schema).catch((e) => e));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe('Invalid name, email: Name is required');
    expect(body.errors).toEqual({ name: ['Name is required'], email: ['Valid email is required'] });
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
    const res = await route({ GET: () => { throw new Error('secret stack detail'); } })(new Request('http://x/'), { params: {} });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Internal server error' });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('answers an HttpError with its status, message and headers', async () => {
    const res = errorResponse(new HttpError(429, 'Too many requests', { retryAfterSeconds: 60 }, { 'retry-after': '60' }));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toEqual({ message: 'Too many requests', retryAfterSeconds: 60 });
  });
});
