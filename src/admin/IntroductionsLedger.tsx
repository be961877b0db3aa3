import { useState } from 'react';
import { choiceLabel, INTRODUCTION_STATUSES, type IntroductionStatus } from '../config/choices';
import { LEDGER_CONTROLS_TEXT, LEDGER_TEXT } from '../texts/introductions';
import { formatDate } from '../utils/dates';
import { adminApi, type LedgerRow } from './admin-api';
import { InterviewControls } from './InterviewControls';
import { OfferControls } from './OfferControls';
import { useAdminAction } from './session';
import { UnsuccessfulEmailConfirmation } from './UnsuccessfulEmailConfirmation';
import { useResource } from './use-resource';
import { badgeVariants } from '../components/ui/badge';
import { dashboardButton } from '../components/ui/button';

const TELL = LEDGER_CONTROLS_TEXT.tell;

/**
 * The employer said "not for us": the consultant tells the candidate, after seeing the email as it would go
 * (the confirmation the Applications tab uses). Confirmed, it waits its grace period, with Undo on the row
 * until it goes (docs/decisions/introductions.md); once told, the row says when.
 */
function TellCandidate({ entry, reload }: { entry: LedgerRow; reload: () => Promise<void> }) {
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
 * it stands, when they were asked and sent, and its controls status by status: at "interview" the
 * interview's (InterviewControls) and recording the offer, at "offered" the offer's and the placement
 * (OfferControls), at "not for us" telling the candidate (TellCandidate). `version` reloads it when the
 * page around it changed an introduction.
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
          {entry.status === 'interview' && <InterviewControls entry={entry} reload={ledger.reload} />}
          <OfferControls entry={entry} reload={ledger.reload} />
          <TellCandidate entry={entry} reload={ledger.reload} />
        </li>
      ))}
    </ul>
  );
}
