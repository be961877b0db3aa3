/** The codes of ReauthRequiredError's answer: the dashboard then asks for the password or a factor, and tries again. */
export const REAUTH_CODES = { any: 'reauthenticate', factor: 'reauthenticate-factor' } as const;
