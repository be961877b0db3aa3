import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { SecondFactorExpiredError } from '../../auth/errors';
import { finishWithCode, finishWithPasskey } from '../../auth/factors/finish-sign-in';
import { relyingPartyOf, signInOptions } from '../../auth/factors/passkeys';
import { readPendingSignIn } from '../../auth/factors/pending-sign-in';
import { enforceRateLimit, RATE_LIMITS } from '../../abuse/rate-limit';
import { getDb } from '../../db/client';
import { passkeySignInSchema, secondFactorSchema } from '../../schemas/security-factors';
import { ADMIN_HEADERS } from '../admin-guard';
import { signedInAnswer } from '../signed-in';
import { clientOf } from '../client-device';
import { json, readJson, readJsonOrForm, route } from '../http';
import { sendAfterAnswer } from '../after-answer';
import { answerNativeForms } from '../native-form';
import { DEVICE_COOKIE, PENDING_SIGN_IN_COOKIE, pendingSignInCookie, readCookie } from '../session-cookie';
import { LOGIN_OUTCOME, SECOND_FACTOR_LABELS } from '../../texts/sign-in';

/**
 * POST /api/auth/second-factor: { code } (JSON, or the code page's own form) with the pending sign-in
 * cookie a right password set → the session, as a password sign-in without a second factor gets it.
 */
export const authSecondFactor = answerNativeForms(
  route({
    POST: async (req, ctx) => {
      const { code } = await readJsonOrForm(req, secondFactorSchema);
      const token = readCookie(req, PENDING_SIGN_IN_COOKIE);
      const pending = token ? await readPendingSignIn(token) : undefined;
      if (!pending) throw new SecondFactorExpiredError();
      const session = await finishWithCode(getDb(), pending, code, {
        ip: ctx.ip,
        deviceToken: readCookie(req, DEVICE_COOKIE),
        client: clientOf(req, ctx),
      }).catch(async (error: unknown) => {
        // A used or outdated step: its owner is told, after the answer.
        if (error instanceof SecondFactorExpiredError && error.mailTopic) await sendAfterAnswer(ctx, error.mailTopic);
        throw error;
      });
      return signedInAnswer(req, ctx, session, [pendingSignInCookie(req, undefined, 0)]);
    },
  }),
  { success: '/admin', formPath: '/admin', failure: LOGIN_OUTCOME.failure, labels: SECOND_FACTOR_LABELS },
);

/** POST /api/auth/passkey/options → the options for the browser's passkey prompt (any of this site's passkeys). */
export const authPasskeyOptions = route({
  POST: async (req, { ip }) => {
    const db = getDb();
    await enforceRateLimit(db, RATE_LIMITS.passkeySignIn, ip);
    return json(await signInOptions(db, relyingPartyOf(req)), 200, ADMIN_HEADERS);
  },
});

/** POST /api/auth/passkey: { response } from the browser's prompt → the session; no second factor is asked. */
export const authPasskey = route({
  POST: async (req, ctx) => {
    const db = getDb();
    await enforceRateLimit(db, RATE_LIMITS.passkeySignIn, ctx.ip);
    const { response } = await readJson(req, passkeySignInSchema);
    const session = await finishWithPasskey(db, response as unknown as AuthenticationResponseJSON, relyingPartyOf(req), {
      deviceToken: readCookie(req, DEVICE_COOKIE),
      client: clientOf(req, ctx),
    });
    return signedInAnswer(req, ctx, session);
  },
});
