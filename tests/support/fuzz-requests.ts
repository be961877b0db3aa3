import fc from 'fast-check';
import type { Params } from '../../src/api/http';
import { realPdf } from './files';
import { HOSTILE_STRINGS } from './hostile-strings';

/**
 * Random and hostile requests for the fuzz tests, by handler (tests/api/fuzz.test.ts) and through
 * `preview` (tests/e2e/fuzz-preview.test.ts): methods, headers, ids, bodies of every shape, broken
 * multipart streams and senders that go away.
 */

/** What a fuzz test needs to know of an endpoint to make requests for it. */
export interface FuzzTarget {
  params: fc.Arbitrary<Params>;
  /** The method the endpoint is for, tried more often than the others. */
  method?: string;
  /** A body close to what the endpoint takes, for mutation. */
  valid?: () => Record<string, unknown>;
}

/** The endpoints that answer a browser's own form submission (no JavaScript) with a page, not JSON. */
export const NATIVE_FORM_PATHS = /^\/api\/(contacts|applications|comments|career-quiz\/analyze|auth\/login)$/;

/** A route's path (`:name` for each parameter) with the parameters written in; a lone surrogate has no UTF-8 form: it is sent as U+FFFD, as a browser would. */
export const pathOf = (route: string, params: Params) =>
  route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent((params[name] ?? '').toWellFormed()));

/** Rows in every table a public request could write, as one row of counts. */
export const STORED_ROW_COUNTS = `select
  (select count(*) from contacts) as contacts, (select count(*) from applications) as applications,
  (select count(*) from cv_files) as cv_files, (select count(*) from comments) as comments,
  (select count(*) from staged_uploads) as staged_uploads, (select count(*) from staged_upload_parts) as staged_upload_parts,
  (select count(*) from jobs) as jobs, (select count(*) from blog_posts) as blog_posts,
  (select coalesce(sum(views), 0) from page_views) as page_views`;

/** A value known only once the database is seeded. */
export const later = <T>(value: () => T) => fc.constant(null).map(value);

export const hostile = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
);
export const headerValue = fc
  .oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 80 }))
  .map((s) => s.replace(/[^\x20-\x7e]/g, '').trim());
export const id = fc.oneof(
  hostile,
  fc.integer().map(String),
  fc.constantFrom('0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999', '0x10', ' 1', '1 ', '01'),
);
/** Mostly nothing, now and then a value: for the odd header or a broken body. */
export const sometimes = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: arb, weight: 1 });
/** JSON a few kilobytes long nested thousands of levels deep: cheap to send, deep enough to overflow a recursive walk. */
const deeplyNested = fc.integer({ min: 30, max: 20_000 }).map((depth) => `{"responses":${'['.repeat(depth)}${']'.repeat(depth)}}`);
export const json = fc.oneof({ arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)), weight: 4 }, deeplyNested);
/**
 * A Cookie header, sometimes one whose admin cookies are not valid percent-encoding; the session cookie
 * under its name on localhost or over HTTPS (`__Host-`), where each is read.
 */
const cookie = fc
  .tuple(
    fc.constantFrom('', '__Host-'),
    fc.oneof(
      fc.constantFrom(
        'admin_session=%',
        'admin_session=%E0%A4%A',
        'admin_device=%zz; admin_session=a.b.c',
        'admin_session=; admin_session=%',
      ),
      headerValue.map((v) => `admin_session=${v}`),
    ),
  )
  .map(([prefix, value]) => value.replaceAll('admin_session=', `${prefix}admin_session=`));

/** A field set near the valid one: some fields replaced by hostile or random values, some dropped. */
export function mutated(valid: () => Record<string, unknown>) {
  return fc
    .tuple(
      fc.oneof(
        fc.constant({}),
        fc.dictionary(
          fc.constantFrom(...Object.keys(valid()), 'website', 'parentId', '__proto__'),
          fc.oneof(hostile, fc.jsonValue({ maxDepth: 2 })),
          { maxKeys: 3 },
        ),
      ),
      fc.oneof(
        { arbitrary: fc.constant([]), weight: 3 },
        fc.subarray(Object.keys(valid()), { maxLength: Math.min(2, Object.keys(valid()).length) }),
      ),
    )
    .map(([changes, dropped]) => {
      const body: Record<string, unknown> = { ...valid(), ...changes };
      for (const key of dropped) delete body[key];
      return body;
    });
}

