/** A failed API call: the message is "status: body text" (or the status text); the parsed body is kept. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * How long a call may wait for its answer to begin: on a connection that stalled without failing, a form
 * would otherwise say 'Submitting...' for minutes. The forms keep what was typed and their submission
 * key, so trying again is safe. The wait includes sending the request, so a call carrying a file gets
 * the time a slow mobile connection (SLOWEST_UPLOAD_BYTES_PER_S) needs to send it on top.
 */
export const ANSWER_TIMEOUT_MS = 90_000;
export const SLOWEST_UPLOAD_BYTES_PER_S = 10_000;

/** The bytes a request body will send, as far as it can be known before sending (files, text, buffers). */
function bodyBytes(body: BodyInit | null | undefined): number {
  if (!body) return 0;
  if (typeof body === 'string') return body.length;
  if (body instanceof Blob) return body.size;
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return body.byteLength;
  if (body instanceof FormData)
    return [...body.values()].reduce((sum, value) => sum + (typeof value === 'string' ? value.length : value.size), 0);
  return 0;
}

/** How long a call sending this body may wait for its answer to begin. */
export const answerTimeoutMs = (body?: BodyInit | null): number =>
  ANSWER_TIMEOUT_MS + Math.ceil((bodyBytes(body) / SLOWEST_UPLOAD_BYTES_PER_S) * 1000);

/** Thrown when no answer began within the time allowed. */
export class NoAnswerError extends Error {
  constructor() {
    super('The server did not answer in time');
    this.name = 'NoAnswerError';
  }
}

/** Calls the API with credentials; a non-success answer throws an ApiError, no answer in time a NoAnswerError. */
export async function apiFetch(
  path: string,
  init: RequestInit = {},
  { answerWithinMs = answerTimeoutMs(init.body) } = {},
): Promise<Response> {
  const stalled = new AbortController();
  const timer = setTimeout(() => stalled.abort(new NoAnswerError()), answerWithinMs);
  let res: Response;
  try {
    // Only the wait for the answer's start is limited: a long download (an export) may take its time.
    res = await fetch(path, {
      credentials: 'include',
      ...init,
      signal: init.signal ? AbortSignal.any([init.signal, stalled.signal]) : stalled.signal,
    });
  } catch (error) {
    throw stalled.signal.aborted ? stalled.signal.reason : error;
  } finally {
    clearTimeout(timer);
  }
  if (!res.ok) {
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, body);
  }
  return res;
}

/** Sends JSON and returns the parsed answer. */
export async function apiJson<T>(path: string, method: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await apiFetch(path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json() as Promise<T>;
}

/** The `message` the server gave for a failure, or the fallback (network errors, non-JSON answers). */
export function serverMessage(error: unknown, fallback: string): string {
  const body = error instanceof ApiError ? error.body : undefined;
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : fallback;
}

/** The `code` the server gave beside its message, for a failure a page explains in its own words; else undefined. */
export function serverCode(error: unknown): string | undefined {
  const body = error instanceof ApiError ? error.body : undefined;
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** The per-field messages the server gave for a 400, if any. */
export function serverFieldErrors(error: unknown): Record<string, string[]> {
  const body = error instanceof ApiError ? error.body : undefined;
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {};
}

/** Puts each field message the server gave beside its field; returns the ones for fields the form lacks. */
export function showServerFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, error: { message: string }) => void,
): Record<string, string[]> {
  const rest: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(serverFieldErrors(error))) {
    if ((fields as readonly string[]).includes(field)) setError(field as F, { message: messages[0] });
    else rest[field] = messages;
  }
  return rest;
}
