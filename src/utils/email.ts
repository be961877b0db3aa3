/** An email address as compared and stored: trimmed, lower-case (people type their address differently from form to form). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The longest email address taken (RFC 5321 allows 254 characters in a path); longer is not a valid address. */
export const EMAIL_MAX_LENGTH = 254;
