import { DomainError } from '../errors/domain-error';

/**
 * Why an upload was refused: too large (the API's 413), not acceptable as sent (400), an unknown or
 * expired staged upload (404), or a part that was already received (409).
 */
export type UploadErrorKind = 'too-large' | 'invalid' | 'not-found' | 'conflict';

/** An upload refused by the uploads module; the API layer turns it into a status. */
export class UploadError extends DomainError {
  constructor(
    readonly kind: UploadErrorKind,
    message: string,
    /** The form field it concerns, when there is one. */
    readonly field?: string,
  ) {
    super(kind, message, field ? { errors: { [field]: [message] } } : {});
  }
}
