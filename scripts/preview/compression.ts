import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';

/** Content types Netlify's CDN compresses: text, not images, fonts, archives or already-compressed data. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;
/** Bodies smaller than this are sent as they are. */
const MIN_BYTES = 1024;

/** The codings the CDN applies, in the order it prefers them among those the client accepts, whatever their weights. */
const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** A weight (RFC 9110 §12.4.2): 0 to 1 with at most three decimals. */
const QVALUE = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/;

/**
 * The coding to send for an Accept-Encoding field (RFC 9110 §12.5.3), or undefined for none: a coding the
 * field names has its own weight (1 unless `;q=` says otherwise), one it does not name has the weight of
 * `*`, if any, and a weight of 0 refuses it. No field, or an empty one, accepts no coding. An element whose
 * weight cannot be read is ignored.
 */
export function acceptedEncoding(field: string | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const element of (field ?? '').split(',')) {
    const [coding, ...parameters] = element.split(';').map((part) => part.replace(/\s+/g, '').toLowerCase());
    if (!coding) continue;
    const q = parameters.find((p) => p.startsWith('q='));
    if (q === undefined) weights.set(coding, 1);
    else if (QVALUE.test(q)) weights.set(coding, Number(q.slice(2)));
  }
  return ENCODINGS.find((encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0);
}

/**
 * Chooses the coding of an answer as Netlify's CDN does, and sets its headers for it: `Vary:
 * Accept-Encoding` on every answer worth compressing (the choice depends on it, compressed or not), and for
 * a compressed one Content-Encoding, no Content-Length, and a weak ETag (other bytes than those the strong
 * one was made from, RFC 9110 §8.8.1). Undefined when the answer is sent as it is.
 */
export function chooseEncoding(acceptEncoding: string | undefined, headers: Headers): Encoding | undefined {
  if (headers.has('content-encoding') || !COMPRESSIBLE.test(headers.get('content-type') ?? '')) return undefined;
  const length = headers.get('content-length');
  if (length !== null && Number(length) < MIN_BYTES) return undefined;
  headers.append('vary', 'Accept-Encoding');
  const encoding = acceptedEncoding(acceptEncoding);
  if (!encoding) return undefined;
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  const etag = headers.get('etag');
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
  return encoding;
}

/** The compressing stream for a coding. */
export function compressor(encoding: Encoding): BrotliCompress | Gzip {
  // Quality 5 is what a CDN affords on the fly; close to the best for the bytes, far cheaper in time.
  return encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 });
}
