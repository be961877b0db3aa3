import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Params } from '../../src/api/http';
import { questions } from '../../src/quiz/questions';
import { validApplication } from '../support/application-request';
import { queryPreviewDatabase } from '../support/e2e-database';
import { hostile, id, later, NATIVE_FORM_PATHS, pathOf, requestFor, STORED_ROW_COUNTS, type FuzzTarget } from '../support/fuzz-requests';

/**
 * The handler fuzz test (tests/api/fuzz.test.ts) again, through `preview`: the same random and hostile
 * requests over HTTP, so Netlify's routing, the body limits, the CDN and the function emulation are in
 * the way as they are in production. Never a 5xx; a refusal is the API's JSON (or, for a browser's own
 * form, the problem page; for a path no function takes, the site's 404 page); nothing stored from it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const base = () => inject('baseUrl');

let jobId = 0;
let postId = 0;
let slug = '';
let startedAt: Date;

beforeAll(async () => {
  [{ now: startedAt }] = await queryPreviewDatabase<{ now: Date }>('select now()');
  [{ id: jobId }] = await queryPreviewDatabase<{ id: number }>('select id from jobs order by id limit 1');
  [{ id: postId, slug }] = await queryPreviewDatabase<{ id: number; slug: string }>(
    'select id, slug from blog_posts where published_at <= now() order by id limit 1',
  );
});

// What a fuzzed request happened to get accepted (a valid enquiry, application, comment or upload) goes,
// with the rate-limit counts, so the browser tests after this file find the site as they expect it.
afterAll(async () => {
  for (const table of ['contacts', 'applications', 'comments', 'staged_uploads', 'outbox']) {
    await queryPreviewDatabase(`delete from ${table} where created_at >= $1`, [startedAt]);
  }
  await queryPreviewDatabase('delete from rate_limits');
});

interface Route extends FuzzTarget {
  /** The function's path, with `:name` for each parameter. */
  route: string;
}

const none = fc.constant({} as Params);
const ROUTES: Route[] = [
  { route: '/api/jobs', params: none },
  {
    route: '/api/jobs/:id',
    params: fc
      .oneof(
        id,
        later(() => String(jobId)),
      )
      .map((v) => ({ id: v })),
  },
  { route: '/api/blog', params: none },
  {
    route: '/api/blog/:slug',
    params: fc
      .oneof(
        hostile,
        later(() => slug),
      )
      .map((v) => ({ slug: v })),
  },
  {
    route: '/api/comments',
    method: 'POST',
    params: none,
    valid: () => ({
      blogPostId: postId,
      parentId: null,
      authorName: 'Sophie Turner',
      authorEmail: 'sophie@example.com',
      content: 'A thoughtful comment on the post.',
    }),
  },
  {
    route: '/api/comments/:blogPostId',
    params: fc
      .oneof(
        id,
        later(() => String(postId)),
      )
      .map((v) => ({ blogPostId: v })),
  },
  {
    route: '/api/contacts',
    method: 'POST',
    params: none,
    valid: () => ({
      name: 'Priya Shah',
      email: 'priya@example.com',
      subject: 'employer',
      message: 'We are hiring two graduate SDRs in Bristol.',
    }),
  },
  { route: '/api/applications', method: 'POST', params: none, valid: () => ({ ...validApplication }) },
  {
    route: '/api/career-quiz/analyze',
    method: 'POST',
    params: none,
    valid: () => ({ responses: Object.fromEntries(questions.map((_, i) => [i + 1, i % 4])) }),
  },
  { route: '/api/auth/login', method: 'POST', params: none, valid: () => ({ email: 'nobody@example.com', password: 'not-a-password' }) },
  { route: '/api/uploads', method: 'POST', params: none, valid: () => ({ purpose: 'cv', fileName: 'cv.pdf', size: 5_000_000 }) },
  {
    route: '/api/uploads/:id/parts/:part',
    method: 'PUT',
    params: fc.record({ id: hostile, part: fc.oneof(id, fc.constantFrom('1', '2')) }),
  },
];

/** One request over HTTP from a chosen loopback address; undefined when the sender gave up half way. */
function send(path: string, method: string, headers: Record<string, string>, body: Buffer | undefined, aborted: boolean, from: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string } | undefined>((resolve, reject) => {
    const req = http.request(base() + path, { method, headers, localAddress: from }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', (error) => (aborted ? resolve(undefined) : reject(error)));
    if (!body) return void req.end();
    // Always a length: Node sends a DELETE or OPTIONS body with neither a length nor chunks otherwise.
    req.setHeader('content-length', body.length);
    if (!aborted) return void req.end(body);
    req.write(body.subarray(0, body.length >> 1), () => req.destroy());
  });
}

const stored = async () => (await queryPreviewDatabase(STORED_ROW_COUNTS))[0];

describe('fuzzing every public endpoint through preview', () => {
  it.each(ROUTES)(
    '$route: never a 5xx, refusals are JSON with a message, nothing stored from a refusal',
    async (target) => {
      await fc.assert(
        fc.asyncProperty(requestFor(target), fc.nat(250), async (r, host) => {
          const headers: Record<string, string> = {};
          const type = r.contentType ?? r.body?.contentType;
          if (type) headers['content-type'] = type;
          if (r.accept) headers.accept = r.accept;
          if (r.fetchMode) headers['sec-fetch-mode'] = r.fetchMode;
          if (r.cookie) headers.cookie = r.cookie;
          const body = r.body && r.method !== 'GET' && r.method !== 'HEAD' ? r.body.body : undefined;
          const path = pathOf(target.route, r.params);
          const before = await stored();
          const res = await send(path, r.method, headers, body, r.aborted && body !== undefined && body.length > 1, `127.4.0.${host + 1}`);
          if (!res) {
            expect(await stored()).toEqual(before);
            return;
          }
          const context = `${r.method} ${path} → ${res.status} ${res.text.slice(0, 300)}`;
          expect(res.status, context).toBeLessThan(500);
          if (res.status < 400) return;
          const answerType = String(res.headers['content-type'] ?? '');
          const fromFunction = String(res.headers['content-security-policy'] ?? '').startsWith("default-src 'none'");
          if (!fromFunction) {
            // No function takes this path (an id with a slash in it...): Netlify's answer is the site's 404 page.
            expect([res.status, answerType], context).toEqual([404, expect.stringMatching(/^text\/html/)]);
          } else if (
            r.method === 'POST' &&
            NATIVE_FORM_PATHS.test(target.route) &&
            (r.fetchMode === 'navigate' || (!r.fetchMode && r.accept === 'text/html'))
          ) {
            expect(answerType, context).toMatch(/^text\/html/);
          } else {
            expect(answerType, context).toMatch(/^application\/json/);
            if (r.method !== 'HEAD') expect(JSON.parse(res.text).message, context).toMatch(/\S/);
          }
          expect(await stored(), context).toEqual(before);
        }),
        { numRuns: RUNS },
      );
    },
    180_000,
  );
});
