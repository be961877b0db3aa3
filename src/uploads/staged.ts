import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { UploadError } from './errors';
import { STAGED_PART_BYTES, STAGED_UPLOAD_TTL_SECONDS } from '../config/upload-limits';
import { acceptFile, type AcceptedFile, type UploadPurpose } from './purposes';

/**
 * Staged uploads: a file too large for one function request is sent in numbered parts, kept in the
 * database until the request that uses it claims it (assembling the parts in order, checking the whole
 * file, and deleting the parts in the caller's transaction) or until it expires.
 *
 * The upload id is random (192 bits) and is the uploader's only key to it.
 */

/** What the client needs to send the parts. */
export interface StagedUpload {
  id: string;
  /** Every part is this size except the last, which is the rest. */
  partBytes: number;
  partCount: number;
  expiresAt: Date;
}

export const UPLOAD_GONE_MESSAGE = 'This upload has expired or does not exist. Please choose your file again.';
const ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;

const gone = () => new UploadError('not-found', UPLOAD_GONE_MESSAGE);

/** A new unguessable upload id (24 random bytes, base64url). */
export function newUploadId(): string {
  return randomBytes(24).toString('base64url');
}

/** How a file of `totalBytes` is cut into parts: their count and the size part `n` (from 1) must have. */
export function partLayout(totalBytes: number, partBytes: number): { partCount: number; sizeOf(n: number): number } {
  const partCount = Math.ceil(totalBytes / partBytes);
  return { partCount, sizeOf: (n) => (n < partCount ? partBytes : totalBytes - partBytes * (partCount - 1)) };
}

/** Puts numbered parts together, refusing a missing, extra or misnumbered part or a wrong size. */
export function assembleParts(
  upload: { totalBytes: number; partBytes: number; partCount: number },
  parts: ReadonlyArray<{ partNumber: number; data: Uint8Array }>,
): Buffer {
  const { sizeOf } = partLayout(upload.totalBytes, upload.partBytes);
  const sorted = [...parts].sort((a, b) => a.partNumber - b.partNumber);
  if (sorted.length !== upload.partCount || sorted.some((p, i) => p.partNumber !== i + 1)) {
    throw new UploadError(
      'invalid',
      `The upload is incomplete: ${sorted.length} of ${upload.partCount} parts arrived. Please send the file again.`,
    );
  }
  const wrong = sorted.find((p) => p.data.byteLength !== sizeOf(p.partNumber));
  if (wrong) throw new UploadError('invalid', `Part ${wrong.partNumber} of the upload has the wrong size. Please send the file again.`);
  return Buffer.concat(sorted.map((p) => p.data));
}

/**
 * Starts a staged upload for a purpose. The declared size is checked against the purpose's limit now,
 * and the assembled file again when it is claimed. Expired uploads are cleared on the way.
 */
export async function startStagedUpload(
  db: Kysely<Database>,
  purpose: UploadPurpose,
  file: { fileName: string; totalBytes: number },
  { now = new Date(), partBytes = STAGED_PART_BYTES } = {},
): Promise<StagedUpload> {
  if (!Number.isSafeInteger(file.totalBytes) || file.totalBytes <= 0)
    throw new UploadError('invalid', purpose.messages.required, purpose.field);
  if (file.totalBytes > purpose.maxBytes) throw new UploadError('too-large', purpose.messages.tooLarge, purpose.field);
  await deleteExpiredUploads(db, now);
  const upload: StagedUpload = {
    id: newUploadId(),
    partBytes,
    partCount: partLayout(file.totalBytes, partBytes).partCount,
    expiresAt: new Date(now.getTime() + STAGED_UPLOAD_TTL_SECONDS * 1000),
  };
  await db
    .insertInto('stagedUploads')
    .values({
      id: upload.id,
      purpose: purpose.name,
      fileName: file.fileName,
      totalBytes: file.totalBytes,
      partBytes,
      partCount: upload.partCount,
      expiresAt: upload.expiresAt,
    })
    .execute();
  return upload;
}

