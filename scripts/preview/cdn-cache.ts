/**
 * Netlify's CDN cache for function answers, as far as this site relies on it: a GET answer carrying
 * `Netlify-CDN-Cache-Control: public, s-maxage=N` is kept for N seconds under its URL (path and query)
 * and answered from memory until then, or until a purge names one of its `Netlify-Cache-Tag` tags. The
 * CDN-only headers never reach the client; `Cache-Status` says hit or miss, as Netlify's does.
 * Not emulated: `Netlify-Vary` (such answers are not kept here), stale-while-revalidate, per-node caches.
 */

/** Where `preview` serves Netlify's purge API (`${PURGE_API_ROOT}/api/v1/purge`) for its own CDN. */
export const PURGE_API_ROOT = '/.netlify/preview-cdn';
export const PURGE_PATH = `${PURGE_API_ROOT}/api/v1/purge`;

/** Headers only the CDN reads: Netlify removes them before the answer leaves it. */
const CDN_ONLY_HEADERS = ['netlify-cdn-cache-control', 'netlify-cache-tag', 'netlify-vary'];
/** Enough for every public read of this site; beyond it the oldest copy goes (keys are client-chosen URLs). */
const MAX_ENTRIES = 2000;

/** A kept answer, as the client gets it. */
export interface CachedAnswer {
  status: number;
  headers: Headers;
  body: Uint8Array;
}

interface Entry extends CachedAnswer {
  tags: string[];
  expiresAt: number;
}

export interface CdnCacheOptions {
  now?: () => number;
}

/** Seconds the CDN may keep an answer for, from its CDN cache headers; 0 when it may not. */
export function cdnMaxAgeSeconds(headers: Headers): number {
  const control = headers.get('netlify-cdn-cache-control');
  if (!control || headers.has('netlify-vary')) return 0;
  const directives = new Map(
    control.split(',').map((part) => {
      const [name, value] = part.trim().toLowerCase().split('=');
      return [name, value] as const;
    }),
  );
  if (!directives.has('public') || directives.has('private') || directives.has('no-store')) return 0;
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

export class CdnCache {
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;

  constructor({ now = Date.now }: CdnCacheOptions = {}) {
    this.#now = now;
  }

  /**
   * The kept answer to a GET or HEAD of `url` (its path and query), marked as a hit; undefined when there
   * is none or it has expired. Plain values, not a Response: a hit is the hot path under load.
   */
  match(method: string | undefined, url: string): CachedAnswer | undefined {
    if (method !== 'GET' && method !== 'HEAD') return undefined;
    const entry = this.#entries.get(url);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(url);
      return undefined;
    }
    return entry;
  }

  /** The answer as the client gets it, kept first when its headers allow (a GET answered 200). */
  async store(request: Request, response: Response): Promise<Response> {
    const maxAge = request.method === 'GET' && response.status === 200 ? cdnMaxAgeSeconds(response.headers) : 0;
    const headers = new Headers(response.headers);
    const tags = (headers.get('netlify-cache-tag') ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    for (const name of CDN_ONLY_HEADERS) headers.delete(name);
    headers.set('cache-status', `"Netlify Edge"; fwd=${maxAge ? 'miss; stored' : 'miss'}`);
    if (!maxAge) return new Response(response.body, { status: response.status, headers });
    const body = new Uint8Array(await response.arrayBuffer());
    const key = cacheKey(request);
    const hitHeaders = new Headers(headers);
    hitHeaders.set('cache-status', '"Netlify Edge"; hit');
    this.#entries.delete(key);
    this.#entries.set(key, { status: response.status, headers: hitHeaders, body, tags, expiresAt: this.#now() + maxAge * 1000 });
    if (this.#entries.size > MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    return new Response(body.slice(), { status: response.status, headers });
  }

  /** Drops every answer tagged with one of `tags`, or every answer when none are named (a site purge). */
  purge(tags: string[] = []): number {
    let dropped = 0;
    for (const [key, entry] of this.#entries) {
      if (tags.length && !entry.tags.some((tag) => tags.includes(tag))) continue;
      this.#entries.delete(key);
      dropped++;
    }
    return dropped;
  }
}

const cacheKey = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};
