/**
 * Serves the built site (dist/) and the Netlify Functions together, offline, with Netlify's own routing,
 * redirects and headers (@netlify/dev). Port: PORT, default 8888.
 */
import { createReadStream, existsSync } from 'node:fs';
import http from 'node:http';
import { Readable } from 'node:stream';
import { NetlifyDev } from '@netlify/dev';

const port = Number(process.env.PORT ?? 8888);
const serverAddress = `http://127.0.0.1:${port}`;
const distDir = new URL('../dist/', import.meta.url);
if (!existsSync(distDir)) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const netlify = new NetlifyDev({
  projectRoot: new URL('..', import.meta.url).pathname,
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

const server = http.createServer(async (req, res) => {
  try {
    const result = await netlify.handleAndIntrospectNodeRequest(req, { serverAddress });
    if (!result) {
      // Netlify answers an unmatched path with the site's 404 page.
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      const notFound = new URL('404.html', distDir);
      if (existsSync(notFound)) createReadStream(notFound).pipe(res);
      else res.end('Not found');
      return;
    }
    const { response } = result;
    const headers: Record<string, string[]> = {};
    response.headers.forEach((value, key) => void (headers[key] ??= []).push(value));
    res.writeHead(response.status, headers);
    if (response.body) Readable.fromWeb(response.body as never).pipe(res);
    else res.end();
  } catch (error) {
    console.error('[preview]', error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('Preview server error');
  }
});

server.listen(port, '127.0.0.1', () => console.log(`Preview: http://localhost:${port}`));
const shutdown = () => server.close(() => netlify.stop().finally(() => process.exit(0)));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