/**
 * Stores part `partNumber` (from 1) of a staged upload. Refuses an unknown or expired upload
 * ('not-found'), a number out of range or a part of the wrong size ('invalid'), and a part that has
 * already arrived ('conflict').
 */
export async function receivePart(
  db: Kysely<Database>,
  uploadId: string,
  partNumber: number,
  data: Uint8Array,
  now = new Date(),
): Promise<void> {
  if (!ID_PATTERN.test(uploadId)) throw gone();
  const upload = await db
    .selectFrom('stagedUploads')
    .select(['totalBytes', 'partBytes', 'partCount'])
    .where('id', '=', uploadId)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  if (!upload) throw gone();
  if (!Number.isSafeInteger(partNumber) || partNumber < 1 || partNumber > upload.partCount) {
    throw new UploadError('invalid', `Part numbers of this upload run from 1 to ${upload.partCount}`);
  }
  const expected = partLayout(upload.totalBytes, upload.partBytes).sizeOf(partNumber);
  if (data.byteLength !== expected)
    throw new UploadError('invalid', `Part ${partNumber} must be ${expected} bytes, not ${data.byteLength}`);
  let inserted;
  try {
    inserted = await db
      .insertInto('stagedUploadParts')
      .values({ uploadId, partNumber, sizeBytes: data.byteLength, data })
      .onConflict((oc) => oc.columns(['uploadId', 'partNumber']).doNothing())
      .returning('partNumber')
      .executeTakeFirst();
  } catch (error) {
    // The upload was claimed or cleared between the check and the insert.
    if ((error as { code?: unknown }).code === '23503') throw gone();
    throw error;
  }
  if (!inserted) throw new UploadError('conflict', `Part ${partNumber} of this upload has already been received`);
}

/** The declared size of a staged upload for `purpose` that has not expired, or 0 when there is none. */
export async function stagedUploadBytes(db: Kysely<Database>, purpose: UploadPurpose, uploadId: string, now = new Date()): Promise<number> {
  if (!ID_PATTERN.test(uploadId)) return 0;
  const upload = await db
    .selectFrom('stagedUploads')
    .select('totalBytes')
    .where('id', '=', uploadId)
    .where('purpose', '=', purpose.name)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return upload?.totalBytes ?? 0;
}

/**
 * Takes a complete staged upload for `purpose` inside the caller's transaction: assembles its parts in
 * order, checks the whole file (size and type by bytes), and deletes the upload and its parts, so they
 * go exactly when the caller's own rows are written.
 */
export async function claimStagedUpload<T extends string>(
  trx: Transaction<Database>,
  purpose: UploadPurpose<T>,
  uploadId: string,
  now = new Date(),
): Promise<AcceptedFile<T>> {
  if (!ID_PATTERN.test(uploadId)) throw new UploadError('not-found', UPLOAD_GONE_MESSAGE, purpose.field);
  const upload = await trx
    .selectFrom('stagedUploads')
    .select(['fileName', 'totalBytes', 'partBytes', 'partCount'])
    .where('id', '=', uploadId)
    .where('purpose', '=', purpose.name)
    .where('expiresAt', '>', now)
    .forUpdate()
    .executeTakeFirst();
  if (!upload) throw new UploadError('not-found', UPLOAD_GONE_MESSAGE, purpose.field);
  if (upload.totalBytes > purpose.maxBytes) throw new UploadError('too-large', purpose.messages.tooLarge, purpose.field);
  const parts = await trx
    .selectFrom('stagedUploadParts')
    .select(['partNumber', 'data'])
    .where('uploadId', '=', uploadId)
    .orderBy('partNumber')
    .execute();
  const data = assembleParts(
    upload,
    parts.map((p) => ({ partNumber: p.partNumber, data: Buffer.from(p.data) })),
  );
  const file = acceptFile(purpose, { fileName: upload.fileName, data });
  await trx.deleteFrom('stagedUploads').where('id', '=', uploadId).execute();
  return file;
}

/** Deletes staged uploads (and their parts) that expired by `now`; returns how many. For the retention job too. */
export async function deleteExpiredUploads(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('stagedUploads').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
