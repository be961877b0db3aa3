import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNativeFormSubmission } from '../../src/api/native-form';
import { seedDemoData } from '../../src/db/seed';
import { questions } from '../../src/quiz/questions';
import { validApplication } from '../support/application-request';
import {
  abortedStream,
  hostile,
  id,
  later,
  NATIVE_FORM_PATHS,
  pathOf,
  requestFor,
  STORED_ROW_COUNTS,
  type FuzzTarget,
} from '../support/fuzz-requests';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { apiRequest, callApi, sendApi } from '../support/call-api';

/**
 * Throws random and hostile requests at every public endpoint (and, without a session, at admin ones):
 * whatever arrives, the answer is never a 5xx, a refusal is JSON with a message (a browser's own form
 * submission gets the problem page instead), and a refused request stores nothing.
 */

// Runs per endpoint: enough to reach the odd corners, few enough for well under a minute in all.
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

let t: TestDatabase;
let publishedPostId = 0;
let publishedSlug = '';
let jobId = 0;
let stagedUploadId = '';

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemoData(t.db);
  const post = await t.db
    .selectFrom('blogPosts')
    .select(['id', 'slug'])
    .where('publishedAt', '<=', new Date())
    .orderBy('id')
    .executeTakeFirstOrThrow();
  publishedPostId = post.id;
  publishedSlug = post.slug;
  jobId = (await t.db.selectFrom('jobs').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const started = await callApi(
    '/api/uploads',
    { method: 'POST', json: { purpose: 'cv', fileName: 'cv.pdf', size: 5_000_000 } },
    { ip: '192.0.2.1' },
  );
  stagedUploadId = (await started.json()).id;
}, 120_000);
afterAll(() => t?.destroy());

/** Rows in every table a public request could write, as one snapshot. */
async function snapshot(): Promise<Record<string, number>> {
  const { rows } = await sql.raw<Record<string, string>>(STORED_ROW_COUNTS).execute(t.db);
  return Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]));
}

interface Endpoint extends FuzzTarget {
  name: string;
  /** The route's path, with `:name` for each parameter. */
  path: string;
}

