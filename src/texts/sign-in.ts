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
