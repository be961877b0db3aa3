import { Hono } from 'hono';
import type { Handler, Params, RequestEnv } from './http';
import { json } from './json';
import { API_ROUTES } from './routes';

/** The answer for an /api/ path no route serves. */
export const API_NOT_FOUND = 'Not found';

/** The path as Netlify matches a function's: in any case, a final slash ignored. */
function matchedPath(req: Request): string {
  const path = new URL(req.url).pathname.toLowerCase();
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** A route's parameters as the request wrote them: the match ignores case, an upload id or a slug does not. */
function paramsOf(pattern: string, req: Request): Params {
  const segments = new URL(req.url).pathname.split('/');
  return Object.fromEntries(
    pattern.split('/').flatMap((part, i) => (part.startsWith(':') ? [[part.slice(1), decodeSegment(segments[i])]] : [])),
  );
}

/** A path segment decoded, or as it is when it is not valid percent-encoding (the handler refuses it then). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Every API route in one Hono app, matched as Netlify matched function paths: in any case, with or without
 * a final slash. Each route's module is imported on its first request and kept for the next.
 */
export function apiApp(routes: Record<string, () => Promise<Handler>> = API_ROUTES): Hono<{ Bindings: RequestEnv }> {
  const app = new Hono<{ Bindings: RequestEnv }>({ getPath: matchedPath });
  for (const [path, load] of Object.entries(routes)) {
    let handler: Promise<Handler> | undefined;
    app.all(path, async (c) => {
      handler ??= load();
      return (await handler)(c.req.raw, { ...c.env, params: paramsOf(path, c.req.raw) });
    });
  }
  app.notFound(() => json({ message: API_NOT_FOUND }, 404));
  return app;
}
