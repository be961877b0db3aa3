/** The admin's sign-in factors (src/admin/SecurityFactors.tsx) and the API's refusals about them. */

/** Why a change to sign-in factors was refused (src/api/security-factors.ts). */
export const FACTOR_REFUSALS = {
  lastFactor: 'Every admin must have a second factor: add another before removing this one, or turn the requirement off.',
  totpExists: 'An authenticator app is already set up. Turn it off first to set up another.',
  wrongCode: 'That code is not right. Enter the 6-digit code your app shows now.',
  noTotp: 'No authenticator app is set up.',
  noPasskey: 'No such passkey.',
  passkeyRefused: 'The passkey could not be added. Please try again.',
  enrolFirst: 'Set up an authenticator app or a passkey yourself before requiring one of every admin.',
} as const;

/** The Security panel's words. */
export const SECURITY_FACTORS_TEXT = {
  title: 'Sign-in security',
  loading: 'Loading your sign-in settings...',
  enrolNeeded: 'Every admin must now have a second factor. Set up an authenticator app or add a passkey to continue to the dashboard.',
  continue: 'Continue to the dashboard',
  passkeys: {
    heading: 'Passkeys',
    intro: 'A passkey signs you in with your device’s fingerprint, face or PIN, without your password.',
    none: 'No passkeys yet.',
    nameLabel: 'Name for the new passkey',
    namePlaceholder: 'e.g. Office laptop',
    add: 'Add a passkey',
    adding: 'Waiting for your device...',
    added: 'Passkey added',
    addFailed: 'The passkey was not added',
    remove: (name: string) => `Remove passkey ${name}`,
    removeLabel: 'Remove',
    removed: 'Passkey removed',
    removeFailed: 'The passkey was not removed',
    created: (date: string) => `Added ${date}`,
    lastUsed: (date: string | null) => (date ? `, last used ${date}` : ', not used yet'),
    unsupported: 'This browser cannot create passkeys.',
  },
  totp: {
    heading: 'Authenticator app',
    intro: 'Asks for a 6-digit code from an app (such as Google Authenticator, Microsoft Authenticator or 1Password) after your password.',
    on: 'On: signing in with your password asks for a code.',
    off: 'Off.',
    setUp: 'Set up an authenticator app',
    scan: 'Scan this QR code with the app, then enter the code it shows.',
    typed: 'Cannot scan? Enter this key in the app instead:',
    codeLabel: 'Code from the app',
    confirm: 'Confirm',
    cancel: 'Cancel',
    enabled: 'Authenticator app set up',
    enableFailed: 'The app was not set up',
    disable: 'Turn off the authenticator app',
    disabled: 'Authenticator app turned off',
    disableFailed: 'The app was not turned off',
  },
  recovery: {
    heading: 'Recovery codes',
    left: (n: number) => `${n} unused recovery code${n === 1 ? '' : 's'} left.`,
    shownOnce:
      'Keep these codes somewhere safe (a password manager, or printed in a locked drawer). Each works once instead of an app code. They are shown only now.',
    listLabel: 'Your recovery codes',
    done: 'I have kept them',
    regenerate: 'Make new recovery codes',
    regenerated: 'New recovery codes made: the old ones no longer work',
    regenerateFailed: 'New codes were not made',
  },
  requirement: {
    label: 'Require a second factor of every admin',
    hint: 'An admin without an authenticator app or passkey must set one up before using the dashboard.',
    saved: 'Setting saved',
    failed: 'The setting was not saved',
  },
} as const;
