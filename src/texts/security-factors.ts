/** The admin's sign-in factors (src/admin/SecurityFactors.tsx) and the API's refusals about them. */

/** Why a change to sign-in factors was refused (src/api/handlers/security-factors.ts). */
export const FACTOR_REFUSALS = {
  lastFactor: 'Every admin must have a second factor: add another before removing this one, or turn the requirement off.',
  totpExists: 'An authenticator app is already set up. Turn it off first to set up another.',
  wrongCode: 'That code is not right. Enter the 6-digit code your app shows now.',
  noTotp: 'No authenticator app is set up.',
  noPasskey: 'No such passkey.',
  passkeyRefused: 'The passkey could not be added. Please try again.',
  enrolFirst: 'Set up an authenticator app or a passkey yourself before requiring one of every admin.',
} as const;

/** Asking the owner to prove it is them before a change to how the account signs in (src/auth/reauth.ts). */
export const REAUTH_MESSAGES = {
  needed: 'Confirm it is you: enter your password, a code from your authenticator app, or use a passkey, then try again.',
  factorNeeded: 'Turning this off needs a second factor: enter a code from your authenticator app or use a passkey, then try again.',
  wrongPassword: 'That password is not right.',
  wrongCode: 'That code is not valid. Enter the current code from your app, or an unused recovery code.',
  passkeyNotRecognised: 'That passkey is not one of this account’s.',
  mustEnrol: 'Set up an authenticator app or a passkey first: until then this setting cannot be changed from your account.',
} as const;

/** A change to how an account signs in, in the words of the emails, the audit list and the reset page. */
export const FACTOR_CHANGES = {
  passkeyAdded: (name: string) => `Passkey “${name}” added`,
  passkeyRemoved: (name: string) => `Passkey “${name}” removed`,
  totpEnabled: 'Authenticator app set up',
  totpDisabled: 'Authenticator app turned off',
  recoveryCodesReplaced: 'New recovery codes made (the old ones no longer work)',
  requirementOn: 'Second factor required of every admin',
  requirementOff: 'Second factor no longer required of every admin',
  /** What a refused attempt was trying to do. */
  attempts: {
    'passkey-add': 'add a passkey',
    'passkey-remove': 'remove a passkey',
    'totp-add': 'set up an authenticator app',
    'totp-remove': 'turn off the authenticator app',
    'recovery-codes': 'make new recovery codes',
    setting: 'change whether every admin needs a second factor',
  },
} as const;
export type FactorAttempt = keyof typeof FACTOR_CHANGES.attempts;

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
    copy: 'Copy',
    copied: 'Recovery codes copied',
    copyFailed: 'The codes could not be copied: select them and copy them by hand',
    download: 'Download as a text file',
    fileName: 'recovery-codes.txt',
    fileHeading: (site: string, email: string) =>
      `${site} admin recovery codes${email ? ` for ${email}` : ''}. Each works once instead of a code from the app.`,
    print: 'Print',
  },
  /** Proving it is you before a change (the step-up form). */
  confirm: {
    heading: 'Confirm it is you',
    intro: 'Changes to how your account signs in need your password or a second factor, given in the last 5 minutes.',
    factorIntro: 'Turning off the requirement needs a second factor: a code from your authenticator app, or a passkey.',
    password: 'Password',
    code: 'Code from your authenticator app (or a recovery code)',
    submit: 'Confirm',
    checking: 'Checking...',
    passkey: 'Use a passkey instead',
    cancel: 'Cancel',
    cancelled: 'Not changed: you did not confirm it is you',
    done: 'Confirmed: go ahead with your change',
  },
  requirement: {
    label: 'Require a second factor of every admin',
    hint: 'An admin without an authenticator app or passkey must set one up before using the dashboard.',
    saved: 'Setting saved',
    failed: 'The setting was not saved',
  },
} as const;
