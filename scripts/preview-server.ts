/**
 * Serves the built site (dist/) and the Netlify Functions together, offline, with Netlify's own routing,
 * redirects and headers (@netlify/dev), and as strict as Netlify where it matters (README, "preview"):
 * the client address comes from the connection, function request bodies are limited as Netlify limits
 * them, and text answers are compressed as Netlify's CDN compresses them. Port: PORT, default 8888.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { Readable } from 'node:stream';
import { NetlifyDev } from '@netlify/dev';
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
    const request = await toWebRequest(req);
    // Netlify reads its control files from the publish directory and never serves them.
    const isControlFile = NETLIFY_CONTROL_FILES.includes(new URL(request.url).pathname);
    const result = isControlFile ? undefined : await netlify.handleAndIntrospect(request, { serverAddress });
    const response = result?.response ?? (await notFound());
    const headers = new Headers(response.headers);
    const compressor = req.method === 'HEAD' ? undefined : compressorFor(req.headers['accept-encoding'], headers);
    res.writeHead(response.status, headersObject(headers));
    if (!response.body || req.method === 'HEAD') res.end();
    else if (compressor) Readable.fromWeb(response.body as never).pipe(compressor).pipe(res);
    else Readable.fromWeb(response.body as never).pipe(res);
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
