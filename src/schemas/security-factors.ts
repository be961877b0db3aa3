import * as z from 'zod/mini';

/** The code that finishes a password sign-in: the authenticator app's 6 digits, or a recovery code. */
export const secondFactorSchema = z.object({
  code: z
    .string({ error: 'Enter the code from your authenticator app' })
    .check(z.trim(), z.minLength(1, 'Enter the code from your authenticator app'), z.maxLength(32, 'That code is too long')),
});
export type SecondFactorInput = z.input<typeof secondFactorSchema>;

/** The app's code confirming its set-up (or its removal). */
export const totpCodeSchema = z.object({
  code: z.string({ error: 'Enter the 6-digit code' }).check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code')),
});

/** A passkey's name, as the admin will recognise it in the list. */
export const passkeyNameSchema = z
  .string({ error: 'Give the passkey a name' })
  .check(z.trim(), z.minLength(1, 'Give the passkey a name'), z.maxLength(60, 'Keep the name to 60 characters'));

/** A new passkey: its name and the browser's answer to the registration options (checked by the library). */
export const passkeyRegistrationSchema = z.object({
  name: passkeyNameSchema,
  response: z.looseObject({ id: z.string(), response: z.looseObject({ clientDataJSON: z.string() }) }),
});

/** The browser's answer to the passkey sign-in options. */
export const passkeySignInSchema = z.object({
  response: z.looseObject({ id: z.string(), response: z.looseObject({ clientDataJSON: z.string() }) }),
});

export const securitySettingsSchema = z.object({
  requireSecondFactor: z.boolean({ error: 'requireSecondFactor must be true or false' }),
});

/** Proof that it is the owner, before a change to how the account signs in: one of the password, a code, or a passkey's answer. */
export const reauthSchema = z
  .object({
    password: z.optional(z.string().check(z.minLength(1, 'Enter your password'), z.maxLength(256, 'That password is too long'))),
    code: z.optional(
      z.string().check(z.trim(), z.minLength(1, 'Enter the code from your authenticator app'), z.maxLength(32, 'That code is too long')),
    ),
    response: z.optional(z.looseObject({ id: z.string(), response: z.looseObject({ clientDataJSON: z.string() }) })),
  })
  .check(
    z.refine((v) => [v.password, v.code, v.response].filter((x) => x !== undefined).length === 1, {
      message: 'Give your password, a code or a passkey',
    }),
  );
export type ReauthInput = z.input<typeof reauthSchema>;
