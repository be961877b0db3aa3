import { useId, useState, type FormEvent } from 'react';
import { INTERVIEW_MODES, type InterviewMode } from '../config/choices';
import { MAX_INTERVIEW_SLOTS } from '../config/placements';
import { LEDGER_CONTROLS_TEXT } from '../texts/introductions';
import { FormField } from '../components/forms/FormField';
import { dashboardButton } from '../components/ui/button';
import { inputVariants } from '../components/ui/input';
import { formatDate } from '../utils/dates';
import { adminApi, type LedgerRow } from './admin-api';
import { ConfirmedButton, SubmitThenConfirm } from './ConfirmSend';
import { useAdminAction } from './session';
import { useFieldErrors } from './use-field-errors';
import { FormRefusal } from './FormRefusal';

const T = LEDGER_CONTROLS_TEXT.interview;
const label = 'mt-3 block text-sm font-medium text-slate-800';
const formBox = 'mt-2 w-full max-w-md rounded-lg border border-slate-200 p-3';

/** A UK wall-clock time ('2027-03-26T10:00') as the dashboard shows it: '26 Mar 2027, 10:00'. */
export const wallClock = (slot: string) => `${formatDate(`${slot.slice(0, 10)}T12:00:00Z`, 'short')}, ${slot.slice(11, 16)}`;

/**
 * The reviewer chose "Invite to interview": the consultant proposes up to three slots (UK wall-clock times,
 * as datetime-local gives them), how and where; the candidate is emailed a page to pick one
 * (docs/decisions/placements.md).
 */
function ProposeInterview({ entry, onDone }: { entry: Pick<LedgerRow, 'id' | 'personName'>; onDone: () => void }) {
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
    <form onSubmit={submit} className={formBox} aria-label={T.openLabel(entry.personName)}>
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
 * Moves the interview to a time agreed with both sides: the form, then the confirmation naming who is
 * emailed; a refused time stays beside its field.
 */
function MoveInterview({ entry, interviewId, onDone }: { entry: LedgerRow; interviewId: number; onDone: () => void }) {
  const run = useAdminAction();
  const id = useId();
  const [slot, setSlot] = useState<string>();
  const [busy, setBusy] = useState(false);
  const refused = useFieldErrors(['slot'], T.moveFailed);
  const move = async () => {
    if (!slot) return;
    setBusy(true);
    refused.clear();
    const done = await run(() => adminApi.rescheduleInterview(interviewId, slot), {
      success: T.moved,
      description: `${entry.personName}: ${wallClock(slot)}`,
      failure: T.moveFailed,
      onError: refused.show,
    });
    setBusy(false);
    setSlot(undefined);
    if (done) onDone();
  };
  return (
    <form
      className={formBox}
      aria-label={T.moveFormLabel(entry.personName)}
      onSubmit={(event) => {
        event.preventDefault();
        setSlot(String(new FormData(event.currentTarget).get('slot') ?? ''));
      }}
    >
      <FormField id={`${id}-slot`} label={T.newTime} error={refused.errors.slot} required>
        {(aria) => <input {...aria} name="slot" type="datetime-local" required className={inputVariants({ size: 'sm' })} />}
      </FormField>
      <FormRefusal message={refused.refusal} className="mt-2" />
      <SubmitThenConfirm
        label={T.moveSend}
        className="mt-3"
        busy={busy}
        question={
          slot
            ? {
                title: T.moveTitle(entry.personName),
                says: T.moveSays(entry.personEmail, wallClock(slot)),
                confirmLabel: T.moveConfirm,
              }
            : undefined
        }
        onConfirm={() => void move()}
        onCancel={() => setSlot(undefined)}
      />
    </form>
  );
}

/** Cancels the interview, after saying who is emailed (no one, before a time was chosen). */
function CancelInterview({ entry, interviewId, onDone }: { entry: LedgerRow; interviewId: number; onDone: () => void }) {
  return (
    <ConfirmedButton
      text={T.cancelInterview}
      label={T.cancelLabel(entry.personName)}
      title={T.cancelTitle(entry.personName)}
      says={entry.interviewSlot ? T.cancelSaysChosen(entry.personEmail) : T.cancelSaysWaiting}
      confirmLabel={T.cancelConfirm}
      write={() => adminApi.cancelInterview(interviewId)}
      toast={{ success: T.cancelled, description: entry.personName, failure: T.cancelFailed }}
      onDone={onDone}
    />
  );
}

/**
 * An introduction at "interview": without an open interview, proposing slots; with one, where it stands
 * (waiting for the candidate's choice, none suits, or its time), moving it and cancelling it.
 */
export function InterviewControls({ entry, reload }: { entry: LedgerRow; reload: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const done = () => {
    setOpen(false);
    void reload();
  };
  const interviewId = entry.interviewId;
  if (!interviewId)
    return (
      <>
        <button
          type="button"
          className={dashboardButton.secondary}
          aria-expanded={open}
          aria-label={T.openLabel(entry.personName)}
          onClick={() => setOpen(!open)}
        >
          {open ? T.cancel : T.open}
        </button>
        {open && <ProposeInterview entry={entry} onDone={done} />}
      </>
    );
  return (
    <>
      <span className="text-slate-700">
        {entry.interviewSlot ? T.at(wallClock(entry.interviewSlot)) : entry.interviewNoneSuitableAt ? T.noneSuits : T.waiting}
      </span>
      <button
        type="button"
        className={dashboardButton.secondary}
        aria-expanded={open}
        aria-label={T.moveLabel(entry.personName)}
        onClick={() => setOpen(!open)}
      >
        {open ? T.cancel : T.move}
      </button>
      <CancelInterview entry={entry} interviewId={interviewId} onDone={done} />
      {open && <MoveInterview entry={entry} interviewId={interviewId} onDone={done} />}
    </>
  );
}
