import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationItem, applicationsCollection } from '../../src/api/applications';
import { blogCollection, blogItem } from '../../src/api/blog';
import { quizAnalyze, quizCareerPaths, quizQuestions } from '../../src/api/career-quiz';
import { commentsCollection, commentsForPost } from '../../src/api/comments';
import { contactItem, contactsCollection } from '../../src/api/contacts';
import type { Handler, Params } from '../../src/api/http';
import { jobItem, jobsCollection } from '../../src/api/jobs';
import { isNativeFormSubmission } from '../../src/api/native-form';
import { uploadPart, uploadsCollection } from '../../src/api/uploads';
import { seedDemoData } from '../../src/db/seed';
import { questions } from '../../src/quiz/questions';
import { validApplication } from '../support/application-request';
import { realPdf } from '../support/files';
import { HOSTILE_STRINGS } from '../support/hostile-strings';
import { apiRequest } from '../support/requests';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

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
/** A value known only once the database is seeded. */
const later = <T>(value: () => T) => fc.constant(null).map(value);

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemoData(t.db);
  const post = await t.db.selectFrom('blogPosts').select(['id', 'slug']).where('publishedAt', '<=', new Date()).orderBy('id').executeTakeFirstOrThrow();
  publishedPostId = post.id;
  publishedSlug = post.slug;
  jobId = (await t.db.selectFrom('jobs').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const started = await uploadsCollection(apiRequest('/api/uploads', { method: 'POST', json: { purpose: 'cv', fileName: 'cv.pdf', size: 5_000_000 } }), { params: {}, ip: '192.0.2.1' });
  stagedUploadId = (await started.json()).id;
}, 120_000);
afterAll(() => t?.destroy());

/** Rows in every table a public request could write, as one snapshot. */
async function snapshot(): Promise<Record<string, number>> {
  const { rows } = await sql<Record<string, string>>`select
    (select count(*) from contacts) as contacts, (select count(*) from applications) as applications,
    (select count(*) from cv_files) as cv_files, (select count(*) from comments) as comments,
    (select count(*) from staged_uploads) as staged_uploads, (select count(*) from staged_upload_parts) as staged_upload_parts,
    (select count(*) from jobs) as jobs, (select count(*) from blog_posts) as blog_posts`.execute(t.db);
  return Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]));
}

const hostile = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 200 }));
const headerValue = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 80 })).map((s) => s.replace(/[^\x20-\x7e]/g, '').trim());
const id = fc.oneof(hostile, fc.integer().map(String), fc.constantFrom('0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999', '0x10', ' 1', '1 ', '01'));
/** Mostly nothing, now and then a value: for the odd header or a broken body. */
const sometimes = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: arb, weight: 1 });
const json = fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v));

/** A field set near the valid one: some fields replaced by hostile or random values, some dropped. */
function mutated(valid: () => Record<string, unknown>) {
  return fc
    .tuple(
      fc.oneof(fc.constant({}), fc.dictionary(fc.constantFrom(...Object.keys(valid()), 'website', 'parentId', '__proto__'), fc.oneof(hostile, fc.jsonValue({ maxDepth: 2 })), { maxKeys: 3 })),
      fc.oneof({ arbitrary: fc.constant([]), weight: 3 }, fc.subarray(Object.keys(valid()), { maxLength: Math.min(2, Object.keys(valid()).length) })))
    .map(([changes, dropped]) => {
      const body: Record<string, unknown> = { ...valid(), ...changes };
      for (const key of dropped) delete body[key];
      return body;
    });
}

