import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isUnderWay, type SiteUpdateState } from '../config/site-update-progress';
import { SITE_UPDATE_BADGES, siteUpdateText } from '../texts/site-updates';
import { formatDate } from '../utils/dates';
import type { RebuildStatus } from './admin-api';
import { adminApi } from './admin-api';
import type { Resource } from './use-resource';
import { useAdminAction } from './session';
import { StatusPanel } from './StatusPanel';
import { REBUILD_PANEL_TEXT } from '../texts/admin';
import { badgeVariants } from '../components/ui/badge';
import { dashboardButton } from '../components/ui/button';

/** How often the panel asks again while an update is queued or building (it also sends what waits). */
const UNDER_WAY_CHECK_MS = 15_000;

const BADGE: Record<SiteUpdateState, string> = {
  off: badgeVariants({ tone: 'grey' }),
  live: badgeVariants({ tone: 'green' }),
  queued: badgeVariants({ tone: 'amber' }),
  requested: badgeVariants({ tone: 'indigo' }),
  building: badgeVariants({ tone: 'indigo' }),
  failed: badgeVariants({ tone: 'red' }),
};

const at = (iso: string) => formatDate(iso, 'withTime');

/** Whether the public site shows the saved changes yet: queued, building, live or failed (src/site-rebuild/progress.ts). */
export function RebuildPanel({ status }: { status: Resource<RebuildStatus> }) {
  const run = useAdminAction();
  const [busy, setBusy] = useState(false);
  const s = status.data;
  const state = s?.progress.state;

  // Until the update is done: the state changes without the admin doing anything.
  const reloadStatus = status.reload;
  useEffect(() => {
    if (!state || !isUnderWay(state)) return;
    const timer = setTimeout(() => void reloadStatus(), UNDER_WAY_CHECK_MS);
    return () => clearTimeout(timer);
  }, [s, state, reloadStatus]);

  return (
    <StatusPanel
      id="rebuild-heading"
      title={REBUILD_PANEL_TEXT.title}
      state={
        state && (
          <span className={BADGE[state]} data-testid="rebuild-state">
            {SITE_UPDATE_BADGES[state]}
          </span>
        )
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1 text-sm text-slate-700">
          <p
            data-testid="rebuild-status"
            role={state === 'failed' ? 'alert' : 'status'}
            className={state === 'failed' ? 'font-medium text-red-800' : undefined}
          >
            {!s ? (status.error ?? REBUILD_PANEL_TEXT.checking) : siteUpdateText(s.progress, s, at)}
          </p>
          {s?.deployError && (
            <details className="text-slate-600">
              <summary className="cursor-pointer">{REBUILD_PANEL_TEXT.details}</summary>
              <p className="mt-1 break-words">{s.deployError}</p>
            </details>
          )}
        </div>
        <button
          type="button"
          className={dashboardButton.secondary}
          disabled={busy || !s?.enabled}
          onClick={async () => {
            setBusy(true);
            await run(() => adminApi.rebuildNow(), {
              success: REBUILD_PANEL_TEXT.requested,
              description: (r) => siteUpdateText(r.progress, r, at),
              failure: REBUILD_PANEL_TEXT.failed,
            });
            await status.reload();
            setBusy(false);
          }}
        >
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          {REBUILD_PANEL_TEXT.updateNow}
        </button>
      </div>
    </StatusPanel>
  );
}
