import { enforceRateLimit, RATE_LIMITS } from '../../abuse/rate-limit';
import { listAccountEvents, recordAudit } from '../../auth/audit-log';
import { endOtherSessions, endSessionById, listSessions } from '../../auth/sessions';
import { getDb } from '../../db/client';
import { ADMIN_HEADERS, signedIn } from '../admin-guard';
import { HttpError, json, route } from '../http';
import { AUDIT_WORDS, auditEventDetail } from '../../texts/security';

/**
 * GET /api/auth/sessions: the signed-in person's live sessions (device and browser in words, country,
 * started, last seen, which is this one), each by an opaque id, never its sid. DELETE: signs out every
 * other session ("sign out everywhere else"), answering how many.
 */
export const authSessions = route({
  GET: signedIn(async (_req, { sid, user }) => json({ sessions: await listSessions(getDb(), user.id, sid) }, 200, ADMIN_HEADERS)),
  DELETE: signedIn(async (_req, { ip, sid, user }) => {
    const db = getDb();
    await enforceRateLimit(db, RATE_LIMITS.sessionSignOuts, ip);
    const ended = await endOtherSessions(db, user.id, sid);
    await recordAudit(db, 'other-sessions-ended', user.id, { ended });
    return json({ ended }, 200, ADMIN_HEADERS);
  }),
});

/** DELETE /api/auth/sessions/:id: signs out one of the person's sessions; 404 for an id that is none of theirs. */
export const authSessionItem = route({
  DELETE: signedIn(async (_req, { ip, params, user }) => {
    const db = getDb();
    await enforceRateLimit(db, RATE_LIMITS.sessionSignOuts, ip);
    if (!(await endSessionById(db, user.id, params.id ?? ''))) throw new HttpError(404, 'Session not found');
    await recordAudit(db, 'session-ended', user.id);
    return json({ message: 'Signed out' }, 200, ADMIN_HEADERS);
  }),
});

/**
 * GET /api/auth/activity: the signed-in person's security events from the audit log (sign-ins, new devices,
 * changes to factors and the setting, resets, sessions signed out, refused changes), newest first, in words.
 */
export const authActivity = route({
  GET: signedIn(async (_req, { user }) => {
    const events = await listAccountEvents(getDb(), user.id);
    return json(
      {
        events: events.map((e) => ({
          at: e.at.toISOString(),
          action: e.action,
          what: AUDIT_WORDS[e.action] ?? e.action,
          detail: auditEventDetail(e.action, e.detail, e.by),
        })),
      },
      200,
      ADMIN_HEADERS,
    );
  }),
});
