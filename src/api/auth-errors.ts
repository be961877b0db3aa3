import { AuthError, InvalidCredentialsError, LoginThrottledError, NotAdminError, NotSignedInError, SessionSecretError, WeakPasswordError } from '../auth/errors';
import { HttpError } from './http';

/** The HTTP answer to a refusal of the sign-in domain (src/auth/errors.ts). */
export function authHttpError(error: AuthError): HttpError {
  if (error instanceof NotSignedInError || error instanceof InvalidCredentialsError) return new HttpError(401, error.message);
  if (error instanceof NotAdminError) return new HttpError(403, error.message);
  if (error instanceof LoginThrottledError) return new HttpError(429, error.message, {}, { 'retry-after': String(error.retryAfterSeconds) });
  if (error instanceof WeakPasswordError) return new HttpError(400, error.message, { errors: { password: error.problems } });
  if (error instanceof SessionSecretError) {
    console.error('[auth]', error.message);
    return new HttpError(503, 'Sign-in is not configured on this server');
  }
  return new HttpError(400, error.message);
}
