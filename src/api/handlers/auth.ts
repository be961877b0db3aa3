import { signIn } from '../../auth/login';
import { factorState, mustEnrol } from '../../auth/factors/account-factors';
import { PENDING_SIGN_IN_SECONDS } from '../../auth/factors/pending-sign-in';
import { readSessionToken, sessionKey } from '../../auth/session-token';
import { endSession } from '../../auth/sessions';
import { getDb } from '../../db/client';
import { loginSchema } from '../../schemas/login';
import { ADMIN_HEADERS, signedIn } from '../admin-guard';
import { json, readJsonOrForm, route, withCookies } from '../http';
import { answerNativeForms } from '../native-form';
import { clientOf } from '../client-device';
import { secondFactorPage } from '../pages/second-factor-page';
import { clearedSessionCookies, DEVICE_COOKIE, pendingSignInCookie, readCookie, sessionCookieName } from '../session-cookie';
import { clientView, signedInAnswer } from '../signed-in';
import { LOGIN_LABELS, LOGIN_OUTCOME } from '../../texts/sign-in';

/**
 * POST /api/auth/login: { email, password } as JSON (the sign-in form's script) or as the form's own
 * fields without JavaScript → the session cookies and the client view of the person; the form's own
 * submission is sent on to /admin, or shown what went wrong (src/api/native-form.ts). A sign-in from a
 * device the account has not seen emails its owner (startSession), after the answer. An account with an
 * authenticator app gets { secondFactor: true } and a short-lived pending token instead of a session (the
 * form's own submission, the page asking for the code): POST /api/auth/second-factor finishes.
 */
export const authLogin = answerNativeForms(
  route({
    POST: async (req, ctx) => {
      const credentials = await readJsonOrForm(req, loginSchema);
      const result = await signIn(getDb(), {
        ...credentials,
        ip: ctx.ip,
        deviceToken: readCookie(req, DEVICE_COOKIE),
        client: clientOf(req, ctx),
      });
      if ('secondFactorFor' in result) {
        return withCookies(json({ secondFactor: true }, 200, ADMIN_HEADERS), [
          pendingSignInCookie(req, result.pendingToken, PENDING_SIGN_IN_SECONDS),
        ]);
      }
      return signedInAnswer(req, ctx, result);
    },
  }),
  {
    success: '/admin',
    successPage: (body) => ((body as { secondFactor?: boolean }).secondFactor ? secondFactorPage() : undefined),
    formPath: '/admin',
    failure: LOGIN_OUTCOME.failure,
    labels: LOGIN_LABELS,
  },
);

/**
 * GET /api/auth/user: 403 when another origin's page asks, 401 without a live session, else the client view of the person; with
 * `enrolSecondFactor` when every admin must have a second factor and this one has none yet.
 */
export const authUser = route({
  // Who is signed in is for this site's own pages, as every admin read is (signedIn).
  GET: signedIn(async (_req, { user }) => {
    const enrol = user.isAdmin && mustEnrol(await factorState(getDb(), user.id));
    return json({ ...clientView(user), ...(enrol && { enrolSecondFactor: true }) }, 200, ADMIN_HEADERS);
  }),
});

/** POST /api/auth/logout: ends the session (if any) and clears the cookie; always 200. */
export const authLogout = route({
  POST: async (req) => {
    const token = readCookie(req, sessionCookieName(req));
    const sid = token ? await readSessionToken(token, sessionKey()) : undefined;
    if (sid) await endSession(getDb(), sid);
    return withCookies(json({ message: 'Logged out' }, 200, ADMIN_HEADERS), clearedSessionCookies(req));
  },
});
