import { useState } from 'react';
import { formatDate } from '../utils/dates';
import { adminApi, type SecurityEvent } from './admin-api';
import { SecurityFactors } from './SecurityFactors';
import { useAdminAction } from './session';
import { useResource } from './use-resource';
import { badgeVariants } from '../components/ui/badge';
import { dashboardButton } from '../components/ui/button';
import { DEVICE_WORDS, SECURITY_PANEL_TEXT as T } from '../texts/security';

/**
 * The account's security, opened from the dashboard's header: every browser signed in to the account
 * (device in words, where, since when, last active), with a sign-out for each other one and for all of them;
 * its sign-in factors; and what the audit log recorded about it, newest first.
 */
export function SecurityPanel({ email }: { email?: string }) {
  const sessions = useResource(() => adminApi.sessions());
  const activity = useResource(() => adminApi.activity());
  const run = useAdminAction();
  const [busy, setBusy] = useState(false);
  const list = sessions.data?.sessions;
  const others = list?.filter((s) => !s.current).length ?? 0;

  const signOut = async (action: () => Promise<unknown>, success: string | ((result: unknown) => string)) => {
    setBusy(true);
    if (await run(action, { success, failure: T.failed })) await Promise.all([sessions.reload(), activity.reload()]);
    setBusy(false);
  };

  return (
    <section
      id="security-panel"
      aria-labelledby="security-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="security-heading" className="text-lg font-semibold text-slate-900">
        {T.title}
      </h2>
      <h3 className="mt-3 font-semibold text-slate-900">{T.sessions}</h3>
      <p className="text-sm text-slate-600">{T.sessionsIntro}</p>
      {!list ? (
        <p className="mt-3 text-sm text-slate-600">{sessions.error ?? T.loading}</p>
      ) : (
        <ul aria-label={T.sessions} className="mt-3 divide-y divide-slate-200" data-testid="session-list">
          {list.map((s) => {
            const device = s.device ?? DEVICE_WORDS.unknown;
            return (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0 text-sm text-slate-700">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {device}
                    {s.current && <span className={badgeVariants({ tone: 'green' })}>{T.current}</span>}
                  </p>
                  <p>
                    {T.place}: {s.country ?? DEVICE_WORDS.unknownPlace} · {T.started}: {formatDate(s.startedAt, 'withTime')} · {T.lastSeen}:{' '}
                    {formatDate(s.lastSeenAt, 'withTime')}
                  </p>
                </div>
                {!s.current && (
                  <button
                    type="button"
                    className={dashboardButton.secondary}
                    disabled={busy}
                    aria-label={T.signOutLabel(device)}
                    onClick={() => signOut(() => adminApi.endSession(s.id), T.signedOut)}
                  >
                    {T.signOut}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {list &&
        (others > 0 ? (
          <button
            type="button"
            className={`${dashboardButton.danger} mt-2`}
            disabled={busy}
            onClick={() =>
              signOut(
                () => adminApi.endOtherSessions(),
                (r) => T.signedOutOthers((r as { ended: number }).ended),
              )
            }
          >
            {T.signOutOthers}
          </button>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{T.noOthers}</p>
        ))}
      <div className="mt-6 border-t border-slate-200 pt-4">
        <SecurityFactors email={email} onChanged={() => void activity.reload()} />
      </div>
      <SecurityActivity events={activity.data?.events} error={activity.error} />
    </section>
  );
}

/** The account's security events from the audit log, newest first. */
function SecurityActivity({ events, error }: { events?: SecurityEvent[]; error?: string }) {
  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="security-activity-heading" className="font-semibold text-slate-900">
        {T.activity}
      </h3>
      <p className="text-sm text-slate-600">{T.activityIntro}</p>
      {!events ? (
        <p className="mt-3 text-sm text-slate-600">{error ?? T.activityLoading}</p>
      ) : events.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{T.activityNone}</p>
      ) : (
        <ol aria-labelledby="security-activity-heading" className="mt-3 divide-y divide-slate-200" data-testid="security-activity">
          {events.map((e, i) => (
            <li key={`${e.at}-${i}`} className="py-2 text-sm text-slate-700">
              <time dateTime={e.at} className="block text-slate-600">
                {formatDate(e.at, 'withTime')}
              </time>
              <span className="font-medium text-slate-900">{e.what}</span>
              {e.detail && <span className="text-slate-600"> · {e.detail}</span>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
