import { useState } from 'react';
import { APPLICATION_STATUSES, choiceLabel, type ApplicationStatus } from '../config/choices';
import { inputClass } from '../components/ui/input';
import { APPLICATIONS_TEXT } from '../texts/admin';
import { adminApi } from './admin-api';
import { useAdminAction } from './session';

/**
 * An application's status select, and 'Tell the candidate' (ticked by default): whether marking it
 * Unsuccessful emails the candidate (once per application, whatever is ticked later; issue 34).
 */
export function ApplicationStatusControl({
  id,
  name,
  status,
  onChanged,
}: {
  id: number;
  name: string;
  status: ApplicationStatus;
  onChanged: () => unknown;
}) {
  const run = useAdminAction();
  const [tell, setTell] = useState(true);
  return (
    <div className="flex flex-col items-end gap-1">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        {APPLICATIONS_TEXT.status}
        <select
          className={`${inputClass} w-auto py-1`}
          value={status}
          aria-label={APPLICATIONS_TEXT.statusOf(name)}
          onChange={async (e) => {
            const next = e.target.value as ApplicationStatus;
            const ok = await run(() => adminApi.setApplicationStatus(id, next, tell), {
              success: APPLICATIONS_TEXT.statusUpdated,
              description: `${name}: ${choiceLabel(APPLICATION_STATUSES, next)}`,
              failure: APPLICATIONS_TEXT.statusFailed,
              onStale: onChanged,
            });
            if (ok) await onChanged();
          }}
        >
          {APPLICATION_STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-xs text-slate-700" title={APPLICATIONS_TEXT.tellCandidateHint}>
        <input type="checkbox" className="h-4 w-4" checked={tell} onChange={(e) => setTell(e.target.checked)} />
        {APPLICATIONS_TEXT.tellCandidate}
      </label>
    </div>
  );
}
