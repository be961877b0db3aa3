/**
 * Serves the built site (dist/) and the Netlify Functions together, offline, with Netlify's own routing,
 * redirects and headers (@netlify/dev), and as strict as Netlify where it matters (README, "preview"):
 * the client address comes from the connection, function request bodies are limited as Netlify limits
 * them, text answers are compressed as Netlify's CDN compresses them, and function answers the CDN may
 * keep are kept and purged as Netlify's CDN does (./preview/cdn-cache.ts). Port: PORT, default 8888.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { Readable } from 'node:stream';
import { NetlifyDev } from '@netlify/dev';
import { CdnCache, PURGE_API_ROOT, PURGE_PATH } from './preview/cdn-cache';
import { compressorFor } from './preview/compression';
import { readLimitedBody, RequestTooLargeError } from './preview/request-limit';

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
await warmFunctions();

const NETLIFY_CONTROL_FILES = ['/_headers', '/_redirects'];

/** Headers a client could send to pretend to be another address; Netlify sets these itself. */
const CLIENT_ADDRESS_HEADERS = ['x-forwarded-for', 'x-nf-client-connection-ip', 'x-real-ip', 'forwarded', 'client-ip'];

const server = http.createServer(async (req, res) => {
  try {
    const hit = cdn.match(req.method, req.url ?? '/');
    if (hit) return send(req, res, hit.status, hit.headers, hit.body);
    const request = await toWebRequest(req);
    const { pathname } = new URL(request.url);
    if (pathname === PURGE_PATH) return void sendPurgeAnswer(res, await purge(request));
    const response = await cdn.store(request, await siteAnswer(request, pathname));
    send(req, res, response.status, response.headers, response.body);
  } catch (error) {
    if (error instanceof RequestTooLargeError) {
      // Netlify refuses the request before any function runs; the exact page is Netlify's, not ours.
      res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
      res.end('Payload Too Large: a function request body may be at most 6 MB (binary bodies count base64-encoded).');
      return;
    }
    console.error('[preview]', error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('Preview server error');
  }
});

/** Sends an answer, compressed when the client accepts it and it is worth it (as Netlify's CDN does). */
function send(req: http.IncomingMessage, res: http.ServerResponse, status: number, original: Headers, body: Uint8Array | ReadableStream | null): void {
  const headers = new Headers(original);
  const compressor = req.method === 'HEAD' || !body ? undefined : compressorFor(req.headers['accept-encoding'], headers);
  res.writeHead(status, headersObject(headers));
  if (!body || req.method === 'HEAD') res.end();
  else if (body instanceof Uint8Array && !compressor) res.end(body);
  else {
    const source = body instanceof Uint8Array ? Readable.from([body]) : Readable.fromWeb(body as never);
    (compressor ? source.pipe(compressor) : source).pipe(res);
  }
}

/**
 * The request as Netlify hands it on: the client address taken from the connection (a client cannot
 * choose it by sending X-Forwarded-For), and the body buffered within Netlify's limit.
 */
async function toWebRequest(req: http.IncomingMessage): Promise<Request> {
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
  return new Request(new URL(req.url ?? '/', serverAddress), { method, headers, body: body?.length ? new Uint8Array(body) : undefined });
}

/** What the site answers (a file, a redirect, a function), past the CDN. */
async function siteAnswer(request: Request, pathname: string): Promise<Response> {
  // Netlify reads its control files from the publish directory and never serves them.
  if (NETLIFY_CONTROL_FILES.includes(pathname)) return notFound();
  const directory = directoryRedirect(pathname);
  if (directory) return new Response(null, { status: 301, headers: { location: directory + new URL(request.url).search } });
  return (await netlify.handleAndIntrospect(request, { serverAddress }))?.response ?? notFound();
}

/**
 * Netlify's CDN answers a path naming a directory with an index.html (and no .html file of that name) by
 * redirecting to the path with a slash; Netlify's local emulation serves the index instead. Pages are
 * built as files (/team.html, served at /team) so that none of ours pays that round trip.
 */
function directoryRedirect(pathname: string): string | undefined {
  if (pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname)) return undefined;
  const file = (suffix: string) => existsSync(new URL(`.${pathname}${suffix}`, distDir));
  return !file('.html') && file('/index.html') ? `${pathname}/` : undefined;
}

/** Netlify's purge API, for this server's CDN: `{ cache_tags }` with the functions' bearer token. */
async function purge(request: Request): Promise<number> {
  if (request.method !== 'POST' || request.headers.get('authorization') !== `Bearer ${purgeToken}`) return 401;
  const body = (await request.json().catch(() => ({}))) as { cache_tags?: unknown };
  const tags = Array.isArray(body.cache_tags) ? body.cache_tags.filter((t): t is string => typeof t === 'string') : [];
  cdn.purge(tags);
  return 202;
}

function sendPurgeAnswer(res: http.ServerResponse, status: number): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(status === 202 ? 'Purged' : 'Unauthorized');
}

/** Netlify answers an unmatched path with the site's 404 page, and its header rules (CSP...) apply to it. */
async function notFound(): Promise<Response> {
  const page = await netlify.handle(new Request(new URL('/404.html', serverAddress)), { serverAddress });
  if (!page) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(page.body, { status: 404, headers: page.headers });
}

function headersObject(headers: Headers): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  headers.forEach((value, key) => void (out[key] ??= []).push(value));
  return out;
}

/**
 * Builds each function and starts its warm worker before the first visitor, as a deploy does: an
 * OPTIONS request reaches every function (each answers it with 405) without side effects.
 */
async function warmFunctions(): Promise<void> {
  const dir = new URL('netlify/functions/', root);
  const paths = readdirSync(dir)
    .filter((file) => file.endsWith('.mts'))
    .map((file) => /path:\s*'([^']+)'/.exec(readFileSync(new URL(file, dir), 'utf8'))?.[1])
    .filter((path): path is string => Boolean(path));
  await Promise.all(paths.map((path) => netlify.handle(new Request(new URL(path.replace(/:[^/]+/g, '0'), serverAddress), { method: 'OPTIONS' }), { serverAddress })));
}

server.listen(port, '127.0.0.1', () => console.log(`Preview: http://localhost:${port} (pid ${process.pid})`));
const shutdown = () => server.close(() => netlify.stop().finally(() => process.exit(0)));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
