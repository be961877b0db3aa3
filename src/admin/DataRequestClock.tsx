import { useState } from 'react';
import { choiceLabel, DATA_REQUEST_KINDS, DATA_REQUEST_STEPS, type DataRequestKind, type DataRequestStep } from '../config/choices';
import { inputClass } from '../components/ui/input';
import { dashboardButton } from '../components/ui/button';
import { formatDate } from '../utils/dates';
import { adminApi } from './admin-api';
import { useAdminAction } from './session';
import { useResource } from './use-resource';
import { DATA_REQUESTS_TEXT as TEXT } from '../texts/admin';
import type { TimedDataRequest } from '../subject-requests/clock';

/** A stored UK day ('YYYY-MM-DD') as the dashboard writes dates. */
const ukDate = (day: string) => formatDate(`${day}T12:00:00Z`, 'long');

/** Where a request stands, in words. */
function standing({ clock, completedOn }: TimedDataRequest): string {
  if (clock.state === 'completed') return TEXT.completed(ukDate(completedOn!)) + TEXT.pausedDays(clock.pausedDays);
  if (clock.state === 'waiting-identity') return TEXT.waitingIdentity;
  if (clock.state === 'paused') return TEXT.paused;
  return TEXT.due(ukDate(clock.dueOn)) + TEXT.pausedDays(clock.pausedDays);
}

/** The next steps a request can take: an answer once its question is recorded, each step once. */
function nextSteps(r: TimedDataRequest): DataRequestStep[] {
  if (r.completedOn) return [];
  const steps: DataRequestStep[] = [];
  if (!r.identityAskedOn) steps.push('identity-asked');
  else if (!r.identityReceivedOn) steps.push('identity-received');
  if (!r.clarificationAskedOn) steps.push('clarification-asked');
  else if (!r.clarificationReceivedOn) steps.push('clarification-received');
  return [...steps, 'completed'];
}

/**
 * Data-protection requests logged to time them (UK GDPR Article 12A): when each arrived, its due date,
 * and buttons to record that the consultant asked for identity or clarification, got the answer, or
 * completed it (each today; the API also takes an earlier day).
 */
export function DataRequestClock() {
  const requests = useResource(() => adminApi.dataRequests());
  const run = useAdminAction();
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<DataRequestKind>('access');
  const [receivedOn, setReceivedOn] = useState('');
  const [note, setNote] = useState('');

  return (
    <div className="space-y-3 border-t border-slate-200 pt-4" data-testid="data-request-clock">
      <h3 className="text-base font-semibold text-slate-900">{TEXT.heading}</h3>
      <p className="text-sm text-slate-600">{TEXT.intro}</p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={async (e) => {
          e.preventDefault();
          const ok = await run(
            () => adminApi.logDataRequest({ email, kind, receivedOn: receivedOn || undefined, note: note || undefined }),
            {
              success: TEXT.logged,
              failure: TEXT.logFailed,
            },
          );
          if (ok) {
            setEmail('');
            setNote('');
            await requests.reload();
          }
        }}
      >
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {TEXT.email}
          <input type="email" required className={`${inputClass} w-60`} value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {TEXT.kind}
          <select className={inputClass} value={kind} onChange={(e) => setKind(e.target.value as DataRequestKind)}>
            {DATA_REQUEST_KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {TEXT.receivedOn}
          <input type="date" className={inputClass} value={receivedOn} onChange={(e) => setReceivedOn(e.target.value)} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {TEXT.note}
          <input type="text" maxLength={200} className={`${inputClass} w-48`} value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
        <button type="submit" className={dashboardButton.secondary}>
          {TEXT.log}
        </button>
      </form>
      {requests.data && requests.data.length > 0 && (
        <ul className="space-y-2 text-sm text-slate-800">
          {requests.data.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-2" data-testid="data-request">
              <span className="font-medium">
                {choiceLabel(DATA_REQUEST_KINDS, r.kind)}, {TEXT.received(ukDate(r.receivedOn))}
                {r.note ? ` · ${r.note}` : ''}:
              </span>
              <span className={r.clock.state === 'running' ? 'font-semibold' : undefined}>{standing(r)}</span>
              {nextSteps(r).map((step) => (
                <button
                  key={step}
                  type="button"
                  className={dashboardButton.secondary}
                  onClick={async () => {
                    await run(() => adminApi.dataRequestStep(r.id, step), { success: TEXT.stepDone, failure: TEXT.stepFailed });
                    await requests.reload();
                  }}
                >
                  {choiceLabel(DATA_REQUEST_STEPS, step)}
                  <span className="sr-only">{TEXT.forRequest(r.id)}</span>
                </button>
              ))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
