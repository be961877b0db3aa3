import { useId, useState, type FormEvent } from 'react';
import { choiceLabel, INTERVIEW_MODES, INTRODUCTION_STATUSES, type IntroductionStatus, type InterviewMode } from '../config/choices';
import { MAX_INTERVIEW_SLOTS } from '../config/placements';
import { LEDGER_CONTROLS_TEXT, LEDGER_TEXT } from '../texts/introductions';
import { formatDate } from '../utils/dates';
import { adminApi, type LedgerEntry } from './admin-api';
import { useAdminAction } from './session';
import { UnsuccessfulEmailConfirmation } from './UnsuccessfulEmailConfirmation';
import { useResource } from './use-resource';
import { badgeVariants } from '../components/ui/badge';
import { dashboardButton } from '../components/ui/button';
import { inputVariants } from '../components/ui/input';

type JsonLedgerEntry = NonNullable<Awaited<ReturnType<typeof adminApi.introductions>>>[number];

const T = LEDGER_CONTROLS_TEXT.interview;
const TELL = LEDGER_CONTROLS_TEXT.tell;
const label = 'mt-3 block text-sm font-medium text-slate-800';

/**
 * The reviewer chose "Invite to interview": the consultant proposes up to three slots (UK wall-clock times,
 * as datetime-local gives them), how and where; the candidate is emailed a page to pick one
 * (docs/decisions/placements.md).
 */
