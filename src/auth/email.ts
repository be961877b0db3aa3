/** Emails are compared and stored lower-case and trimmed. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
