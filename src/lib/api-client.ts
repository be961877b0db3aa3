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

/** Calls the API with credentials; a non-success answer throws an ApiError. */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(path, { credentials: 'include', ...init });
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

/** The per-field messages the server gave for a 400, if any. */
export function serverFieldErrors(error: unknown): Record<string, string[]> {
  const body = error instanceof ApiError ? error.body : undefined;
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {};
}

/** Puts each field message the server gave beside its field; returns the ones for fields the form lacks. */
export function showServerFieldErrors<F extends string>(error: unknown, fields: readonly F[], setError: (field: F, error: { message: string }) => void): Record<string, string[]> {
  const rest: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(serverFieldErrors(error))) {
    if ((fields as readonly string[]).includes(field)) setError(field as F, { message: messages[0] });
    else rest[field] = messages;
  }
  return rest;
}
