import { CV_MAX_BYTES, CV_UPLOAD_PURPOSE, type CvMimeType } from '../schemas/application';
import { UploadError } from './errors';
import { DOCUMENT_FIELD, DOCUMENT_MAX_BYTES, DOCUMENT_UPLOAD_PURPOSE, WORD_UPLOAD_MESSAGES } from '../schemas/word-upload';
import { detectCvType, detectWordType, isIntactCv } from './file-signature';
import { CV_MESSAGES } from '../texts/forms';

/** What an uploaded file is for: its limits, the type its bytes must have, and what the visitor is told. */
export interface UploadPurpose<T extends string = string> {
  /** Stored with a staged upload and named by the client when it starts one. */
  name: string;
  /** The form field the messages concern. */
  field: string;
  /** Largest allowed size, inclusive. */
  maxBytes: number;
  /** The file's real type judged by its bytes, or undefined when it is not acceptable. */
  detectType(bytes: Uint8Array): T | undefined;
  messages: { required: string; tooLarge: string; invalidType: string };
  /** For a type whose inside can be checked before it is stored: whether it is sound, and what the visitor is told when not. */
  intact?: { check(bytes: Uint8Array, type: T): boolean; message: string };
  /** Only a signed-in admin may start a staged upload for it. */
  adminOnly?: boolean;
}

/** A file that passed its purpose's checks. */
export interface AcceptedFile<T extends string = string> {
  fileName: string;
  contentType: T;
  data: Buffer;
}

/** A candidate's CV: PDF, DOC or DOCX by its bytes, at most 5 MB (spec 5), a Word one within the Word import's bounds. */
export const CV_UPLOAD = {
  name: CV_UPLOAD_PURPOSE,
  field: 'cv',
  maxBytes: CV_MAX_BYTES,
  detectType: detectCvType,
  messages: {
    required: CV_MESSAGES.required,
    tooLarge: CV_MESSAGES.tooLarge.description,
    invalidType: CV_MESSAGES.invalidType.description,
  },
  intact: { check: isIntactCv, message: CV_MESSAGES.unreadable },
} satisfies UploadPurpose<CvMimeType>;

/** A Word document of blog posts for the admin's import: DOC or DOCX by its bytes, at most 10 MB. */
export const DOCUMENT_UPLOAD = {
  name: DOCUMENT_UPLOAD_PURPOSE,
  field: DOCUMENT_FIELD,
  maxBytes: DOCUMENT_MAX_BYTES,
  detectType: detectWordType,
  messages: {
    required: WORD_UPLOAD_MESSAGES.noFile,
    tooLarge: WORD_UPLOAD_MESSAGES.tooLarge,
    invalidType: WORD_UPLOAD_MESSAGES.invalidType.description,
  },
  adminOnly: true,
} satisfies UploadPurpose;

/** Every purpose a staged upload may be started for, by name. */
export const UPLOAD_PURPOSES: Record<string, UploadPurpose> = { [CV_UPLOAD.name]: CV_UPLOAD, [DOCUMENT_UPLOAD.name]: DOCUMENT_UPLOAD };

/** Checks a whole file against its purpose (empty, size, type by bytes, soundness), raising UploadError on the purpose's field. */
export function acceptFile<T extends string>(purpose: UploadPurpose<T>, file: { fileName: string; data: Buffer }): AcceptedFile<T> {
  if (file.data.length === 0) throw new UploadError('invalid', purpose.messages.required, purpose.field);
  if (file.data.length > purpose.maxBytes) throw new UploadError('too-large', purpose.messages.tooLarge, purpose.field);
  const contentType = purpose.detectType(file.data);
  if (!contentType) throw new UploadError('invalid', purpose.messages.invalidType, purpose.field);
  if (purpose.intact && !purpose.intact.check(file.data, contentType))
    throw new UploadError('invalid', purpose.intact.message, purpose.field);
  return { fileName: file.fileName, contentType, data: file.data };
}