/** A multipart body, often broken: odd boundaries, a header boundary that differs, truncation, odd parts. */
export const multipart = (fields: () => Record<string, unknown>) =>
  fc
    .record({
      boundary: fc.oneof(fc.constant('fuzzBoundary'), fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/)),
      headerBoundary: sometimes(fc.oneof(headerValue, fc.constant(''))),
      parts: fc
        .array(
          fc.record({
            name: fc.oneof(fc.constantFrom('applicationData', 'cv', 'uploadId', 'firstName', 'consent', 'website', 'cv'), hostile),
            filename: fc.option(hostile, { nil: undefined }),
            type: fc.option(fc.oneof(fc.constantFrom('application/pdf', 'application/msword', 'text/html', 'image/svg+xml'), headerValue), {
              nil: undefined,
            }),
            data: fc.oneof(
              fc.uint8Array({ maxLength: 512 }),
              mutated(fields).map((v) => new TextEncoder().encode(JSON.stringify(v))),
              deeplyNested.map((text) => new TextEncoder().encode(text)),
              fc.constant(new Uint8Array(realPdf())),
              fc.uint8Array({ maxLength: 256 }).map((tail) => new Uint8Array([...Buffer.from('%PDF-1.4\n'), ...tail])),
            ),
          }),
          { maxLength: 4 },
        )
        .chain((parts) =>
          // Often the two parts a real application has, in either order, then the random ones.
          fc.tuple(fc.boolean(), fc.boolean(), mutated(fields)).map(([real, more, fields_]) =>
            real
              ? [
                  {
                    name: 'applicationData',
                    filename: undefined,
                    type: undefined,
                    data: new TextEncoder().encode(JSON.stringify(fields_)),
                  },
                  { name: 'cv', filename: 'cv.pdf', type: 'application/pdf', data: new Uint8Array(realPdf()) },
                  ...(more ? parts : []),
                ]
              : parts,
          ),
        ),
      cut: sometimes(fc.nat()),
    })
    .map(({ boundary, headerBoundary, parts, cut }) => {
      const chunks: Buffer[] = [];
      for (const part of parts) {
        const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
        chunks.push(
          Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`),
          Buffer.from(part.data),
          Buffer.from('\r\n'),
        );
      }
      chunks.push(Buffer.from(`--${boundary}--\r\n`));
      const body = Buffer.concat(chunks);
      return {
        contentType: `multipart/form-data; boundary="${headerBoundary ?? boundary}"`,
        body: cut === undefined ? body : body.subarray(0, cut % (body.length + 1)),
      };
    });

/**
 * A value as a form field: strings as they are, anything else as JSON. String() throws for a JSON object
 * whose "toString" or "valueOf" key holds no function, which fc.jsonValue generates now and then.
 */
const formValue = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A whole request: method, headers, body of one of several shapes, and the client address. */
export function requestFor(endpoint: FuzzTarget) {
  const valid = endpoint.valid ?? (() => ({}));
  const body = fc.oneof(
    fc.constant(undefined),
    hostile.map((s) => ({ contentType: undefined, body: Buffer.from(s) })),
    fc.record({
      contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'text/plain'),
      body: json.map((s) => Buffer.from(s)),
    }),
    fc.record({
      contentType: fc.constantFrom('application/json', 'application/x-www-form-urlencoded'),
      body: mutated(valid).map((v) => Buffer.from(JSON.stringify(v))),
    }),
    fc.record({
      contentType: fc.constant('application/x-www-form-urlencoded'),
      body: mutated(valid).map((v) => Buffer.from(new URLSearchParams(Object.entries(v).map(([k, x]) => [k, formValue(x)])).toString())),
    }),
    fc.record({
      contentType: fc.constantFrom('application/octet-stream', 'application/pdf', ''),
      body: fc.uint8Array({ maxLength: 1024 }).map((b) => Buffer.from(b)),
    }),
    { arbitrary: multipart(valid), weight: 3 },
  );
  return fc.record({
    method: fc.oneof(
      { arbitrary: fc.constant(endpoint.method ?? 'GET'), weight: 4 },
      fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
    ),
    params: endpoint.params,
    body,
    // Mostly the body's own type; sometimes a wrong or hostile one.
    contentType: sometimes(headerValue),
    accept: fc.constantFrom(undefined, 'application/json', 'text/html', '*/*'),
    fetchMode: fc.constantFrom(undefined, 'cors', 'navigate', 'same-origin'),
    contentLength: sometimes(fc.constantFrom('0', '-1', 'abc', '99999999999')),
    cookie: sometimes(cookie),
    ip: fc.option(fc.ipV4(), { nil: undefined }),
    // The sender goes away half way through the body.
    aborted: fc.oneof({ arbitrary: fc.constant(false), weight: 9 }, { arbitrary: fc.constant(true), weight: 1 }),
  });
}

/** A body whose sender disconnects after half of it. */
export function abortedStream(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes.subarray(0, bytes.length >> 1));
      controller.error(new Error('client disconnected'));
    },
  });
}
