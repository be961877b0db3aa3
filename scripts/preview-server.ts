/**
 * Serves the built site (dist/) and the Netlify Functions together, offline, with Netlify's own routing,
 * redirects and headers (@netlify/dev), and as strict as Netlify where it matters (docs/local-netlify.md):
 * the client address comes from the connection and the host from the site, function request bodies are
 * limited as Netlify limits them, scheduled functions have no address, each page has one address, files
 * are revalidated by ETag, text answers are compressed as Netlify's CDN compresses them, and function
 * answers the CDN may keep are kept and purged as Netlify's CDN does (./preview/cdn-cache.ts).
 * Port: PORT, default 8888.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { NetlifyDev } from '@netlify/dev';
import { CdnCache, PURGE_API_ROOT, PURGE_PATH } from './preview/cdn-cache';
import { withETag } from './preview/conditional';
import { siteFunctions } from './preview/functions';
import { isControlFilePath, isSiteMethod, ownAnswerHeaders, SITE_METHODS } from './preview/own-answers';
import { prettyUrlRedirect } from './preview/pretty-urls';
import { readLimitedBody, RequestTooLargeError } from './preview/request-limit';
import { requestUrl } from './preview/request-target';
import { send } from './preview/send';

const port = Number(process.env.PORT ?? 8888);
const serverAddress = `http://127.0.0.1:${port}`;
const root = new URL('..', import.meta.url);
const distDir = new URL('dist/', root);
if (!existsSync(distDir)) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

// The functions purge the CDN through Netlify's purge API with the token Netlify gives them; here that
// API is this server's PURGE_PATH, and the token is the one in the environment (tests pass theirs) or a new one.
process.env.NETLIFY_PURGE_API_TOKEN ||= randomBytes(24).toString('hex');
process.env.SITE_ID ||= 'preview';
process.env.CDN_PURGE_API_URL = serverAddress + PURGE_API_ROOT;
const purgeToken = process.env.NETLIFY_PURGE_API_TOKEN;
const cdn = new CdnCache();

const netlify = new NetlifyDev({
  projectRoot: root.pathname,
  staticFiles: { directories: ['dist'] },
  functions: { enabled: true },
  redirects: { enabled: true },
  headers: { enabled: true },
  database: { enabled: false },
  edgeFunctions: { enabled: false },
  blobs: { enabled: false },
  aiGateway: { enabled: false },
  geolocation: { enabled: false },
  images: { enabled: false },
});
await netlify.start();
// Read from the sources (a few lines each), not the bundles: the same config, parsed in a fraction of the time.
const functions = await siteFunctions(fileURLToPath(new URL('src/functions/', root)));
await warmFunctions();

/** Headers a client could send to pretend to be another address; Netlify sets these itself. */
const CLIENT_ADDRESS_HEADERS = ['x-forwarded-for', 'x-nf-client-connection-ip', 'x-real-ip', 'forwarded', 'client-ip'];

const server = http.createServer(async (req, res) => {
  try {
    const url = requestUrl(req.url ?? '', serverAddress);
    if (!url) return void sendText(res, 400, 'Bad Request: the request target must be a path.');
    // Refused before any file or function, as the CDN refuses it (a Request cannot even carry TRACE).
    if (!isSiteMethod(req.method)) return void sendText(res, 405, 'Method Not Allowed', { allow: SITE_METHODS.join(', ') });
    const hit = cdn.match(req.method, url.pathname + url.search);
    if (hit) return send(req, res, hit.status, hit.headers, hit.body);
    const request = await toWebRequest(req, url);
    if (url.pathname === PURGE_PATH) {
      const status = await purge(request);
      return void sendText(res, status, status === 202 ? 'Purged' : 'Unauthorized');
    }
    const response = await cdn.store(request, await siteAnswer(request, url));
    send(req, res, response.status, response.headers, response.body);
  } catch (error) {
    if (error instanceof RequestTooLargeError) {
      // Netlify refuses the request before any function runs; the exact page is Netlify's, not ours.
      res.writeHead(413, ownAnswerHeaders({ 'content-type': 'text/plain; charset=utf-8', connection: 'close' }));
      res.end('Payload Too Large: a function request body may be at most 6 MB (binary bodies count base64-encoded).');
      return;
    }
    console.error('[preview]', error);
    if (!res.headersSent) res.writeHead(500, ownAnswerHeaders({ 'content-type': 'text/plain' }));
    res.end('Preview server error');
  }
});

