import type { IncomingMessage } from 'node:http';
import { shouldBase64Encode } from '@netlify/dev-utils';

/**
 * Netlify buffers a function request and hands it to the function as one event of at most 6 MB, with a
 * binary body base64-encoded; a larger request never reaches the function.
 */
export const FUNCTION_PAYLOAD_LIMIT_BYTES = 6 * 1024 * 1024;

/** A request body over Netlify's limit. */
export class RequestTooLargeError extends Error {
  constructor() {
    super('Request body over the function payload limit');
    this.name = 'RequestTooLargeError';
  }
}

/** The bytes a body of `size` bytes takes in the function's event: base64 for binary content types. */
export function encodedSize(size: number, contentType: string): number {
  return shouldBase64Encode(contentType) ? 4 * Math.ceil(size / 3) : size;
}

/** The largest raw body of this content type that still fits in a function request. */
export function maxRawBodyBytes(contentType: string, limit = FUNCTION_PAYLOAD_LIMIT_BYTES): number {
  return shouldBase64Encode(contentType) ? Math.floor(limit / 4) * 3 : limit;
}

/**
 * Reads a request body, refusing it once it is over the limit. The rest of a refused body is still read
 * and dropped, so the client gets the answer rather than a reset connection.
 */
export function readLimitedBody(req: IncomingMessage, contentType: string, limit = FUNCTION_PAYLOAD_LIMIT_BYTES): Promise<Buffer> {
  const max = maxRawBodyBytes(contentType, limit);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number(req.headers['content-length'] ?? 0) > max;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () => (tooLarge ? reject(new RequestTooLargeError()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}
