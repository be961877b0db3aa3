import { Mail } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../utils/dates';
import { adminApi } from './admin-api';
import { useAdminAction } from './session';
import { StatusPanel } from './StatusPanel';
import { badgeVariants } from '../components/ui/badge';
import { dashboardButton } from '../components/ui/button';
import { useResource } from './use-resource';

/** Whether email notifications are on, and the messages that could not be sent (src/notifications). */
export function MailPanel() {
  const status = useResource(() => adminApi.mailStatus());
  const run = useAdminAction();
  const [busy, setBusy] = useState(false);
  const s = status.data;
  const trouble = s && (s.failed > 0 || s.problems.length > 0);
  const state = s && (
    <span
      className={trouble ? badgeVariants({ tone: 'red' }) : s.enabled ? badgeVariants({ tone: 'green' }) : badgeVariants({ tone: 'grey' })}
    >
      {trouble ? 'Needs attention' : s.enabled ? 'On' : 'Off'}
    </span>
  );
  return (
    <StatusPanel id="mail-heading" title="Email notifications" state={state}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="space-y-1 text-sm text-slate-700" data-testid="mail-status">
            {!s ? (
              <p className="text-slate-600">{status.error ?? 'Checking...'}</p>
            ) : !s.enabled ? (
              <p>
                Email is off here: you are not emailed about new applications and enquiries, and senders get no receipt. Everything received
                is in the tabs below.
              </p>
            ) : (
              <p>
                Email is on: you are told of each application and enquiry, and senders get a receipt.
                {s.pending > 0 && ` ${s.pending} waiting to be sent.`}
                {s.pending > 0 && s.pendingErrors.length > 0 && ` Why they are waiting: ${s.pendingErrors.join('; ')}`}
              </p>
            )}
            {s && s.problems.length > 0 && (
              <ul role="alert" className="list-disc space-y-1 pl-5 text-red-800" aria-label="Email settings problems">
                {s.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
            {s && s.failed > 0 && (
              <div role="alert" className="text-red-800">
                <p className="font-medium">
                  {s.failed === 1 ? '1 email could not be sent' : `${s.failed} emails could not be sent`} after{' '}
                  {s.failedMessages[0]?.attempts ?? 'several'} attempts:
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
                  success: 'Emails queued to send again',
                  failure: 'Emails could not be queued',
                })
              )
                await status.reload();
              setBusy(false);
            }}
          >
            <Mail aria-hidden="true" className="h-4 w-4" />
            Send again
          </button>
        )}
      </div>
    </StatusPanel>
  );
}
