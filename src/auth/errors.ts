import { DomainError } from '../errors/domain-error';

/** The sign-in domain's refusals. */
export class AuthError extends DomainError {}

/** No valid session: none, forged, expired, ended or belonging to a removed account. */
export class NotSignedInError extends AuthError {
  constructor() {
    super('not-signed-in', 'Please sign in to continue');
  }
}

/** Signed in, but the account may not use the admin dashboard. */
export class NotAdminError extends AuthError {
  constructor() {
    super('forbidden', 'Your account does not have admin access');
  }
}

/** Wrong email or password: one message that does not say which. */
export class InvalidCredentialsError extends AuthError {
  constructor() {
    super('not-signed-in', 'Invalid email or password');
  }
}

/** Too many failed sign-ins for an email or from a client in the window. */
export class LoginThrottledError extends AuthError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      'too-many',
      `Too many failed sign-in attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute${retryAfterSeconds > 60 ? 's' : ''}.`,
      { retryAfterSeconds },
    );
  }
}

/** A password the policy refuses (src/auth/password-policy.ts). */
export class WeakPasswordError extends AuthError {
  constructor(readonly problems: string[]) {
    super('invalid', `Password refused: ${problems.join('; ')}`, { errors: { password: problems } });
  }
}

/** SESSION_SECRET is missing or too short: sign-in cannot work until it is set. */
export class SessionSecretError extends AuthError {
  constructor() {
    super('not-configured', 'SESSION_SECRET must be set to at least 32 bytes (e.g. `openssl rand -base64 48`)', {
      publicMessage: 'Sign-in is not configured on this server',
    });
  }
}
