import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';

/** Content types Netlify's CDN compresses: text, not images, fonts, archives or already-compressed data. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;
/** Bodies smaller than this are sent as they are. */
const MIN_BYTES = 1024;

/**
 * A compressor for an answer, preferring brotli then gzip as the client accepts, or undefined when the
 * answer is not worth compressing. Adjusts the headers (Content-Encoding, Vary, no Content-Length).
 */
export function compressorFor(acceptEncoding: string | undefined, headers: Headers): BrotliCompress | Gzip | undefined {
  if (headers.has('content-encoding') || !COMPRESSIBLE.test(headers.get('content-type') ?? '')) return undefined;
  const length = headers.get('content-length');
  if (length !== null && Number(length) < MIN_BYTES) return undefined;
  const accepted = new Set((acceptEncoding ?? '').split(',').map((e) => e.split(';')[0].trim().toLowerCase()));
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
  if (!encoding) return undefined;
  headers.set('content-encoding', encoding);
  headers.append('vary', 'Accept-Encoding');
  headers.delete('content-length');
  // Quality 5 is what a CDN affords on the fly; close to the best for the bytes, far cheaper in time.
  return encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 });
}
