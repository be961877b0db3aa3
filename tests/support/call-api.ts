import type { Context } from '@netlify/functions';
import { site } from '../../src/config/site';
import api from '../../src/functions/api';

/** What Netlify tells the API function about a request beyond the Request itself. */
export interface CallContext {
  /** The client's address (Netlify's context.ip). */
  ip?: string;
  /** The country Netlify's geolocation places the client in. */
  country?: string;
  /** Netlify's context.waitUntil: work kept alive after the answer. Without it, that work is done before the answer. */
  waitUntil?: (work: Promise<unknown>) => void;
}

/** A request's init, with `json` for a JSON body (and its content type) and `cookie` for the Cookie header. */
export type ApiInit = RequestInit & { json?: unknown; cookie?: string };

/**
 * The origin the API is called at: the site's own (https), as in production. Not SITE_URL, which tests
 * point at stand-ins for the links in mails and shares.
 */
export const apiOrigin = () => new URL(site.website).origin;

/**
 * A Request to the API at `path` (from /api/ or a rewritten page's address) on the site's origin, or at a
 * whole address (http://localhost/..., where cookies are not Secure), as a browser would send it.
 */
export function apiRequest(path: string, init: ApiInit = {}): Request {
  const { json, cookie, headers, ...rest } = init;
  const all = new Headers(headers);
  if (json !== undefined && !all.has('content-type')) all.set('content-type', 'application/json');
  if (cookie) all.set('cookie', cookie);
  return new Request(new URL(path, apiOrigin()), { ...rest, headers: all, body: json === undefined ? rest.body : JSON.stringify(json) });
}

/**
 * Calls the API as a client would (Hono's `app.request()`, on the deployed function): through the one API
 * function (src/functions/api.ts), so through its router's path matching, case folding, parameters,
 * 404s and the adapter's security headers.
 */
export async function callApi(path: string, init: ApiInit = {}, context: CallContext = {}): Promise<Response> {
  return sendApi(apiRequest(path, init), context);
}

/** Sends a Request already built (a body stream that breaks, a hand-made header) through the API function. */
export async function sendApi(req: Request, { ip, country, waitUntil }: CallContext = {}): Promise<Response> {
  const netlify = { ip: ip ?? '', geo: country ? { country: { name: country } } : {}, waitUntil };
  return api(req, netlify as unknown as Context);
}

/** The API's answer with its status and, when it is JSON, its parsed body. */
export async function callApiJson(path: string, init: ApiInit = {}, context: CallContext = {}) {
  const res = await callApi(path, init, context);
  const type = res.headers.get('content-type') ?? '';
  return { res, status: res.status, body: type.includes('json') ? await res.json() : undefined };
}

/** A scheduled function (src/functions/*-scheduled.ts) as Netlify runs it: its answer. */
export function runScheduled(fn: (req: Request, context: Context) => Promise<Response>): Promise<Response> {
  return fn(new Request(`${apiOrigin()}/.netlify/functions/scheduled`, { method: 'POST' }), {} as Context);
}
