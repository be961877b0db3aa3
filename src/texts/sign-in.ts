/**
 * What the admin app says before any of its pages loads: the sign-in form, loading, signing out. Apart
 * from admin.ts: the sign-in screen's bundle carries these words only, the dashboard's come with its pages.
 */

/** The sign-in form's field labels, also naming the fields on the no-JavaScript problem page. */
export const LOGIN_LABELS = { email: 'Email', password: 'Password' } as const;

/** What the person signing in is told (spec 8), by the toast or by the page a browser lands on. */
export const LOGIN_OUTCOME = {
  success: { title: 'Login successful', description: 'Welcome to the admin dashboard' },
  failure: { title: 'Login failed', fallback: 'Login failed' },
} as const;

/** The sign-in form's button and note, and the app around the admin pages: loading, signing out. */
export const SIGN_IN_TEXT = {
  loading: 'Loading admin dashboard...',
  loggedOut: 'Logged out successfully',
  logoutFailed: 'Logout failed',
  submit: 'Sign In',
  signingIn: 'Signing in...',
  noScript: 'You can sign in without JavaScript, but the dashboard needs it: turn it on in your browser and reload this page.',
  /** Under the failure toast when the server gave no message. */
  tryAgain: 'Please try again.',
} as const;

/** The sign-in's second step (an account with an authenticator app), and signing in with a passkey. */
export const SECOND_FACTOR_TEXT = {
  heading: 'Enter your sign-in code',
  intro: 'Your password was right. Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.',
  label: 'Code',
  hint: 'A recovery code works once; the app’s code changes every 30 seconds.',
  submit: 'Verify and sign in',
  verifying: 'Checking...',
  startAgain: 'Start again',
  passkey: 'Sign in with a passkey',
  passkeyWorking: 'Waiting for your passkey...',
  /** Shown when the browser's passkey prompt was closed or failed. */
  passkeyCancelled: 'No passkey was used. Try again, or sign in with your email and password.',
  or: 'or',
} as const;

/** The code field's label on the no-JavaScript problem page. */
export const SECOND_FACTOR_LABELS = { code: SECOND_FACTOR_TEXT.label } as const;
