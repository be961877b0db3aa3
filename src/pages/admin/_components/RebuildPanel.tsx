import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../../utils/dates';
import type { RebuildStatus } from './admin-api';
import { adminApi } from './admin-api';
import type { Resource } from './use-resource';
import { useAdminAction } from './session';
import { buttonClass, cardClass } from './ui';

const when = (iso: string | null) => (iso ? formatDate(iso, 'withTime') : 'never');

/** Whether the public pages are up to date: the last rebuild request, waiting changes, hook errors. */
export function RebuildPanel({ status }: { status: Resource<RebuildStatus> }) {
  const run = useAdminAction();
  const [busy, setBusy] = useState(false);
  const s = status.data;
  return (
    <section aria-labelledby="rebuild-heading" className={cardClass}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="rebuild-heading" className="text-lg font-semibold text-slate-900">Site rebuild</h2>
          {!s ? (
            <p className="mt-1 text-sm text-slate-600">{status.error ?? 'Checking...'}</p>
          ) : !s.enabled ? (
            <p className="mt-1 text-sm text-slate-700" data-testid="rebuild-status">
              Rebuilds are off: no build hook (BUILD_HOOK_URL) is set on this server. In <code>npm run dev</code> pages render from the database anyway.
            </p>
          ) : (
            <div className="mt-1 space-y-1 text-sm text-slate-700" data-testid="rebuild-status">
              <p>Last rebuild requested: {when(s.lastRequestedAt)}</p>
              <p>
                {s.pending
                  ? `Changes are waiting for a rebuild${s.nextAttemptAt ? ` (next request from ${formatDate(s.nextAttemptAt, 'withTime')})` : ''}.`
                  : 'No changes are waiting: every change has gone to Netlify, and the public pages show it once that build has finished.'}
              </p>
              {s.lastError && (
                <p role="alert" className="font-medium text-red-800">
                  The last rebuild request failed and will be retried: {s.lastError}
                </p>
              )}
            </div>
          )}
        </div>
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={busy || !s?.enabled}
          onClick={async () => {
            setBusy(true);
            await run(() => adminApi.rebuildNow(), {
              // Held back by the one-call-a-minute limit, the request waits for its turn.
              success: (r) => (r.pending ? 'Rebuild queued' : 'Rebuild requested'),
              description: (r) => (r.pending ? `Rebuilds are requested at most once a minute: this one goes at ${when(r.nextAttemptAt)}.` : undefined),
              failure: 'Rebuild failed',
            });
            await status.reload();
            setBusy(false);
          }}
        >
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          Rebuild site
        </button>
      </div>
    </section>
  );
}
