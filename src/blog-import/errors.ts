import { DomainError } from '../errors/domain-error';

/**
 * A document that cannot be imported as it is (corrupt, hostile, or not laid out as posts); the API answers
 * 400 with the message, and the code when the page explains that refusal in its own words.
 */
export class DocumentImportError extends DomainError {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super('invalid', message, code ? { code } : {});
  }
}

export const CORRUPT_DOCUMENT =
  'This Word document could not be read: it is damaged or not really a Word document. Open it in Word, save it again and try once more.';

export const TOO_LARGE_DOCUMENT =
  'This Word document holds more text than can be imported at once (it may be a zip bomb). Split it into smaller documents.';