const ENDPOINTS: Endpoint[] = [
  { name: 'GET/POST /api/jobs', path: '/api/jobs', params: fc.constant({}) },
  {
    name: '/api/jobs/{id}',
    path: '/api/jobs/:id',
    params: fc
      .oneof(
        id,
        later(() => String(jobId)),
      )
      .map((v) => ({ id: v })),
  },
  { name: '/api/blog', path: '/api/blog', params: fc.constant({}) },
  {
    name: '/api/blog/{slug}',
    path: '/api/blog/:slug',
    params: fc
      .oneof(
        hostile,
        later(() => publishedSlug),
      )
      .map((slug) => ({ slug })),
  },
  {
    name: 'POST /api/comments',
    method: 'POST',
    path: '/api/comments',
    params: fc.constant({}),
    valid: () => ({
      blogPostId: publishedPostId,
      parentId: null,
      authorName: 'Sophie Turner',
      authorEmail: 'sophie@example.com',
      content: 'A thoughtful comment on the post.',
    }),
  },
  {
    name: '/api/comments/{blogPostId}',
    path: '/api/comments/:blogPostId',
    params: fc
      .oneof(
        id,
        later(() => String(publishedPostId)),
      )
      .map((v) => ({ blogPostId: v })),
  },
  {
    name: 'POST /api/contacts',
    method: 'POST',
    path: '/api/contacts',
    params: fc.constant({}),
    valid: () => ({
      name: 'Priya Shah',
      email: 'priya@example.com',
      subject: 'employer',
      message: 'We are hiring two graduate SDRs in Bristol.',
    }),
  },
  { name: '/api/contacts/{id} (admin, no session)', path: '/api/contacts/:id', params: id.map((v) => ({ id: v })) },
  {
    name: 'POST /api/applications',
    method: 'POST',
    path: '/api/applications',
    params: fc.constant({}),
    valid: () => ({ ...validApplication }),
  },
  {
    name: '/api/applications/{id} (admin, no session)',
    path: '/api/applications/:id',
    params: id.map((v) => ({ id: v })),
  },
  { name: 'GET /api/career-quiz/questions', path: '/api/career-quiz/questions', params: fc.constant({}) },
  { name: 'GET /api/career-quiz/career-paths', path: '/api/career-quiz/career-paths', params: fc.constant({}) },
  {
    name: 'POST /api/career-quiz/analyze',
    method: 'POST',
    path: '/api/career-quiz/analyze',
    params: fc.constant({}),
    valid: () => ({ responses: Object.fromEntries(questions.map((_, i) => [i + 1, i % 4])) }),
  },
  {
    name: 'POST /api/auth/login',
    method: 'POST',
    path: '/api/auth/login',
    params: fc.constant({}),
    valid: () => ({ email: 'nobody@example.com', password: 'not-a-password' }),
  },
  {
    name: 'POST /api/uploads',
    method: 'POST',
    path: '/api/uploads',
    params: fc.constant({}),
    valid: () => ({ purpose: 'cv', fileName: 'cv.pdf', size: 5_000_000 }),
  },
  {
    name: 'POST /api/insights/views',
    method: 'POST',
    path: '/api/insights/views',
    params: fc.constant({}),
    valid: () => ({ path: '/jobs', referrerHost: 'www.linkedin.com', utmSource: 'linkedin', device: 'mobile' }),
  },
  {
    name: 'PUT /api/uploads/{id}/parts/{n}',
    method: 'PUT',
    path: '/api/uploads/:id/parts/:part',
    params: fc.record({
      id: fc.oneof(
        hostile,
        later(() => stagedUploadId),
      ),
      part: fc.oneof(id, fc.constantFrom('1', '2', '3')),
    }),
  },
];

describe('fuzzing every public endpoint', () => {
  it.each(ENDPOINTS)('$name: never a 5xx, refusals are JSON with a message, nothing stored from a refusal', async (endpoint) => {
    await fc.assert(
      fc.asyncProperty(requestFor(endpoint), async (r) => {
        await t.db.deleteFrom('rateLimits').execute();
        const headers = new Headers();
        const type = r.contentType ?? r.body?.contentType;
        if (type) headers.set('content-type', type);
        if (r.accept) headers.set('accept', r.accept);
        if (r.fetchMode) headers.set('sec-fetch-mode', r.fetchMode);
        if (r.contentLength) headers.set('content-length', r.contentLength);
        if (r.cookie) headers.set('cookie', r.cookie);
        const hasBody = r.body && r.method !== 'GET' && r.method !== 'HEAD';
        const bytes = hasBody ? new Uint8Array(r.body!.body) : undefined;
        const req = apiRequest(pathOf(endpoint.path, r.params), {
          method: r.method,
          headers,
          body: bytes && r.aborted ? abortedStream(bytes) : bytes,
          duplex: 'half',
        } as RequestInit & { duplex: 'half' });
        const before = await snapshot();
        const res = await sendApi(req, { ip: r.ip });
        const text = await res.text();
        const context = `${r.method} ${endpoint.path} ${JSON.stringify(r.params)} → ${res.status} ${text.slice(0, 300)}`;
        expect(res.status, context).toBeLessThan(500);
        if (res.status < 400) return;
        const type_ = res.headers.get('content-type') ?? '';
        if (r.method === 'POST' && NATIVE_FORM_PATHS.test(endpoint.path) && isNativeFormSubmission(req)) {
          expect(type_, context).toMatch(/^text\/html/);
        } else {
          expect(type_, context).toMatch(/^application\/json/);
          if (r.method !== 'HEAD') expect(JSON.parse(text).message, context).toMatch(/\S/);
        }
        expect(await snapshot(), context).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });
});
