import type { Context } from '@netlify/functions';
import { API_SECURITY_HEADERS } from '../security/headers';
import type { RequestEnv } from './http';

/** What a Netlify Function runs: the request and what Netlify knows about it. */
export type FunctionHandler = (req: Request, env: RequestEnv) => Response | Promise<Response>;

/**
 * The one adapter from a Netlify Function (v2) to the API: the client address Netlify gives
 * (`context.ip`, which the client cannot choose), the country it places the client in (`context.geo`) and its `waitUntil` for work after the answer. Every
 * answer gets the API's security headers here, whatever made it: Netlify's header rules do not reach
 * function answers.
 */
export function netlifyFunction(handler: FunctionHandler): (req: Request, context: Context) => Promise<Response> {
  return async (req, context) =>
    withSecurityHeaders(
      await handler(req, {
        ip: context.ip || undefined,
        // Netlify's own geolocation only: a header the client sends could name any country.
        country: context.geo?.country?.name || context.geo?.country?.code || undefined,
        waitUntil: typeof context.waitUntil === 'function' ? (work) => context.waitUntil(work) : undefined,
      }),
    );
}

/** The answer with the API's security headers, keeping any the handler chose itself (the CV's sandbox). */
export function withSecurityHeaders(res: Response): Response {
  const headers = new Headers(res.headers);
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) if (!headers.has(name)) headers.set(name, value);
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}
