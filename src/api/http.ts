import { z } from 'zod';
import { isDatabaseUnavailable } from '../db/errors';
import { DomainError, type RefusalKind } from '../errors/domain-error';
import { MAX_RECORD_ID } from '../schemas/record-id';
import { parseFormUrlEncoded } from '../utils/form-urlencoded';
import { decodeUtf8, NOT_UTF8 } from '../utils/utf8';
import { json } from './json';
import { factsOf, recordRoute } from './route-map';
import { isCrossSiteRequest } from './same-origin';

export { json };

/** An error the API answers with its own status and message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: HeadersInit = {},
  ) {
    super(message);
  }
}

export type Params = Record<string, string | undefined>;
/** What the platform tells the API about a request beyond the Request itself (Netlify's context). */
export interface RequestEnv {
  /** The client's IP address (Netlify's context.ip), for rate limiting. */
  ip?: string;
  /** The country Netlify places the client in (context.geo only, never a header the client sent), if it says: shown beside a session. */
  country?: string;
  /** Keeps the function alive for work after the answer (Netlify's context.waitUntil), where there is one. */
  waitUntil?: (work: Promise<unknown>) => void;
}
/** What a handler knows about a request beyond the Request itself: the platform's facts and the route's parameters. */
export interface RequestContext extends RequestEnv {
  params: Params;
}
export type Handler = (req: Request, ctx: RequestContext) => Response | Promise<Response>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Default ceiling of a JSON body; a handler that takes more (an admin's post) says so. */
export const DEFAULT_JSON_LIMIT_BYTES = 64 * 1024;

/** The answer with these cookies set (or cleared): one Set-Cookie header each. */
export function withCookies(res: Response, cookies: Iterable<string>): Response {
  for (const cookie of cookies) res.headers.append('set-cookie', cookie);
  return res;
}

/** Turns a zod failure into the API's 400 body: a message naming the fields, and each field's messages. */
export function validationError(error: z.core.$ZodError): HttpError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  const fields = Object.keys(errors).filter((f) => f !== '_');
  const message = fields.length
    ? `Invalid ${fields.join(', ')}: ${error.issues[0].message}`
    : (error.issues[0]?.message ?? 'Invalid request');
  return new HttpError(400, message, { errors });
}

/** The message beside a field whose text could not be stored as sent. */
export const UNSTORABLE_TEXT = 'Contains characters that cannot be stored (a NUL character or broken Unicode)';

/** How deeply a request's JSON may nest: far beyond any payload of this API, far short of the call stack. */
export const MAX_JSON_DEPTH = 32;

/** The answer for JSON nested deeper than MAX_JSON_DEPTH. */
export const TOO_DEEPLY_NESTED = `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`;

/**
 * Paths of the strings in a value that the database could not store exactly as sent: PostgreSQL text
 * holds no NUL character, and a lone UTF-16 surrogate would come back as U+FFFD. A few kilobytes of
 * brackets parse into thousands of levels, so the walk stops with a 400 rather than overflow the stack.
 */
function unstorableTextPaths(value: unknown, path = '', depth = 0): string[] {
  if (typeof value === 'string') return value.includes('\u0000') || !value.isWellFormed() ? [path || '_'] : [];
  if (!value || typeof value !== 'object') return [];
  if (depth >= MAX_JSON_DEPTH) throw new HttpError(400, TOO_DEEPLY_NESTED);
  return Object.entries(value).flatMap(([key, inner]) => unstorableTextPaths(inner, path ? `${path}.${key}` : key, depth + 1));
}

/** Throws the API's 400 naming each field whose text cannot be stored as sent (or for JSON nested too deeply). */
export function rejectUnstorableText(value: unknown): void {
  const unstorable = unstorableTextPaths(value);
  if (unstorable.length) {
    throw new HttpError(400, `Invalid ${unstorable.join(', ')}: ${UNSTORABLE_TEXT}`, {
      errors: Object.fromEntries(unstorable.map((field) => [field, [UNSTORABLE_TEXT]])),
    });
  }
}

/** Validates a value against a schema, throwing the API's 400 on failure (also for text that cannot be stored). */
export function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  rejectUnstorableText(value);
  const result = z.safeParse(schema, value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Reads a body as bytes, refusing (413) one over `maxBytes` while it streams in. */
export async function readBytes(
  req: Request,
  maxBytes: number,
  tooLargeMessage = `The request body is larger than ${Math.floor(maxBytes / 1024)} KB`,
): Promise<Buffer> {
  const tooLarge = () => new HttpError(413, tooLargeMessage);
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!req.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of req.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The sender went away (or the stream broke) part way: the client's doing, not a server fault.
    throw new HttpError(400, BODY_INTERRUPTED);
  }
  return Buffer.concat(chunks);
}

/** The answer when a request's body stops before it is complete. */
export const BODY_INTERRUPTED = 'The request body was interrupted before it was complete';

/** Reads a body as UTF-8 text, refusing (413) one over `maxBytes` while it streams in, (400) one that is not UTF-8. */
export async function readText(req: Request, maxBytes: number): Promise<string> {
  const text = decodeUtf8(await readBytes(req, maxBytes));
  if (text === undefined) throw new HttpError(400, NOT_UTF8);
  return text;
}

