import { Readable } from 'node:stream';
import busboy from 'busboy';
import { UploadError } from './errors';
import { firstCharacters } from '../utils/truncate';
import { withoutFormatCharacters } from '../utils/format-characters';

export interface UploadedFile {
  field: string;
  /** The name the visitor's computer gave it: for display only, never a path. */
  fileName: string;
  declaredType: string;
  data: Buffer;
}

export interface MultipartLimits {
  maxFileBytes: number;
  /** The 413 message when a file is over maxFileBytes. */
  tooLargeMessage: string;
  maxFiles?: number;
  maxFields?: number;
  maxFieldBytes?: number;
}

/**
 * Keeps a file name fit for display: no folders, no control characters, no invisible format characters
 * (a right-to-left override shows "cv\u202Efdp.exe" as "cvexe.pdf"), at most 200 characters.
 */
export function displayFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = withoutFormatCharacters(base.replace(/[\u0000-\u001f\u007f]/g, '')).trim();
  return firstCharacters(clean, 200) || 'upload';
}

/**
 * Parses a multipart/form-data body as a stream, enforcing the limits while it reads: a file over the
 * size limit stops the parsing with 413 and the rest is discarded unread, so nothing oversized is held.
 */
export function parseMultipart(req: Request, limits: MultipartLimits): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType) || !req.body) {
    return Promise.reject(new UploadError('invalid', 'Expected a multipart/form-data upload'));
  }
  const { maxFileBytes, tooLargeMessage, maxFiles = 1, maxFields = 20, maxFieldBytes = 64 * 1024 } = limits;

  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        defParamCharset: 'utf8',
        // One byte of headroom: busboy signals the limit on reaching it, and exactly maxFileBytes is allowed.
        limits: { fileSize: maxFileBytes + 1, files: maxFiles, fields: maxFields, fieldSize: maxFieldBytes, parts: maxFiles + maxFields },
      });
    } catch {
      reject(new UploadError('invalid', 'Malformed multipart upload'));
      return;
    }
    const source = Readable.fromWeb(req.body as never);
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let pending = 0;
    let finished = false;
    let failed = false;

    const fail = (error: UploadError) => {
      if (failed) return;
      failed = true;
      // Stop parsing and let the rest of the body drain unread: destroying the stream mid-body makes
      // the runtime's body producer reject on a closed stream (an unhandled rejection).
      source.unpipe(parser);
      source.resume();
      reject(error);
    };
    const settle = () => {
      if (finished && pending === 0 && !failed) resolve({ fields, files });
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new UploadError('too-large', `The ${name} field is too long`, name));
      else fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      pending++;
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxFileBytes) fail(new UploadError('too-large', tooLargeMessage, field));
        else chunks.push(chunk);
      });
      stream.on('limit', () => fail(new UploadError('too-large', tooLargeMessage, field)));
      stream.on('error', () => fail(new UploadError('invalid', 'Malformed multipart upload')));
      stream.on('end', () => {
        pending--;
        if (!failed)
          files.push({ field, fileName: displayFileName(info.filename), declaredType: info.mimeType, data: Buffer.concat(chunks) });
        settle();
      });
    });
    parser.on('filesLimit', () => fail(new UploadError('invalid', 'Only one file may be uploaded')));
    parser.on('fieldsLimit', () => fail(new UploadError('invalid', 'Too many form fields')));
    parser.on('partsLimit', () => fail(new UploadError('invalid', 'Too many form fields')));
    parser.on('error', () => fail(new UploadError('invalid', 'Malformed multipart upload')));
    parser.on('close', () => {
      finished = true;
      settle();
    });
    source.on('error', () => fail(new UploadError('invalid', 'The upload was interrupted')));
    source.pipe(parser);
  });
}
