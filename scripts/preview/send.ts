import type http from 'node:http';
import { Readable } from 'node:stream';
import { chooseEncoding, compressor } from './compression';
import { notModified } from './conditional';

/**
 * Sends an answer as it leaves Netlify's CDN: 304 with no body when the client's copy is current
 * (./conditional.ts), else compressed when the client accepts it and it is worth it (./compression.ts).
 * A HEAD gets the headers the GET would get.
 */
export function send(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  original: Headers,
  body: Uint8Array | ReadableStream | null,
): void {
  const headers = new Headers(original);
  const encoding = body ? chooseEncoding(req.headers['accept-encoding'], headers) : undefined;
  const unchanged = notModified(req.method, status, req.headers['if-none-match'], headers);
  if (unchanged || !body || req.method === 'HEAD') {
    if (body instanceof ReadableStream) void body.cancel();
    res.writeHead(unchanged ? 304 : status, headersObject(unchanged ?? headers));
    res.end();
    return;
  }
  res.writeHead(status, headersObject(headers));
  if (body instanceof Uint8Array && !encoding) return void res.end(body);
  const source = body instanceof Uint8Array ? Readable.from([body]) : Readable.fromWeb(body as never);
  (encoding ? source.pipe(compressor(encoding)) : source).pipe(res);
}

/** Headers as Node writes them, a repeated one (Set-Cookie) kept as several. */
function headersObject(headers: Headers): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  headers.forEach((value, key) => void (out[key] ??= []).push(value));
  return out;
}