/** Reads a JSON body and validates it: 400 for a wrong content type, malformed JSON or invalid fields, 413 when too large. */
export async function readJson<S extends z.core.$ZodType>(
  req: Request,
  schema: S,
  { maxBytes = DEFAULT_JSON_LIMIT_BYTES } = {},
): Promise<z.output<S>> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new HttpError(400, 'Expected a JSON body (Content-Type: application/json)');
  const text = await readText(req, maxBytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
  return parseWith(schema, body);
}

/**
 * Reads the fields a browser's own form submission sends (application/x-www-form-urlencoded), or JSON
 * as the islands send it, and validates them: with `form` when the form's fields have a shape of their own.
 */
export async function readJsonOrForm<S extends z.core.$ZodType>(
  req: Request,
  schema: S,
  { maxBytes = DEFAULT_JSON_LIMIT_BYTES, form }: { maxBytes?: number; form?: z.core.$ZodType<z.output<S>> } = {},
): Promise<z.output<S>> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return readJson(req, schema, { maxBytes });
  const fields = parseFormUrlEncoded(await readText(req, maxBytes));
  if (!fields) throw new HttpError(400, NOT_UTF8);
  return form ? parseWith(form, fields) : parseWith(schema, fields);
}

/** A positive integer id (one a PostgreSQL integer column holds) written as text, or undefined. */
export function positiveId(raw: string | null | undefined): number | undefined {
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id <= MAX_RECORD_ID ? id : undefined;
}

/** A positive integer id from a route parameter; anything else is a 404 for that kind of thing. */
export function parseId(raw: string | undefined, what: string): number {
  const id = positiveId(raw);
  if (id === undefined) throw new HttpError(404, `${what} not found`);
  return id;
}

/** The answer to a write another site's page sent through a visitor's browser. */
export const CROSS_SITE_REFUSED = 'Cross-site request refused';

/** The answer to an admin read (personal data, files) a page of another origin asked the admin's browser for. */
export const OTHER_ORIGIN_READ_REFUSED = 'Admin data is sent only to pages of this site';

/**
 * Routes by HTTP method (405 with Allow otherwise; HEAD is GET without its body), refuses cross-site
 * writes, and turns every failure into the API's JSON answer. Records its methods and what their wrappers
 * say of them for the API's map (route-map.ts).
 */
export function route(handlers: Partial<Record<Method, Handler>>): Handler {
  const methods = Object.keys(handlers);
  const allow = (methods.includes('GET') ? [...methods, 'HEAD'] : methods).join(', ');
  const facts = Object.fromEntries(Object.entries(handlers).map(([method, handler]) => [method, factsOf(handler)]));
  return recordRoute(async (req, ctx) => {
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    // Own keys only: a method named like an Object property ('constructor', 'toString') is not a handler.
    const handler = Object.hasOwn(handlers, method) ? handlers[method as Method] : undefined;
    let res: Response;
    try {
      if (!handler) throw new HttpError(405, `Method ${req.method} not allowed`, {}, { allow });
      // Every write, public forms included: another site's page must not post through a visitor's browser.
      if (isCrossSiteRequest(req)) throw new HttpError(403, CROSS_SITE_REFUSED);
      res = await handler(req, ctx);
    } catch (error) {
      res = errorResponse(error);
    }
    return req.method === 'HEAD' ? new Response(null, { status: res.status, headers: res.headers }) : res;
  }, facts);
}

/** The status of each kind of refusal a domain raises. */
const REFUSAL_STATUS: Record<RefusalKind, number> = {
  invalid: 400,
  // Well formed, but a request the business does not take (a brief for work with vulnerable groups).
  declined: 422,
  'not-signed-in': 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'too-many': 429,
  // A site-wide ceiling or a missing setting: the service, not the request, is at fault.
  busy: 503,
  'not-configured': 503,
  // Another service (LinkedIn) said no or could not be reached.
  upstream: 502,
};

/** A domain's refusal as the API's answer. */
function refusalResponse(error: DomainError): Response {
  const { errors, code, retryAfterSeconds, publicMessage } = error.details;
  if (publicMessage && error.kind === 'not-configured') console.error('[api]', error.message);
  const extra = { ...(errors ? { errors } : {}), ...(code ? { code } : {}) };
  const headers: Record<string, string> = retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) };
  return json({ message: publicMessage ?? error.message, ...extra }, REFUSAL_STATUS[error.kind], headers);
}

/** The answer (503) while the database cannot be reached. */
export const SERVICE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a few minutes.';

/** The API's answer to any thrown value; unexpected errors are logged, never leaked. */
export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) return json({ message: error.message, ...error.extra }, error.status, error.headers);
  if (error instanceof z.core.$ZodError) return errorResponse(validationError(error));
  if (error instanceof DomainError) return refusalResponse(error);
  if (isDatabaseUnavailable(error)) {
    console.error('[api] database unavailable:', error);
    return json({ message: SERVICE_UNAVAILABLE }, 503, { 'retry-after': '30' });
  }
  console.error('[api] unexpected error:', error);
  return json({ message: 'Internal server error' }, 500);
}