function sendText(res: http.ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, ownAnswerHeaders({ 'content-type': 'text/plain; charset=utf-8', ...headers }));
  res.end(text);
}

/**
 * The request as Netlify hands it on: its URL on the site's own origin (./preview/request-target.ts), the
 * client address taken from the connection (a client cannot choose it by sending X-Forwarded-For), and
 * the body buffered within Netlify's limit.
 */
async function toWebRequest(req: http.IncomingMessage, url: URL): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || CLIENT_ADDRESS_HEADERS.includes(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // The functions emulation turns the last X-Forwarded-For entry into the function's context.ip.
  const address = req.socket.remoteAddress?.replace(/^::ffff:/, '');
  if (address) headers.set('x-forwarded-for', address);
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readLimitedBody(req, req.headers['content-type'] ?? '');
  return new Request(url, { method, headers, body: body?.length ? new Uint8Array(body) : undefined });
}

/** What the site answers (a file, a redirect, a function), past the CDN. */
async function siteAnswer(request: Request, { pathname, search }: URL): Promise<Response> {
  if (isControlFilePath(pathname) || functions.isScheduledFunctionPath(pathname)) return notFound();
  const pretty = prettyUrlRedirect(pathname, { isFile: isFileInDist, isFunctionPath: functions.isFunctionPath });
  if (pretty) return new Response(null, { status: 301, headers: ownAnswerHeaders({ location: pretty + search }) });
  const answer = await netlify.handleAndIntrospect(request, { serverAddress });
  if (!answer) return notFound();
  return answer.type === 'static' && answer.response.status === 200 ? withETag(answer.response) : answer.response;
}

/** Whether dist/ has this file (`/team.html`), never looking outside it. */
function isFileInDist(path: string): boolean {
  try {
    const file = fileURLToPath(new URL(`.${path}`, distDir));
    return file.startsWith(fileURLToPath(distDir)) && statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Netlify's purge API, for this server's CDN: `{ cache_tags }` with the functions' bearer token. */
async function purge(request: Request): Promise<number> {
  if (request.method !== 'POST' || request.headers.get('authorization') !== `Bearer ${purgeToken}`) return 401;
  const body = (await request.json().catch(() => ({}))) as { cache_tags?: unknown };
  const tags = Array.isArray(body.cache_tags) ? body.cache_tags.filter((t): t is string => typeof t === 'string') : [];
  cdn.purge(tags);
  return 202;
}

/** Netlify answers an unmatched path with the site's 404 page, and its header rules (CSP...) apply to it. */
async function notFound(): Promise<Response> {
  const page = await netlify.handle(new Request(new URL('/404.html', serverAddress)), { serverAddress });
  if (!page) return new Response('Not found', { status: 404, headers: ownAnswerHeaders({ 'content-type': 'text/plain; charset=utf-8' }) });
  return new Response(page.body, { status: 404, headers: page.headers });
}

/**
 * Builds each function and starts its warm worker before the first visitor, as a deploy does: an
 * OPTIONS request reaches every function with a path (each answers it with 405) without side effects.
 */
async function warmFunctions(): Promise<void> {
  await Promise.all(
    functions.warmUpPaths.map((path) =>
      netlify.handle(new Request(new URL(path, serverAddress), { method: 'OPTIONS' }), { serverAddress }),
    ),
  );
}

server.listen(port, '127.0.0.1', () => console.log(`Preview: http://localhost:${port} (pid ${process.pid})`));
const shutdown = () => server.close(() => netlify.stop().finally(() => process.exit(0)));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