/** A multipart body, often broken: odd boundaries, a header boundary that differs, truncation, odd parts. */
const multipart = (fields: () => Record<string, unknown>) =>
  fc
    .record({
      boundary: fc.oneof(fc.constant('fuzzBoundary'), fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/)),
      headerBoundary: sometimes(fc.oneof(headerValue, fc.constant(''))),
      parts: fc.array(
        fc.record({
          name: fc.oneof(fc.constantFrom('applicationData', 'cv', 'uploadId', 'firstName', 'consent', 'website', 'cv'), hostile),
          filename: fc.option(hostile, { nil: undefined }),
          type: fc.option(fc.oneof(fc.constantFrom('application/pdf', 'application/msword', 'text/html', 'image/svg+xml'), headerValue), { nil: undefined }),
          data: fc.oneof(
            fc.uint8Array({ maxLength: 512 }),
            mutated(fields).map((v) => new TextEncoder().encode(JSON.stringify(v))),
            fc.constant(new Uint8Array(realPdf())),
            fc.uint8Array({ maxLength: 256 }).map((tail) => new Uint8Array([...Buffer.from('%PDF-1.4\n'), ...tail])),
          ),
        }),
        { maxLength: 4 },
      ).chain((parts) =>
        // Often the two parts a real application has, in either order, then the random ones.
        fc.tuple(fc.boolean(), fc.boolean(), mutated(fields)).map(([real, more, fields_]) =>
          real
            ? [{ name: 'applicationData', filename: undefined, type: undefined, data: new TextEncoder().encode(JSON.stringify(fields_)) }, { name: 'cv', filename: 'cv.pdf', type: 'application/pdf', data: new Uint8Array(realPdf()) }, ...(more ? parts : [])]
            : parts,
        ),
      ),
      cut: sometimes(fc.nat()),
    })
    .map(({ boundary, headerBoundary, parts, cut }) => {
      const chunks: Buffer[] = [];
      for (const part of parts) {
        const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
        chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
      }
      chunks.push(Buffer.from(`--${boundary}--\r\n`));
      const body = Buffer.concat(chunks);
      return { contentType: `multipart/form-data; boundary="${headerBoundary ?? boundary}"`, body: cut === undefined ? body : body.subarray(0, cut % (body.length + 1)) };
    });

interface Endpoint {
  name: string;
  handler: Handler;
  path: string;
  params: fc.Arbitrary<Params>;
  /** The method the endpoint is for, tried more often than the others. */
  method?: string;
  /** A body close to what the endpoint takes, for mutation. */
  valid?: () => Record<string, unknown>;
}

const ENDPOINTS: Endpoint[] = [
  { name: 'GET/POST /api/jobs', handler: jobsCollection, path: '/api/jobs', params: fc.constant({}) },
  { name: '/api/jobs/{id}', handler: jobItem, path: '/api/jobs/x', params: fc.oneof(id, later(() => String(jobId))).map((v) => ({ id: v })) },
  { name: '/api/blog', handler: blogCollection, path: '/api/blog', params: fc.constant({}) },
  { name: '/api/blog/{slug}', handler: blogItem, path: '/api/blog/x', params: fc.oneof(hostile, later(() => publishedSlug)).map((slug) => ({ slug })) },
  {
    name: 'POST /api/comments',
    method: 'POST',
    handler: commentsCollection,
    path: '/api/comments',
    params: fc.constant({}),
    valid: () => ({ blogPostId: publishedPostId, parentId: null, authorName: 'Sophie Turner', authorEmail: 'sophie@example.com', content: 'A thoughtful comment on the post.' }),
  },
  { name: '/api/comments/{blogPostId}', handler: commentsForPost, path: '/api/comments/x', params: fc.oneof(id, later(() => String(publishedPostId))).map((v) => ({ blogPostId: v })) },
  {
    name: 'POST /api/contacts',
    method: 'POST',
    handler: contactsCollection,
    path: '/api/contacts',
    params: fc.constant({}),
    valid: () => ({ name: 'Priya Shah', email: 'priya@example.com', subject: 'employer', message: 'We are hiring two graduate SDRs in Bristol.' }),
  },
  { name: '/api/contacts/{id} (admin, no session)', handler: contactItem, path: '/api/contacts/x', params: id.map((v) => ({ id: v })) },
  { name: 'POST /api/applications', method: 'POST', handler: applicationsCollection, path: '/api/applications', params: fc.constant({}), valid: () => ({ ...validApplication }) },
  { name: '/api/applications/{id} (admin, no session)', handler: applicationItem, path: '/api/applications/x', params: id.map((v) => ({ id: v })) },
  { name: 'GET /api/career-quiz/questions', handler: quizQuestions, path: '/api/career-quiz/questions', params: fc.constant({}) },
  { name: 'GET /api/career-quiz/career-paths', handler: quizCareerPaths, path: '/api/career-quiz/career-paths', params: fc.constant({}) },
  { name: 'POST /api/career-quiz/analyze', method: 'POST', handler: quizAnalyze, path: '/api/career-quiz/analyze', params: fc.constant({}), valid: () => ({ responses: Object.fromEntries(questions.map((_, i) => [i + 1, i % 4])) }) },
  { name: 'POST /api/uploads', method: 'POST', handler: uploadsCollection, path: '/api/uploads', params: fc.constant({}), valid: () => ({ purpose: 'cv', fileName: 'cv.pdf', size: 5_000_000 }) },
  { name: 'PUT /api/uploads/{id}/parts/{n}', method: 'PUT', handler: uploadPart, path: '/api/uploads/x/parts/1', params: fc.record({ id: fc.oneof(hostile, later(() => stagedUploadId)), part: fc.oneof(id, fc.constantFrom('1', '2', '3')) }) },
];

