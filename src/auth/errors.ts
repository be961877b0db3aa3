import { DomainError } from '../errors/domain-error';
import { REAUTH_CODES } from '../errors/reauth-codes';
import { REAUTH_MESSAGES } from '../texts/security-factors';

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

/** A wrong, used or expired code from the authenticator app, or a recovery code that is not (or no longer) one. */
export class InvalidSecondFactorError extends AuthError {
  constructor() {
    super('not-signed-in', 'That code is not valid. Enter the current code from your authenticator app, or an unused recovery code.');
  }
}

/**
 * The step between password and code took too long, or was never begun; or its token was used already or
 * outlived the password it was given with (`mailTopic`: the email telling the owner, to send after the answer).
 */
export class SecondFactorExpiredError extends AuthError {
  constructor(readonly mailTopic?: string) {
    super('not-signed-in', 'Your sign-in took too long. Please enter your email and password again.');
  }
}

/** A second factor is required and this account signs in with its passkey (it has no authenticator app). */
export class PasskeyRequiredError extends AuthError {
  constructor() {
    super('forbidden', 'This account must sign in with its passkey.');
  }
}

/** The code of SecondFactorRequiredError's answer: the dashboard then shows the set-up. */
export const SECOND_FACTOR_REQUIRED_CODE = 'enrol-second-factor';

/** Every admin needs a second factor and this one has none yet: only setting one up is open. */
export class SecondFactorRequiredError extends AuthError {
  constructor() {
    super('forbidden', 'Set up an authenticator app or a passkey before using the dashboard.', { code: SECOND_FACTOR_REQUIRED_CODE });
  }
}

/** A passkey answer that is not one of this site's passkeys, or does not verify (or its challenge was used or expired). */
export class PasskeyNotRecognisedError extends AuthError {
  constructor() {
    super('not-signed-in', 'That passkey was not recognised. Try again, or sign in with your email and password.');
  }
}

/** A change to sign-in factors that cannot be made as asked: the message says why. */
export class FactorChangeRefusedError extends AuthError {
  constructor(message: string) {
    super('conflict', message);
  }
}

/**
 * A change to how the account signs in needs the password or a factor given in the last few minutes in
 * this session (`factor`: a second factor, not the password), and this session has not given it.
 */
export class ReauthRequiredError extends AuthError {
  constructor(readonly factor: boolean) {
    super('forbidden', factor ? REAUTH_MESSAGES.factorNeeded : REAUTH_MESSAGES.needed, {
      code: factor ? REAUTH_CODES.factor : REAUTH_CODES.any,
    });
  }
}

/** The password or code given to confirm it is the owner was not right. */
export class ReauthRefusedError extends AuthError {
  constructor(field: 'password' | 'code' | 'response', message: string) {
    super('invalid', message, { errors: { [field]: [message] } });
  }
}
