/** An email address as compared and stored: trimmed, lower-case (people type their address differently from form to form). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
