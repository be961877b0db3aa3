/**
 * The words of an admin account's security: the device names sessions are listed by, the Security panel,
 * and the "Forgot your password?" form and pages. The emails about them are in emails.ts.
 */
import { FACTOR_CHANGES } from './security-factors';

const ATTEMPT_WORDS: Record<string, string> = FACTOR_CHANGES.attempts;

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
  /** The end of the reset: the account's passkeys and app, which a reset leaves in place, offered for removal. */
  review: {
    heading: 'Check how your account signs in',
    intro:
      'A password reset does not remove passkeys or the authenticator app. Whoever added one could still sign in with it: remove any you do not recognise. This page works for 15 minutes.',
    none: 'Your account has no passkeys and no authenticator app: your new password is the only way in.',
    passkeys: 'Passkeys',
    passkey: (name: string, added: string, lastUsed: string | null) =>
      `${name}: added ${added}, ${lastUsed ? `last used ${lastUsed}` : 'not used yet'}`,
    remove: 'Remove',
    removeLabel: (name: string) => `Remove passkey ${name}`,
    app: 'Authenticator app',
    appOn: (added: string) => `Set up ${added}.`,
    appCode:
      'To turn it off, enter a code from the app or one of its recovery codes (so that a reset made from your mailbox alone cannot remove it). Lost both? The operator can remove it (npm run admin:create -- --reset-factors).',
    codeLabel: 'Code from the app, or a recovery code',
    removeApp: 'Turn off the authenticator app',
    removed: (what: string) => `${what}. Nobody can sign in with it now.`,
    expired: 'This page has expired. Sign in, then use the Security panel of the dashboard.',
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
  activity: 'Recent security activity',
  activityIntro: 'Sign-ins, new devices, changes to how your account signs in, password resets and sessions signed out, newest first.',
  activityLoading: 'Loading activity...',
  activityNone: 'Nothing recorded yet.',
} as const;

/** Each recorded security event (src/auth/audit-log.ts) as the Security panel lists it. */
export const AUDIT_WORDS: Record<string, string> = {
  'password-reset-requested': 'Password reset link asked for',
  'password-reset': 'Password reset (every device signed out)',
  'sign-in': 'Signed in',
  'sign-in-new-device': 'Signed in from a new device (emailed to you)',
  'session-ended': 'A session was signed out',
  'other-sessions-ended': 'Every other session was signed out',
  'totp-enabled': 'Authenticator app set up',
  'totp-disabled': 'Authenticator app turned off',
  'recovery-codes-replaced': 'New recovery codes made',
  'recovery-code-used': 'A recovery code was used',
  'second-factor-refused': 'A wrong sign-in code was refused',
  'passkey-added': 'Passkey added',
  'passkey-removed': 'Passkey removed',
  'passkey-sign-in': 'Signed in with a passkey',
  'factors-reset': 'Every factor removed by the operator',
  'second-factor-requirement': 'Second factor requirement changed',
  reauthenticated: 'Confirmed it was you before a change',
  'reauthentication-refused': 'A wrong password or code was given to confirm a change',
  'factor-change-refused': 'A change to how you sign in was refused (not confirmed)',
};

/** A recorded event's details in words: the device and place, a passkey's name, what a refused change tried, who changed the setting. */
export function auditEventDetail(action: string, detail: Record<string, unknown>, by: string | null): string {
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
  const parts: string[] = [];
  if (action === 'second-factor-requirement') parts.push(detail.detail === 'on' ? 'Turned on' : 'Turned off');
  else if (text(detail.detail)) parts.push(text(detail.detail)!);
  if (text(detail.passkey)) parts.push(text(detail.passkey)!);
  if (detail.with === 'password') parts.push('with the password');
  if (detail.with === 'factor') parts.push('with a second factor');
  if (text(detail.attempt)) parts.push(`tried to ${ATTEMPT_WORDS[String(detail.attempt)] ?? detail.attempt}`);
  if (typeof detail.ended === 'number') parts.push(`${detail.ended} ended`);
  if (typeof detail.endedSessions === 'number') parts.push(`${detail.endedSessions} session${detail.endedSessions === 1 ? '' : 's'} ended`);
  if (text(detail.device)) parts.push(text(detail.device)!);
  if (text(detail.country)) parts.push(text(detail.country)!);
  if (by) parts.push(`by ${by}`);
  return parts.join(' · ');
}
