/**
 * What a refusal means, whatever domain raised it. The API layer answers each kind with one HTTP status
 * (`errorResponse` in src/api/http.ts), so it never needs to import the domains themselves to know their errors.
 */
export type RefusalKind =
  | 'invalid'
  | 'declined'
  | 'not-signed-in'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'too-many'
  | 'busy'
  | 'not-configured'
  | 'upstream';

/** What an answer carries beside the message. */
export interface RefusalDetails {
  /** Messages per form field. */
  errors?: Record<string, string[]>;
  /** A code the page explains in its own words. */
  code?: string;
  /** When to try again (Retry-After). */
  retryAfterSeconds?: number;
  /**
   * The message the caller is shown when it differs from the error's own: advice added (a slug in use), or a
   * setting the operator must fix, whose own message is logged instead of shown.
   */
  publicMessage?: string;
}

/** A refusal raised by a domain module: its kind, its message, and what the answer adds. */
export class DomainError extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly details: RefusalDetails = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}
