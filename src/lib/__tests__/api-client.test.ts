import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiFetch, apiJson, serverFieldErrors, serverMessage, showServerFieldErrors } from '../api-client';

let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const [status, type, body] = (
      {
        '/ok': [200, 'application/json', '{"id":1}'],
        '/invalid': [400, 'application/json', '{"message":"Invalid email","errors":{"email":["Valid email is required"],"cv":["CV file is required"]}}'],
        '/text': [502, 'text/plain', 'Bad gateway from upstream'],
        '/empty': [503, 'text/plain', ''],
      } as Record<string, [number, string, string]>
    )[req.url ?? ''] ?? [404, 'application/json', '{"message":"Not found"}'];
    res.writeHead(status, { 'content-type': type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const failure = (path: string) => apiFetch(base + path).catch((e: unknown) => e);

describe('apiFetch', () => {
  it('returns a successful answer', async () => {
    expect(await apiJson(`${base}/ok`, 'GET')).toEqual({ id: 1 });
  });

  it.each([
    ['/invalid', '400: {"message":"Invalid email","errors":{"email":["Valid email is required"],"cv":["CV file is required"]}}'],
    ['/text', '502: Bad gateway from upstream'],
    ['/empty', '503: Service Unavailable'],
  ])('turns a failure at %s into "status: body"', async (path, message) => {
    const error = await failure(path);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(message);
  });
});

describe('reading a failure', () => {
  it('gives the server message, or the fallback when there is none', async () => {
    expect(serverMessage(await failure('/invalid'), 'Failed')).toBe('Invalid email');
    expect(serverMessage(await failure('/text'), 'Failed')).toBe('Failed');
    expect(serverMessage(new TypeError('network down'), 'Failed')).toBe('Failed');
  });

  it('puts field messages beside the form fields and returns the others', async () => {
    const error = await failure('/invalid');
    expect(serverFieldErrors(error)).toEqual({ email: ['Valid email is required'], cv: ['CV file is required'] });
    const set: Record<string, string> = {};
    const rest = showServerFieldErrors(error, ['email', 'name'], (field, { message }) => (set[field] = message));
    expect(set).toEqual({ email: 'Valid email is required' });
    expect(rest).toEqual({ cv: ['CV file is required'] });
  });
});
