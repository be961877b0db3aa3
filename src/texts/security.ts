/**
 * The words of an admin account's security: the device names sessions are listed by, the Security panel,
 * and the "Forgot your password?" form and pages. The emails about them are in emails.ts.
 */

/** A browser and system as the sessions list and the new-sign-in email name them. */
export const DEVICE_WORDS = {
  unknown: 'An unknown browser',
  describe: (browser: string, system: string) =>
    browser && system ? `${browser} on ${system}` : browser || (system ? `A browser on ${system}` : 'An unknown browser'),
  unknownPlace: 'Unknown place',
} as const;

/** "Forgot your password?" on the sign-in screen, and the pages of the reset link. */
export const PASSWORD_RESET_TEXT = {
  forgot: 'Forgot your password?',
  forgotIntro: 'Enter the email address of your admin account: we will email you a link to choose a new password.',
  send: 'Email me a reset link',
  labels: { email: 'Email', password: 'New password', confirm: 'New password again' },
  /** The same answer whatever the address (nobody learns from it whether an account exists). */
  sent: {
    title: 'Check your email',
    body: 'If that address belongs to an admin account, a link to choose a new password is on its way. It works once, for 30 minutes. Nothing arrived? Check your spam folder, or ask again in a few minutes.',
  },
  failure: { title: 'Reset link not sent', fallback: 'Something went wrong. Please try again.' },
  choose: {
    title: 'Choose a new password',
    intro: 'Choose a new password for your admin account. Saving it signs every device out of the account, this one included.',
    hint: 'At least 12 characters; not a common password, nor your email address.',
    save: 'Save new password',
  },
  mismatch: 'The two passwords are not the same',
  refused: 'Password not saved',
  invalid: {
    title: 'This link no longer works',
    body: 'Password reset links work once, for 30 minutes. Ask for a new one with "Forgot your password?" on the sign-in page.',
  },
  done: {
    title: 'Password changed',
    body: 'Your new password is saved and every device was signed out. Sign in with it now.',
  },
  signIn: 'Go to the sign-in page',
} as const;

/** The Security panel: the account's signed-in sessions. */
export const SECURITY_PANEL_TEXT = {
  open: 'Security',
  title: 'Security',
  sessions: 'Signed-in sessions',
  sessionsIntro: 'Every browser signed in to your account. Sign out any you do not recognise, then change your password.',
  loading: 'Loading sessions...',
  current: 'This browser',
  started: 'Signed in',
  lastSeen: 'Last active',
  place: 'Where',
  signOut: 'Sign out',
  signOutLabel: (device: string) => `Sign out ${device}`,
  signOutOthers: 'Sign out everywhere else',
  signedOut: 'Session signed out',
  signedOutOthers: (n: number) => (n === 1 ? '1 other session signed out' : `${n} other sessions signed out`),
  failed: 'Could not sign out',
  noOthers: 'No other browser is signed in.',
} as const;
