import { signIn } from '../auth/login';
import { readSessionToken, sessionKey, signSessionToken } from '../auth/session-token';
import { endSession, findSessionUser, type SessionUser } from '../auth/sessions';
import { getDb } from '../db/client';
import { loginSchema } from '../schemas/login';
import { ADMIN_HEADERS, sessionOf } from './admin-guard';
import { json, readJsonOrForm, route, withCookies } from './http';
import { answerNativeForms } from './native-form';
import { clientOf } from './client-device';
import { sendAfterAnswer } from './notifications';
import { clearedSessionCookies, DEVICE_COOKIE, deviceCookie, readCookie, sessionCookieName, sessionCookies } from './session-cookie';
import { LOGIN_LABELS, LOGIN_OUTCOME } from '../texts/sign-in';

/** What the browser learns about the signed-in person (spec 3: email, firstName; and the role). */
const clientView = ({ email, firstName, isAdmin }: SessionUser) => ({ email, firstName, isAdmin });

/**
 * POST /api/auth/login: { email, password } as JSON (the sign-in form's script) or as the form's own
 * fields without JavaScript → the session cookies and the client view of the person; the form's own
 * submission is sent on to /admin, or shown what went wrong (src/api/native-form.ts). A sign-in from a
 * device the account has not seen emails its owner (startSession), after the answer.
 */
export const authLogin = answerNativeForms(
  route({
    POST: async (req, ctx) => {
      const credentials = await readJsonOrForm(req, loginSchema);
      const key = sessionKey();
      const db = getDb();
      const session = await signIn(db, {
        ...credentials,
        ip: ctx.ip,
        deviceToken: readCookie(req, DEVICE_COOKIE),
        client: clientOf(req, ctx),
      });
      if (session.mailTopic) await sendAfterAnswer(ctx, session.mailTopic);
      const token = await signSessionToken(session.sid, session.expiresAt, key);
      const user = (await findSessionUser(db, session.sid))!;
      const cookies = [...sessionCookies(req, token, session.expiresAt), deviceCookie(req, session.deviceToken)];
      return withCookies(json(clientView(user), 200, ADMIN_HEADERS), cookies);
    },
  }),
  { success: '/admin', formPath: '/admin', failure: LOGIN_OUTCOME.failure, labels: LOGIN_LABELS },
);

/** GET /api/auth/user: 401 without a live session, else the client view of the person. */
export const authUser = route({
  GET: async (req) => json(clientView((await sessionOf(req)).user), 200, ADMIN_HEADERS),
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