/** A whole request: method, headers, body of one of several shapes, and the client address. */
function requestFor(endpoint: Endpoint) {
  const valid = endpoint.valid ?? (() => ({}));
  const body = fc.oneof(
    fc.constant(undefined),
    hostile.map((s) => ({ contentType: undefined, body: Buffer.from(s) })),
    fc.record({ contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'text/plain'), body: json.map((s) => Buffer.from(s)) }),
    fc.record({ contentType: fc.constantFrom('application/json', 'application/x-www-form-urlencoded'), body: mutated(valid).map((v) => Buffer.from(JSON.stringify(v))) }),
    fc.record({ contentType: fc.constant('application/x-www-form-urlencoded'), body: mutated(valid).map((v) => Buffer.from(new URLSearchParams(Object.entries(v).map(([k, x]) => [k, String(x)])).toString())) }),
    fc.record({ contentType: fc.constantFrom('application/octet-stream', 'application/pdf', ''), body: fc.uint8Array({ maxLength: 1024 }).map((b) => Buffer.from(b)) }),
    { arbitrary: multipart(valid), weight: 3 },
  );
  return fc.record({
    method: fc.oneof({ arbitrary: fc.constant(endpoint.method ?? 'GET'), weight: 4 }, fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS')),
    params: endpoint.params,
    body,
    // Mostly the body's own type; sometimes a wrong or hostile one.
    contentType: sometimes(headerValue),
    accept: fc.constantFrom(undefined, 'application/json', 'text/html', '*/*'),
    fetchMode: fc.constantFrom(undefined, 'cors', 'navigate', 'same-origin'),
    contentLength: sometimes(fc.constantFrom('0', '-1', 'abc', '99999999999')),
    ip: fc.option(fc.ipV4(), { nil: undefined }),
    // The sender goes away half way through the body.
    aborted: fc.oneof({ arbitrary: fc.constant(false), weight: 9 }, { arbitrary: fc.constant(true), weight: 1 }),
  });
}

/** A body whose sender disconnects after half of it. */
function abortedStream(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes.subarray(0, bytes.length >> 1));
      controller.error(new Error('client disconnected'));
    },
  });
}

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
        const hasBody = r.body && r.method !== 'GET' && r.method !== 'HEAD';
        const bytes = hasBody ? new Uint8Array(r.body!.body) : undefined;
        const req = new Request(`http://localhost${endpoint.path}`, { method: r.method, headers, body: bytes && r.aborted ? abortedStream(bytes) : bytes, duplex: 'half' } as RequestInit);
        const before = await snapshot();
        const res = await endpoint.handler(req, { params: r.params, ip: r.ip });
        const text = await res.text();
        const context = `${r.method} ${endpoint.path} ${JSON.stringify(r.params)} → ${res.status} ${text.slice(0, 300)}`;
        expect(res.status, context).toBeLessThan(500);
        if (res.status < 400) return;
        const type_ = res.headers.get('content-type') ?? '';
        if (r.method === 'POST' && /^\/api\/(contacts|applications)$/.test(endpoint.path) && isNativeFormSubmission(req)) {
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
