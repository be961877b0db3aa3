import { Mail } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../utils/dates';
import { adminApi } from './admin-api';
import { useAdminAction } from './session';
import { StatusPanel } from './StatusPanel';
import { badgeVariants } from '../components/ui/badge';
import { dashboardButton } from '../components/ui/button';
import { useResource } from './use-resource';
import { MAIL_PANEL_TEXT } from '../texts/admin';

/**
 * Whether email notifications are on, the messages that could not be sent (src/notifications), and the
 * consultant's choice of a daily reminder of what waits past the promised hours.
 */
export function MailPanel() {
  const status = useResource(() => adminApi.mailStatus());
  const run = useAdminAction();
  const [busy, setBusy] = useState(false);
  // The reminder's box shows what was ticked while it is saved, then what the server has.
  const [reminderSaving, setReminderSaving] = useState<boolean>();
  const s = status.data;
  const trouble = s && (s.failed > 0 || s.problems.length > 0);
  const state = s && (
    <span
      className={trouble ? badgeVariants({ tone: 'red' }) : s.enabled ? badgeVariants({ tone: 'green' }) : badgeVariants({ tone: 'grey' })}
    >
      {trouble ? MAIL_PANEL_TEXT.needsAttention : s.enabled ? MAIL_PANEL_TEXT.on : MAIL_PANEL_TEXT.off}
    </span>
  );
  return (
    <StatusPanel id="mail-heading" title={MAIL_PANEL_TEXT.title} state={state}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="space-y-1 text-sm text-slate-700" data-testid="mail-status">
            {!s ? (
              <p className="text-slate-600">{status.error ?? MAIL_PANEL_TEXT.checking}</p>
            ) : !s.enabled ? (
              <p>{MAIL_PANEL_TEXT.offText}</p>
            ) : (
              <p>
                {MAIL_PANEL_TEXT.onText}
                {s.pending > 0 && MAIL_PANEL_TEXT.waiting(s.pending)}
                {s.pending > 0 && s.pendingErrors.length > 0 && MAIL_PANEL_TEXT.whyWaiting(s.pendingErrors)}
              </p>
            )}
            {s && <p data-testid="alert-mail-counts">{MAIL_PANEL_TEXT.jobAlerts(s.jobAlerts)}</p>}
            {s && s.problems.length > 0 && (
              <ul role="alert" className="list-disc space-y-1 pl-5 text-red-800" aria-label={MAIL_PANEL_TEXT.problems}>
                {s.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
            {s && (
              <div className="flex items-start gap-2 pt-1">
                <input
                  id="waiting-reminder"
                  type="checkbox"
                  className="mt-0.5 h-4 w-4 accent-indigo-700"
                  checked={reminderSaving ?? s.waitingReminder}
                  disabled={reminderSaving !== undefined}
                  aria-describedby="waiting-reminder-hint"
                  onChange={async (e) => {
                    const waitingReminder = e.target.checked;
                    setReminderSaving(waitingReminder);
                    if (
                      await run(() => adminApi.saveMailPreferences({ waitingReminder }), {
                        success: MAIL_PANEL_TEXT.preferencesSaved,
                        description: MAIL_PANEL_TEXT.reminderState(waitingReminder),
                        failure: MAIL_PANEL_TEXT.preferencesFailed,
                      })
                    )
                      await status.reload();
                    setReminderSaving(undefined);
                  }}
                />
                <div>
                  <label htmlFor="waiting-reminder" className="font-medium text-slate-800">
                    {MAIL_PANEL_TEXT.waitingReminder}
                  </label>
                  <p id="waiting-reminder-hint" className="text-slate-600">
                    {MAIL_PANEL_TEXT.waitingReminderHint}
                  </p>
                </div>
              </div>
            )}
            {s && s.failed > 0 && (
              <div role="alert" className="text-red-800">
                <p className="font-medium">
                  {MAIL_PANEL_TEXT.failed(s.failed)}
                  {MAIL_PANEL_TEXT.attempts(s.failedMessages[0]?.attempts)}
                </p>
                <ul className="mt-1 list-disc space-y-1 pl-5">
                  {s.failedMessages.map((m) => (
                    <li key={m.id} className="break-words">
                      {m.subject} to {m.recipient} ({formatDate(m.createdAt, 'withTime')}){m.lastError && `: ${m.lastError}`}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </div>
        {s && s.failed > 0 && (
          <button
            type="button"
            className={dashboardButton.secondary}
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              if (
                await run(() => adminApi.retryFailedMail(), {
                  success: MAIL_PANEL_TEXT.retried,
                  failure: MAIL_PANEL_TEXT.retryFailed,
                })
              )
                await status.reload();
              setBusy(false);
            }}
          >
            <Mail aria-hidden="true" className="h-4 w-4" />
            {MAIL_PANEL_TEXT.retry}
          </button>
        )}
      </div>
    </StatusPanel>
  );
}
