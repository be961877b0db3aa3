import { createHash } from 'node:crypto';

/**
 * Netlify's CDN gives every file it serves an ETag and answers a GET or HEAD whose If-None-Match matches it
 * with 304 Not Modified and no body, so a browser revalidating a page or a module it keeps (Cache-Control
 * `public, max-age=0, must-revalidate`) downloads it again only when a deploy changed it. `preview` does the
 * same for the files it serves; function answers carry no ETag and are never answered 304 here.
 */

/** A strong validator of a file's bytes: the same bytes, the same tag, across restarts and builds. */
export function strongETag(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url')}"`;
}

/** A served file's answer with its ETag and length, its bytes read once to make them. */
export async function withETag(response: Response): Promise<Response> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.set('etag', strongETag(bytes));
  headers.set('content-length', String(bytes.byteLength));
  return new Response(bytes, { status: response.status, headers });
}

/** The entity-tags of an If-None-Match field: `*`, or each quoted tag with its W/ (a tag may hold commas). */
const ENTITY_TAG = /\*|(?:W\/)?"[^"]*"/g;

/**
 * Whether If-None-Match matches an answer's ETag, so that a GET or HEAD is answered 304: by the weak
 * comparison (RFC 9110 §13.1.2, W/ ignored on both sides), `*` matching any answer that has one.
 */
export function noneMatchMatches(ifNoneMatch: string | undefined, etag: string | null): boolean {
  if (!ifNoneMatch || !etag) return false;
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  return (ifNoneMatch.match(ENTITY_TAG) ?? []).some((tag) => tag === '*' || opaque(tag) === opaque(etag));
}

/** What a 304 leaves out of the 200's headers: the body's own description (RFC 9110 §15.4.5). */
const BODY_HEADERS = ['content-type', 'content-length', 'content-encoding', 'content-language', 'content-range'];

/**
 * The 304's headers when a request's If-None-Match matches the 200 answer it would get, else undefined.
 * The 200's ETag, Vary and Cache-Control stay (a cache updates its copy from them), and the rest of its
 * headers with them (the security headers cost nothing).
 */
export function notModified(
  method: string | undefined,
  status: number,
  ifNoneMatch: string | undefined,
  headers: Headers,
): Headers | undefined {
  if ((method !== 'GET' && method !== 'HEAD') || status !== 200 || !noneMatchMatches(ifNoneMatch, headers.get('etag'))) return undefined;
  const kept = new Headers(headers);
  for (const name of BODY_HEADERS) kept.delete(name);
  return kept;
}