function ProposeInterview({ entry, onDone }: { entry: Pick<LedgerEntry, 'id' | 'personName'>; onDone: () => void }) {
  const run = useAdminAction();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const slots = data
      .getAll('slot')
      .map(String)
      .filter((s) => s);
    if (!slots.length) return setProblem(T.needSlot);
    setProblem(undefined);
    setBusy(true);
    const done = await run(
      () =>
        adminApi.proposeInterview({
          introductionId: entry.id,
          slots,
          mode: String(data.get('mode')) as InterviewMode,
          where: String(data.get('where') ?? ''),
        }),
      { success: T.sent, description: entry.personName, failure: T.failed },
    );
    setBusy(false);
    if (done) onDone();
  };
  return (
    <form
      onSubmit={submit}
      className="mt-2 w-full max-w-md rounded-lg border border-slate-200 p-3"
      aria-label={T.openLabel(entry.personName)}
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{T.legend}</legend>
        {Array.from({ length: MAX_INTERVIEW_SLOTS }, (_, i) => (
          <div key={i}>
            <label htmlFor={`${id}-slot-${i}`} className={label}>
              {T.slot(i + 1)}
            </label>
            <input
              id={`${id}-slot-${i}`}
              name="slot"
              type="datetime-local"
              required={i === 0}
              className={inputVariants({ size: 'sm', className: 'mt-1' })}
            />
          </div>
        ))}
      </fieldset>
      <label htmlFor={`${id}-mode`} className={label}>
        {T.mode}
      </label>
      <select id={`${id}-mode`} name="mode" className={inputVariants({ size: 'sm', className: 'mt-1' })}>
        {INTERVIEW_MODES.map((m) => (
          <option key={m.value} value={m.value}>
            {m.label}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-where`} className={label}>
        {T.where}
      </label>
      <input id={`${id}-where`} name="where" required maxLength={300} className={inputVariants({ size: 'sm', className: 'mt-1' })} />
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <button type="submit" className={`${dashboardButton.primary} mt-3`} disabled={busy}>
        {T.send}
      </button>
    </form>
  );
}

/**
 * The employer said "not for us": the consultant tells the candidate, after seeing the email as it would go
 * (the confirmation the Applications tab uses). Confirmed, it waits its grace period, with Undo on the row
 * until it goes (docs/decisions/introductions.md); once told, the row says when.
 */
function TellCandidate({ entry, reload }: { entry: JsonLedgerEntry; reload: () => Promise<void> }) {
  const run = useAdminAction();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = entry.personName;
  const tell = async () => {
    setBusy(true);
    const told = await run(() => adminApi.tellCandidateNotForUs(entry.id), {
      success: TELL.queued,
      description: (r) => TELL.queuedDescription(name, formatDate(r.sendsAt, 'withTime')),
      failure: TELL.failed,
      onStale: reload,
    });
    setBusy(false);
    setAsking(false);
    if (told) await reload();
  };
  const undo = async () => {
    setBusy(true);
    const undone = await run(() => adminApi.undoTellCandidate(entry.id), {
      success: TELL.undone,
      description: TELL.undoneDescription(name),
      failure: TELL.undoFailed,
      onStale: reload,
    });
    setBusy(false);
    if (undone) await reload();
  };
  if (entry.candidateMailAt)
    return (
      <span role="status" className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 px-2 py-1 text-amber-950">
        {TELL.waiting(formatDate(entry.candidateMailAt, 'withTime'))}
        <button type="button" className={dashboardButton.secondary} aria-label={TELL.undoLabel(name)} disabled={busy} onClick={undo}>
          {TELL.undo}
        </button>
      </span>
    );
  if (entry.candidateToldAt) return <span className="text-slate-700">{TELL.told(formatDate(entry.candidateToldAt, 'short'))}</span>;
  if (entry.status !== 'not-for-us') return null;
  return (
    <>
      <button type="button" className={dashboardButton.secondary} aria-label={TELL.label(name)} onClick={() => setAsking(true)}>
        {TELL.button}
      </button>
      {asking && (
        <UnsuccessfulEmailConfirmation
          title={TELL.title(name)}
          load={() => adminApi.introductionUnsuccessfulEmail(entry.id)}
          loadKey={entry.id}
          intro={(email) => TELL.intro(email.recipient, email.graceMinutes)}
          busy={busy}
          confirmLabel={TELL.send}
          onConfirm={() => void tell()}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}

/**
 * The ledger of introductions on a job, a person or a client (docs/decisions/introductions.md): who, where
 * it stands, when they were asked and sent; a row the reviewer marked "Invite to interview" offers the
 * interview's slots, one marked "Not for us" telling the candidate (TellCandidate). `version` reloads it when the page around it changed an introduction.
 */
export function IntroductionsLedger({
  by,
  version = 0,
}: {
  by: { jobId: number } | { personId: number } | { clientId: number };
  version?: number;
}) {
  const key = JSON.stringify(by);
  const ledger = useResource(() => adminApi.introductions(by), [key, version]);
  const [proposing, setProposing] = useState<number | null>(null);
  if (ledger.loading && !ledger.data) return <p className="text-sm text-slate-600">{LEDGER_TEXT.loading}</p>;
  if (ledger.error && !ledger.data)
    return (
      <p role="alert" className="text-sm text-red-800">
        {LEDGER_TEXT.failed}
        {ledger.error}
      </p>
    );
  if (!ledger.data?.length) return <p className="text-sm text-slate-700">{LEDGER_TEXT.empty}</p>;
  return (
    <ul className="space-y-1 text-sm text-slate-800" aria-label={LEDGER_TEXT.heading} data-testid="introductions-ledger">
      {ledger.data.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{entry.personName}</span>
          <span className={badgeVariants({ tone: 'grey' })}>{choiceLabel(INTRODUCTION_STATUSES, entry.status as IntroductionStatus)}</span>
          <span className="text-slate-600">
            {'clientId' in by || 'personId' in by ? `${entry.roleTitle}, ${entry.employerName} · ` : ''}
            {LEDGER_TEXT.asked(formatDate(entry.createdAt, 'short'))}
            {entry.sentAt ? ` · ${LEDGER_TEXT.sent(formatDate(entry.sentAt, 'short'))}` : ''}
          </span>
          {entry.status === 'interview' && (
            <button
              type="button"
              className={dashboardButton.secondary}
              aria-expanded={proposing === entry.id}
              aria-label={T.openLabel(entry.personName)}
              onClick={() => setProposing(proposing === entry.id ? null : entry.id)}
            >
              {proposing === entry.id ? T.cancel : T.open}
            </button>
          )}
          <TellCandidate entry={entry} reload={ledger.reload} />
          {proposing === entry.id && (
            <ProposeInterview
              entry={entry}
              onDone={() => {
                setProposing(null);
                void ledger.reload();
              }}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
