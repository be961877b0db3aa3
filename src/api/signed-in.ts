import type { SignedIn } from '../auth/login';
import { signSessionToken, sessionKey } from '../auth/session-token';
import { findSessionUser, type SessionUser } from '../auth/sessions';
import { getDb } from '../db/client';
import { ADMIN_HEADERS } from './admin-guard';
import { sendAfterAnswer } from './after-answer';
import { json, withCookies, type RequestEnv } from './http';
import { deviceCookie, sessionCookies } from './session-cookie';

/** What the browser learns about the signed-in person (spec 3: email, firstName; and the role). */
export const clientView = ({ email, firstName, isAdmin }: SessionUser) => ({ email, firstName, isAdmin });

/** The answer to a sign-in that started a session (by password, code or passkey): its cookies and the client view. */
export async function signedInAnswer(req: Request, ctx: RequestEnv, session: SignedIn, extraCookies: string[] = []): Promise<Response> {
  // A device not seen before: its owner is emailed, after the answer (startSession queued it).
  if (session.mailTopic) await sendAfterAnswer(ctx, session.mailTopic);
  const token = await signSessionToken(session.sid, session.expiresAt, sessionKey());
  const user = (await findSessionUser(getDb(), session.sid))!;
  const cookies = [...sessionCookies(req, token, session.expiresAt), deviceCookie(req, session.deviceToken), ...extraCookies];
  return withCookies(json(clientView(user), 200, ADMIN_HEADERS), cookies);
}
