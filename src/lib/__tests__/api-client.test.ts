import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SINGLE_REQUEST_MAX_BYTES, STAGED_PART_BYTES } from '../../config/upload-limits';
import {
  ANSWER_TIMEOUT_MS,
  answerTimeoutMs,
  ApiError,
  apiFetch,
  apiJson,
  NoAnswerError,
  serverCode,
  serverFieldErrors,
  serverMessage,
  showServerFieldErrors,
  SLOWEST_UPLOAD_BYTES_PER_S,
} from '../api-client';

let server: http.Server;
let base = '';
/** How long /slow-body takes to end its answer (its headers come at once). */
const SLOW_BODY_MS = 2500;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const [status, type, body] = (
      {
        '/ok': [200, 'application/json', '{"id":1}'],
        '/invalid': [
          400,
          'application/json',
          '{"message":"Invalid email","errors":{"email":["Valid email is required"],"cv":["CV file is required"]}}',
        ],
        '/text': [502, 'text/plain', 'Bad gateway from upstream'],
        '/empty': [503, 'text/plain', ''],
      } as Record<string, [number, string, string]>
    )[req.url ?? ''] ?? [404, 'application/json', '{"message":"Not found"}'];
    // A connection that stalled: the request is taken and nothing ever comes back.
    if (req.url === '/silent') return;
    // An answer that begins at once and takes its time to end (an export).
    if (req.url === '/slow-body') {
      res.writeHead(200, { 'content-type': 'text/csv' }).write('a,b\r\n');
      // Ends after the deadline below: the headers came well within it, the whole answer did not.
      return void setTimeout(() => res.end('1,2\r\n'), SLOW_BODY_MS);
    }
    res.writeHead(status, { 'content-type': type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
);

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

describe('a connection that stalled', () => {
  it('gives up when no answer begins in time, with an error the forms show as their fallback', async () => {
    const error = await apiFetch(`${base}/silent`, {}, { answerWithinMs: 200 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoAnswerError);
    expect(serverMessage(error, 'Failed to send message')).toBe('Failed to send message');
  });

  /** The time, in whole milliseconds rounded up, the slowest connection allowed for takes to send `bytes`. */
  const sendingMs = (bytes: number) => Math.ceil((bytes * 1000) / SLOWEST_UPLOAD_BYTES_PER_S);
  const PART = STAGED_PART_BYTES;
  const CV = SINGLE_REQUEST_MAX_BYTES;

  it.each([
    ['no body', undefined, 0],
    ['a JSON enquiry (1,012 characters)', JSON.stringify({ message: 'x'.repeat(998) }), 1012],
    ['an upload part', new Uint8Array(PART), PART],
    [
      'the largest CV sent in one form',
      (() => {
        const form = new FormData();
        form.set('applicationData', '{}');
        form.set('cv', new Blob([new Uint8Array(CV)]), 'cv.pdf');
        return form;
      })(),
      CV + 2,
    ],
  ])('waits longer for a call that sends more (%s): the time a slow connection needs to send it', (_name, body, bytes) => {
    expect(answerTimeoutMs(body)).toBe(ANSWER_TIMEOUT_MS + sendingMs(bytes));
  });

  it('lets an answer that has begun take longer than that to end', async () => {
    const res = await apiFetch(`${base}/slow-body`, {}, { answerWithinMs: SLOW_BODY_MS - 500 });
    expect(await res.text()).toBe('a,b\r\n1,2\r\n');
  });
});

describe('reading a failure', () => {
  it('gives the server message, or the fallback when there is none', async () => {
    expect(serverMessage(await failure('/invalid'), 'Failed')).toBe('Invalid email');
    expect(serverMessage(await failure('/text'), 'Failed')).toBe('Failed');
    expect(serverMessage(new TypeError('network down'), 'Failed')).toBe('Failed');
  });

  it.each([
    [
      'a JSON body with a code',
      new ApiError(400, '400: ...', { message: 'No page breaks detected', code: 'no-page-breaks' }),
      'no-page-breaks',
    ],
    ['a JSON body without one', new ApiError(400, '400: ...', { message: 'Invalid email' }), undefined],
    ['a code that is not text', new ApiError(400, '400: ...', { message: 'x', code: 7 }), undefined],
    ['a text body', new ApiError(502, '502: Bad gateway', 'Bad gateway'), undefined],
    ['no answer at all', new TypeError('network down'), undefined],
  ])('gives the code the server gave (%s)', (_name, error, code) => {
    expect(serverCode(error)).toBe(code);
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
