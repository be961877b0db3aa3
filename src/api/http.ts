import { z } from 'zod';
import { isDatabaseUnavailable } from './database-errors';

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
/** What a function knows about a request beyond the Request itself. */
export interface RequestContext {
  params: Params;
  /** The client's IP address (Netlify's context.ip), for rate limiting. */
  ip?: string;
}
export type Handler = (req: Request, ctx: RequestContext) => Response | Promise<Response>;

/** A JSON answer. */
export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
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
    : error.issues[0]?.message ?? 'Invalid request';
  return new HttpError(400, message, { errors });
}

/** Validates a value against a schema, throwing the API's 400 on failure. */
export function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Reads a JSON body and validates it: 400 for a wrong content type, malformed JSON or invalid fields. */
export async function readJson<S extends z.core.$ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new HttpError(400, 'Expected a JSON body (Content-Type: application/json)');
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
  return parseWith(schema, body);
}

/** A positive integer id from a route parameter; anything else is a 404 for that kind of thing. */
export function parseId(raw: string | undefined, what: string): number {
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id > 2147483647) throw new HttpError(404, `${what} not found`);
  return id;
}

/** Routes by HTTP method (405 with Allow otherwise) and turns every failure into the API's JSON answer. */
export function route(handlers: Partial<Record<'GET' | 'POST' | 'PUT' | 'DELETE', Handler>>): Handler {
  const allow = Object.keys(handlers).join(', ');
  return async (req, ctx) => {
    const handler = handlers[req.method as keyof typeof handlers];
    try {
      if (!handler) throw new HttpError(405, `Method ${req.method} not allowed`, {}, { allow });
      return await handler(req, ctx);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** The API's answer to any thrown value; unexpected errors are logged, never leaked. */
export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) return json({ message: error.message, ...error.extra }, error.status, error.headers);
  if (error instanceof z.core.$ZodError) return errorResponse(validationError(error));
  if (isDatabaseUnavailable(error)) {
    console.error('[api] database unavailable:', error);
    return json({ message: 'The service is temporarily unavailable. Please try again in a few minutes.' }, 503, { 'retry-after': '30' });
  }
  console.error('[api] unexpected error:', error);
  return json({ message: 'Internal server error' }, 500);
}
