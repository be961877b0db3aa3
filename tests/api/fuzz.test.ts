import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationItem, applicationsCollection } from '../../src/api/applications';
import { authLogin } from '../../src/api/auth';
import { blogCollection, blogItem } from '../../src/api/blog';
import { quizAnalyze, quizCareerPaths, quizQuestions } from '../../src/api/career-quiz';
import { commentsCollection, commentsForPost } from '../../src/api/comments';
import { contactItem, contactsCollection } from '../../src/api/contacts';
import type { Handler } from '../../src/api/http';
import { pageViews } from '../../src/api/insights';
import { jobItem, jobsCollection } from '../../src/api/jobs';
import { isNativeFormSubmission } from '../../src/api/native-form';
import { uploadPart, uploadsCollection } from '../../src/api/uploads';
import { seedDemoData } from '../../src/db/seed';
import { questions } from '../../src/quiz/questions';
import { validApplication } from '../support/application-request';
import {
  abortedStream,
  hostile,
  id,
  later,
  NATIVE_FORM_PATHS,
  requestFor,
  STORED_ROW_COUNTS,
  type FuzzTarget,
} from '../support/fuzz-requests';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { callApi } from '../support/call-api';

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
  const started = await callApi('/api/uploads', { method: 'POST', json: { purpose: 'cv', fileName: 'cv.pdf', size: 5_000_000 } }, { ip: '192.0.2.1' });
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
  handler: Handler;
  path: string;
}

const ENDPOINTS: Endpoint[] = [
  { name: 'GET/POST /api/jobs', handler: jobsCollection, path: '/api/jobs', params: fc.constant({}) },
  {
    name: '/api/jobs/{id}',
    handler: jobItem,
    path: '/api/jobs/x',
    params: fc
      .oneof(
        id,
        later(() => String(jobId)),
      )
      .map((v) => ({ id: v })),
  },
  { name: '/api/blog', handler: blogCollection, path: '/api/blog', params: fc.constant({}) },
  {
    name: '/api/blog/{slug}',
    handler: blogItem,
    path: '/api/blog/x',
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
    handler: commentsCollection,
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
    handler: commentsForPost,
    path: '/api/comments/x',
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
    handler: contactsCollection,
    path: '/api/contacts',
    params: fc.constant({}),
    valid: () => ({
      name: 'Priya Shah',
      email: 'priya@example.com',
      subject: 'employer',
      message: 'We are hiring two graduate SDRs in Bristol.',
    }),
  },
  { name: '/api/contacts/{id} (admin, no session)', handler: contactItem, path: '/api/contacts/x', params: id.map((v) => ({ id: v })) },
  {
    name: 'POST /api/applications',
    method: 'POST',
    handler: applicationsCollection,
    path: '/api/applications',
    params: fc.constant({}),
    valid: () => ({ ...validApplication }),
  },
  {
    name: '/api/applications/{id} (admin, no session)',
    handler: applicationItem,
    path: '/api/applications/x',
    params: id.map((v) => ({ id: v })),
  },
  { name: 'GET /api/career-quiz/questions', handler: quizQuestions, path: '/api/career-quiz/questions', params: fc.constant({}) },
  { name: 'GET /api/career-quiz/career-paths', handler: quizCareerPaths, path: '/api/career-quiz/career-paths', params: fc.constant({}) },
  {
    name: 'POST /api/career-quiz/analyze',
    method: 'POST',
    handler: quizAnalyze,
    path: '/api/career-quiz/analyze',
    params: fc.constant({}),
    valid: () => ({ responses: Object.fromEntries(questions.map((_, i) => [i + 1, i % 4])) }),
  },
  {
    name: 'POST /api/auth/login',
    method: 'POST',
    handler: authLogin,
    path: '/api/auth/login',
    params: fc.constant({}),
    valid: () => ({ email: 'nobody@example.com', password: 'not-a-password' }),
  },
  {
    name: 'POST /api/uploads',
    method: 'POST',
    handler: uploadsCollection,
    path: '/api/uploads',
    params: fc.constant({}),
    valid: () => ({ purpose: 'cv', fileName: 'cv.pdf', size: 5_000_000 }),
  },
  {
    name: 'POST /api/insights/views',
    method: 'POST',
    handler: pageViews,
    path: '/api/insights/views',
    params: fc.constant({}),
    valid: () => ({ path: '/jobs', referrerHost: 'www.linkedin.com', utmSource: 'linkedin', device: 'mobile' }),
  },
  {
    name: 'PUT /api/uploads/{id}/parts/{n}',
    method: 'PUT',
    handler: uploadPart,
    path: '/api/uploads/x/parts/1',
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
        const req = new Request(`http://localhost${endpoint.path}`, {
          method: r.method,
          headers,
          body: bytes && r.aborted ? abortedStream(bytes) : bytes,
          duplex: 'half',
        } as RequestInit);
        const before = await snapshot();
        const res = await endpoint.handler(req, { params: r.params, ip: r.ip });
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
